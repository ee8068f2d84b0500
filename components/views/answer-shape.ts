/**
 * How an endpoint's answer reads as a file, from its view: a card is a thing, the other families
 * (and a transcript, its lines) are lists. Exports of a result and of a batch both ask here.
 */
import type { Endpoint } from '@/lib/api/endpoint';
import type { ViewSpec } from '@/lib/api/view-spec';
import { endpointById, isEndpointId } from '@/lib/areas';
import { fieldWords } from '@/lib/export/field-words';
import type { AnswerShape } from '@/lib/export/table';
import type { ThreadShape } from '@/lib/export/thread';
import { familyViewOf } from './specs';

export function answerShape(endpointId: string): AnswerShape {
  if (!isEndpointId(endpointId)) return { name: 'result' };
  const endpoint = endpointById(endpointId);
  const view = familyViewOf(endpointId);
  const items =
    endpoint.pagination?.items ??
    (view && view.family !== 'card' ? view.items : undefined) ??
    (endpoint.transcript ? 'segments' : undefined);
  const noun = endpoint.pagination?.noun ?? fieldWords(items || endpoint.label).toLowerCase();
  const thread = threadShape(endpoint, view);
  return {
    area: endpoint.area,
    name:
      items === undefined
        ? endpoint.label.toLowerCase()
        : thread?.root && view?.family === 'comments' && view.root
          ? `${view.root.name} and ${noun}`
          : noun,
    ...(items === undefined ? {} : { items }),
    ...(thread ? { thread } : {}),
  };
}

/** Where comments reply to one another (nested replies, or a post they answer): their thread. */
function threadShape(endpoint: Endpoint, view: ViewSpec | undefined): ThreadShape | undefined {
  if (view?.family !== 'comments' || (!view.nested && !view.root)) return undefined;
  const { title, date, text } = view.item;
  return {
    key: typeof endpoint.itemKey === 'string' ? endpoint.itemKey : 'id',
    ...(view.nested ? { replies: view.nested } : {}),
    ...(view.root ? { root: view.root.at } : {}),
    ...(title ? { author: title } : {}),
    ...(date ? { date } : {}),
    ...(text ? { text } : {}),
  };
}
