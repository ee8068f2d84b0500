/**
 * The words a person reads in Sidelight's files and forms, generated from the catalog, the samples
 * and the platform records: every file name, every CSV column header, the ledger's outcomes, the
 * batch's statuses and every label of every endpoint's form hold no contract word (an area's id
 * that is no word of the platforms or the labels, an endpoint id) and no camelCase or snake_case
 * word. The JSON files keep the answers' own field names, for programs.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import {
  batchCsvName,
  batchJsonName,
  csvFiles,
  kindOfPageWords,
  rowStatus,
} from '@/components/batch/batch-words';
import { Explorer, endpointChoices } from '@/components/panel/Explorer';
import { seriesRows } from '@/components/panel/over-time';
import { ParamForm } from '@/components/panel/ParamForm';
import { answerShape } from '@/components/views/answer-shape';
import { csvLabel, csvTables } from '@/components/views/ExportBar';
import { ResultControls } from '@/components/views/ResultControls';
import { formFields } from '@/lib/api/form';
import { apiNameHint, paramLabel } from '@/lib/api/param-labels';
import { withNeutralFields } from '@/lib/api/path-style';
import { endpoints } from '@/lib/areas';
import { countedPaths } from '@/lib/areas/result-facts';
import { sampleOf } from '@/lib/areas/samples';
import { outcome, outcomeWords, resultFileName } from '@/lib/export/words';
import { platforms } from '@/lib/platforms';
import { listed } from '@/lib/platforms/directory';
import type { BatchRow } from '@/lib/store/db';
import { withOwnFields } from '../fake-api/routes';

const peoplesWords = new Set(
  [...listed.map((platform) => platform.name), ...endpoints.map((endpoint) => endpoint.label)]
    .flatMap((text) => text.toLowerCase().split(/\W+/))
    .filter(Boolean),
);
/** The areas' ids that are not also a word people read (`video` is; `shortvideo` is not). */
const contractAreas: readonly string[] = [
  ...new Set<string>(endpoints.map((endpoint) => endpoint.area)),
].filter((area) => !peoplesWords.has(area));
// Brand names are written as their owners write them (YouTube, TikTok, LinkedIn).
const brands = listed.map((platform) => platform.name);

/**
 * The words of a text that a person should not read, with why: camelCase and snake_case words,
 * endpoint ids, and (where an area would stand for a platform: names, labels, outcomes) the areas'
 * ids. A column may say "cover photo": there the word is the answer's, not the contract's area.
 */
