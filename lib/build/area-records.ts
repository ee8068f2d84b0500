import type { Plugin } from 'vite';
import { isWorkerBuild, withoutRecordFields } from './platform-records';

/**
 * What the worker never reads of an endpoint's record: the sentence and example params the panel,
 * the explorer and the batch page show; where a form's params come from (the page, another
 * answer), the controls above an answer and the typical wait a view counts down.
 */
export const cutFromWorkerEndpoints = [
  'summary',
  'example',
  'defaultWords',
  'fromPage',
  'fromResponse',
  'controls',
  'typicalSeconds',
];

/**
 * What the worker never reads of a view: it keeps a result's title and what its card counts
 * (view-facts.ts) and where a list keeps its items; pictures, texts, links, dates and the parts
 * of a list's item are drawn by the views alone, and what a comment's analysis reads is read there.
 */
export const cutFromWorkerViews = [
  'image',
  'subtitle',
  'subtitleLink',
  'text',
  'link',
  'verified',
  'date',
  'tags',
  'ratings',
  'item',
  'lists',
  'chart',
  'nested',
  'root',
  'remark',
];

/** A view's maps from a label a person reads to a path: their keys are words, never cut. */
export const viewLabelMaps = ['facts', 'counts'];

/**
 * In the worker's bundle, each area's endpoint records and views leave out what only the views
 * read: a service worker loads all its code at once and cannot load the rest later.
 */
export function workerRecordsBuild(): Plugin {
  let worker = false;
  return {
    name: 'sidelight:worker-records',
    enforce: 'post',
    configResolved(config) {
      worker = isWorkerBuild(config);
    },
    transform(code, id) {
      if (!worker) return null;
      const file = id.split('?')[0] ?? id;
      if (/\/lib\/areas\/[^/]+\/endpoints\.ts$/.test(file))
        return {
          code: withoutRecordFields(code, this.parse(code), cutFromWorkerEndpoints),
          map: null,
        };
      if (/\/lib\/areas\/[^/]+\/views\.ts$/.test(file))
        return {
          code: withoutRecordFields(
            code,
            this.parse(code),
            cutFromWorkerViews,
            viewLabelMaps,
            'views',
          ),
          map: null,
        };
      return null;
    },
  };
}