function contractWordsIn(text: string, { areas = true } = {}): string[] {
  const unbranded = brands.reduce((rest, brand) => rest.split(brand).join(' '), text);
  const found = endpoints
    .filter((endpoint) => text.includes(endpoint.id))
    .map((endpoint) => `endpoint id ${endpoint.id}`);
  for (const word of unbranded.split(/[\s\-,.:;()·/'"]+/).filter(Boolean)) {
    if (/[a-z][A-Z]/.test(word)) found.push(`camelCase ${word}`);
    if (word.includes('_')) found.push(`snake_case ${word}`);
    if (areas && contractAreas.includes(word.toLowerCase())) found.push(`area ${word}`);
  }
  return found;
}

/** A file name's words: its platform first, never an area, nor an endpoint's id in any spelling. */
function contractWordsInName(name: string): string[] {
  const [first = ''] = name.split('-');
  const spelled = endpoints.flatMap((endpoint) => {
    const [area, own = ''] = endpoint.id.split('.');
    return [...new Set([own, own.replace(/([a-z])([A-Z])/g, '$1-$2')])]
      .map((form) => `${area}-${form}`.toLowerCase())
      .filter((form) => name.toLowerCase().includes(form));
  });
  return [
    ...contractWordsIn(name, { areas: false }),
    ...(contractAreas.includes(first) ? [`area ${first}`] : []),
    ...spelled.map((form) => `endpoint id ${form}`),
  ];
}

it('knows the contract words it looks for, from the catalog', () => {
  expect(contractAreas.length).toBeGreaterThan(4);
  expect(contractWordsIn('photo-post shortvideo-video microblog-searchPosts')).toEqual([
    'area photo',
    'area shortvideo',
    'area microblog',
    'camelCase searchPosts',
  ]);
  expect(contractWordsIn('How many count cursor notFound place_id')).toEqual([
    'camelCase notFound',
    'snake_case place_id',
  ]);
  expect(contractWordsIn('YouTube video, TikTok profile')).toEqual([]);
  expect(contractWordsInName('sidelight-batch-3-photo-post-2026-11-26.csv')).toEqual([
    'endpoint id photo-post',
  ]);
  expect(contractWordsInName('microblog-search-posts-2026-11-26.csv')).toEqual([
    'area microblog',
    'endpoint id microblog-search-posts',
  ]);
});

// Every page kind of every platform with its first example's id, as the panel names its files.
const pages = platforms.flatMap((platform) =>
  Object.entries(platform.pages).flatMap(([kind, rule]) => {
    const [example] = rule.examples;
    return example ? [{ platform, kind, id: String(Object.values(example[1])[0] ?? '') }] : [];
  }),
);

it('names every kind of page of every platform in words, as the batch page and its files do', () => {
  for (const page of pages) {
    const words = kindOfPageWords(page.platform.id, page.kind);
    expect(contractWordsIn(words), words).toEqual([]);
    expect(words.startsWith(page.platform.name)).toBe(true);
  }
});

const date = new Date(2026, 10, 26);
const day = '2026-11-26';

/** A file name with its id and date taken out: what is left must be words. */
const wordsOf = (name: string, id = '') =>
  name.replace(id.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, ''), ' ').replace(day, ' ');

describe.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
  'the files of %s',
  (id, endpoint) => {
    const tables = csvTables(id, sampleOf(id));
    const platform = listed.find((entry) => entry.area === endpoint.area);
    const slug = (platform?.name ?? '').toLowerCase().replace(/\s+/g, '-');

    it('are named in words: its platform, the page, what it holds', () => {
      const names = [
        // The explorer and the history: no page.
        [resultFileName({ endpointId: id, date }, 'json'), ''],
        ...pages
          .filter((page) => (endpoint.pages as readonly string[]).includes(page.kind))
          .filter((page) => page.platform.area === endpoint.area)
          .flatMap((page) =>
            [undefined, ...tables.slice(1).map((table) => table.name), 'over time'].map(
              (list) =>
                [
                  resultFileName(
                    { endpointId: id, kind: page.kind, id: page.id, list, date },
                    'csv',
                  ),
                  page.id,
                ] as const,
            ),
          ),
        ...tables.map((table, index) => [
          batchCsvName(3, {
            endpointId: id,
            ...(index > 0 ? { list: table.name } : {}),
            rows: [],
          }),
          '',
        ]),
      ] as const;
      for (const [name, pageId] of names) {
        expect(contractWordsInName(wordsOf(name, pageId)), name).toEqual([]);
        expect(name.includes(slug), name).toBe(true);
      }
    });

    it('have CSV columns in words, the platform answer and the batch as much as the panel', () => {
      const answers = [sampleOf(id), withNeutralFields(withOwnFields(sampleOf(id)))];
      const rows: BatchRow[] = answers.map((_, index) => ({
        batchId: 3,
        index,
        url: 'https://example.com/',
        platform: platform?.id ?? 'youtube',
        kind: endpoint.pages[0] ?? 'page',
        endpointId: id,
        params: {},
        status: 'done',
        credits: 1,
        source: 'network',
      }));
      const files = [
        ...answers.flatMap((answer) => csvTables(id, answer)),
        ...csvFiles(rows, { ...answers }, answerShape),
      ];
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const headers = [...new Set(file.rows.flatMap((row) => Object.keys(row)))];
        const found = headers.flatMap((header) => contractWordsIn(header, { areas: false }));
        expect(found, headers.join(', ')).toEqual([]);
      }
      for (const table of tables)
        expect(contractWordsIn(csvLabel(table), { areas: false })).toEqual([]);
    });
  },
);

it("writes a thing's counts over time under columns in words", () => {
  const counted = endpoints.flatMap((endpoint) => {
    const paths = countedPaths(endpoint.id) ?? {};
    return Object.keys(paths).length > 0 ? [Object.keys(paths)] : [];
  });
  expect(counted.length).toBeGreaterThan(10);
  for (const labels of counted) {
    const rows = seriesRows([
      { at: 0, counts: Object.fromEntries(labels.map((label) => [label, 1])) },
      { at: 1, counts: Object.fromEntries(labels.map((label) => [label, 2])) },
    ]);
    const headers = Object.keys(rows[0] ?? {});
    expect(
      headers.flatMap((header) => contractWordsIn(header)),
      headers.join(', '),
    ).toEqual([]);
  }
});

it('names the batch JSON in words', () => {
  expect(batchJsonName(3)).toMatch(/^sidelight-batch-3-\d{4}-\d{2}-\d{2}\.json$/);
});

it("states the ledger's outcomes and the batch's statuses in words", () => {
  for (const [kind, words] of Object.entries(outcomeWords)) {
    expect(outcome(kind)).toBe(words);
    expect(contractWordsIn(words), kind).toEqual([]);
  }
  expect(outcome('notFound')).toBe('not found');
  for (const status of ['pending', 'done', 'failed'] as const) {
    const words = rowStatus({ status, source: 'network' } as BatchRow);
    expect(contractWordsIn(words)).toEqual([]);
    expect(words).not.toBe('pending');
  }
});

/** The text of each label and option, without the tooltips and the API path line. */
const labelsIn = (html: string): string[] =>
  [
    ...html
      .replace(/<p[^>]*data-api-name[^>]*>[\s\S]*?<\/p>/g, '')
      .matchAll(/<(label|option)\b[^>]*>([\s\S]*?)<\/\1>/g),
  ].map((match) => (match[2] ?? '').replace(/<[^>]+>/g, '').replace(/&#39;|&apos;/g, "'"));

describe.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
  'the form of %s',
  (_, endpoint) => {
    // The form, and the controls an entry puts above its answer (stars, order, language).
    const html = [
      renderToString(
        h(ParamForm, { endpoint, values: {}, onChange: () => undefined, explorer: true }),
      ),
      renderToString(h(ResultControls, { endpoint, params: {}, rerun: () => undefined })),
    ].join('');
    const labels = labelsIn(html);

    it('labels every field in words, the API name in a tooltip only', () => {
      // Authenticated mode and the proxy country are one "Mode" choice where both are offered.
      const moded = labels.includes('Mode') ? ['max', 'country'] : [];
      for (const field of formFields(endpoint).filter((each) => !moded.includes(each.name))) {
        const label = labels.find((text) =>
          text.startsWith(paramLabel(field.name, endpoint.paramLabels)),
        );
        expect(label, field.name).toBeDefined();
        expect(label?.replace(' (required)', '')).toBe(
          paramLabel(field.name, endpoint.paramLabels),
        );
        expect(html).toContain(`title="${apiNameHint(field.name)}"`);
      }
      expect(
        labels.flatMap((label) => contractWordsIn(label)),
        labels.join(' | '),
      ).toEqual([]);
      // The API's name is never beside its label ("How many count").
      for (const field of formFields(endpoint))
        for (const label of labels)
          expect(
            new RegExp(`\\b${field.name}\\b`).test(label) &&
              !new RegExp(`\\b${field.name}\\b`, 'i').test(
                paramLabel(field.name, endpoint.paramLabels),
              ),
            `${label} (${field.name})`,
          ).toBe(false);
    });
  },
);

it("the explorer's labels and choices are words; the API path has a line of its own", () => {
  const html = renderToString(h(Explorer, {}));
  const labels = labelsIn(html);
  expect(labels.length).toBeGreaterThan(endpoints.filter((e) => e.area === 'video').length);
  expect(
    labels.flatMap((label) => contractWordsIn(label)),
    labels.join(' | '),
  ).toEqual([]);
  expect(labels.some((label) => label.includes('/'))).toBe(false);
  const [first] = endpoints;
  expect(html).toMatch(/<p[^>]*data-api-name[^>]*>[\s\S]*?<\/p>/);
  expect(html).toContain(`${first?.path}</p>`);
  for (const endpoint of endpoints) expect(contractWordsIn(endpoint.label)).toEqual([]);
});

it.each([...new Set(endpoints.map((endpoint) => endpoint.area))])(
  'the explorer offers each endpoint of %s under a name of its own',
  (area) => {
    const labels = endpointChoices(endpoints.filter((e) => e.area === area)).map((e) => e.label);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
  },
);
