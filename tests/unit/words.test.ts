/**
 * The words a person reads in Sidelight's files and forms, generated from the catalog, the samples
 * and the platform records: every file name, every CSV column header, the ledger's outcomes, the
 * batch's statuses and every label of every endpoint's form hold no contract word (an area's id
 * that is no word of the platforms or the labels, an endpoint id) and no camelCase or snake_case
 * word. The JSON files keep the answers' own field names, for programs.
 */

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { batchButtonWords } from '@/components/batch/batch-export';
import {
  batchCsvName,
  batchJsonName,
  csvFiles,
  kindOfPageWords,
  openWords,
  rowStatus,
} from '@/components/batch/batch-words';
import { noticeWords } from '@/components/panel/ErrorNotice';
import { Explorer, endpointChoices } from '@/components/panel/Explorer';
import { seriesRows } from '@/components/panel/over-time';
import { ParamForm } from '@/components/panel/ParamForm';
import { answerShape } from '@/components/views/answer-shape';
import { csvLabel, csvTables } from '@/components/views/ExportBar';
import { ResultControls } from '@/components/views/ResultControls';
import { formFields } from '@/lib/api/form';
import { apiNameHint, describeParamIssues, paramLabel } from '@/lib/api/param-labels';
import { withNeutralFields } from '@/lib/api/path-style';
import { endpoints } from '@/lib/areas';
import { readLines } from '@/lib/areas/batch-lines';
import { countedPaths } from '@/lib/areas/result-facts';
import { sampleOf } from '@/lib/areas/samples';
import { outcome, outcomeWords, resultFileName } from '@/lib/export/words';
import { toolbarTitle } from '@/lib/extension/background/tab-state';
import type { ServiceError } from '@/lib/extension/shared/answers';
import { platforms } from '@/lib/platforms';
import { listed } from '@/lib/platforms/directory';
import type { BatchRow } from '@/lib/store/db';
import { article, singular, withArticle } from '@/lib/words';
import { withOwnFields } from '../fake-api/routes';
import { platformExamples } from '../support/platform-examples';

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
  // A platform's name is no endpoint id, even where it ends in an area's word ("hacker-news-…").
  const unbranded = platforms.reduce(
    (text, platform) =>
      text.replaceAll(platform.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), '·'),
    name.toLowerCase(),
  );
  const spelled = endpoints.flatMap((endpoint) => {
    const [area, own = ''] = endpoint.id.split('.');
    return [...new Set([own, own.replace(/([a-z])([A-Z])/g, '$1-$2')])]
      .map((form) => `${area}-${form}`.toLowerCase())
      .filter((form) => unbranded.includes(form));
  });
  return [
    ...contractWordsIn(name, { areas: false }),
    ...(contractAreas.includes(first) ? [`area ${first}`] : []),
    ...spelled.map((form) => `endpoint id ${form}`),
  ];
}

/**
 * What reads wrong in a sentence: "a" or "an" before a word that sounds otherwise ("A Instagram
 * page"), and a word said twice in a row ("posts posts").
 */
function misreadIn(text: string): string[] {
  const articles = [...text.matchAll(/(?<![\p{L}\d$.'’-])(an?) ([\p{L}\d][\p{L}\d'’-]*)/giu)]
    .filter(([, said = '', word = '']) => article(word) !== said.toLowerCase())
    .map(([whole]) => `article: ${whole}`);
  const twice = [...text.matchAll(/(?<![\p{L}\d])(\p{L}+)\s+\1(?![\p{L}\d])/giu)].map(
    ([whole]) => `said twice: ${whole}`,
  );
  return [...articles, ...twice];
}

/** A column's words said more than once: "dates published date" says date twice. */
function saidAgainIn(header: string): string[] {
  const words = header
    .toLowerCase()
    .split(/[\s:()·,]+/)
    .filter((word) => /\p{L}/u.test(word))
    .map(singular);
  return words.filter((word, index) => words.indexOf(word) !== index);
}

describe('the articles, by how the next word sounds', () => {
  it.each([
    ['Instagram page', 'an'],
    ['YouTube video', 'a'],
    ['hour', 'an'],
    ['honest answer', 'an'],
    ['user', 'a'],
    ['unique id', 'a'],
    ['umbrella', 'an'],
    ['unread reply', 'an'],
    ['European site', 'a'],
    ['one-off call', 'a'],
    ['ID', 'an'],
    ['NSFW post', 'an'],
    ['URL', 'a'],
    ['MV3 worker', 'an'],
    ['http(s) URL', 'an'],
    ['8-day wait', 'an'],
    ['11 s wait', 'an'],
    ['18th', 'an'],
    ['180 s wait', 'a'],
    ['Luma event', 'a'],
    ['hashtag', 'a'],
    ['Etsy shop', 'an'],
  ] as const)('%s: %s', (words, said) => {
    expect(article(words)).toBe(said);
    expect(withArticle(words, { capital: true })).toBe(
      `${said.charAt(0).toUpperCase()}${said.slice(1)} ${words}`,
    );
    expect(misreadIn(`Take ${said} ${words}.`)).toEqual([]);
    expect(misreadIn(`Take ${said === 'a' ? 'an' : 'a'} ${words}.`)).toHaveLength(1);
  });

  it('finds a word said twice in a row, in any case', () => {
    expect(misreadIn('4 repeated posts posts and the The end')).toEqual([
      'said twice: posts posts',
      'said twice: the The',
    ]);
    expect(saidAgainIn('dates published date')).toEqual(['date']);
    expect(saidAgainIn('owner: owner name')).toEqual(['owner']);
    expect(saidAgainIn('published date')).toEqual([]);
  });
});

const root = path.resolve(__dirname, '../..');
/** The text of every string a source file writes: quoted, template (each literal part) and JSX. */
function stringsIn(file: string): string[] {
  // Comments are the engineers' words, and they quote code ("a", "a and b").
  const source = file.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(?<![:'"`\w])\/\/.*$/gm, '');
  const quoted = [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)].map(
    ([, single, double]) => single ?? double ?? '',
  );
  const templates = [...source.matchAll(/`((?:[^`\\]|\\.)*)`/g)].map(([, body = '']) => body);
  const jsx = [...source.matchAll(/>([^<>{}\n]*[\p{L}][^<>{}\n]*)</gu)].map(
    ([, text = '']) => text,
  );
  return [...quoted, ...templates, ...jsx];
}
// The samples are the service's answers (other languages' "a", "an"), not Sidelight's words.
const sourceFiles = ['lib', 'components', 'entrypoints']
  .flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
      path.join(folder, file),
    ),
  )
  .filter((file) => /\.tsx?$/.test(file) && !/samples\.ts$/.test(file));

it('writes every sentence of the source with its article agreeing, no word twice in a row', () => {
  expect(sourceFiles.length).toBeGreaterThan(100);
  const found = sourceFiles.flatMap((file) =>
    stringsIn(readFileSync(path.join(root, file), 'utf8')).flatMap((text) =>
      [
        ...misreadIn(text.replace(/\$\{[^}]*\}/g, ' … ')),
        // A word put in after "a" is not known until it is: withArticle says it as it sounds.
        ...(/(?<![\p{L}\d])[Aa]n? \$\{/u.test(text) ? ['an article before an interpolation'] : []),
      ].map((problem) => `${file}: ${problem} in "${text.slice(0, 80)}"`),
    ),
  );
  expect(found).toEqual([]);
});

it('says more in an error\'s sentence than its heading says: "Cancelled", not "Cancelled." again', () => {
  const written = sourceFiles.flatMap((file) =>
    [
      ...readFileSync(path.join(root, file), 'utf8').matchAll(
        /kind: '(\w+)',\s*message:\s*(['"`])([\s\S]*?)\2/g,
      ),
    ].map(([, kind = '', , message = '']) => ({
      file,
      kind: kind as ServiceError['kind'],
      message: message.replace(/\$\{status\}/g, '500'),
    })),
  );
  expect(written.filter(({ kind }) => kind === 'aborted').length).toBeGreaterThan(1);
  const repeated = written.flatMap(({ file, kind, message }) => {
    const { title, text } = noticeWords({ kind, message });
    const heading = title.replace(/\s*\(.*\)$/, '');
    return new RegExp(`\\b${heading}\\b`, 'i').test(text) ? [`${file}: ${title} | ${text}`] : [];
  });
  expect(repeated).toEqual([]);
  expect(noticeWords({ kind: 'notFound', message: 'Not found: it may be private.' })).toEqual({
    title: 'Not found',
    text: 'It may be private.',
  });
  expect(
    noticeWords({ kind: 'server', message: 'The service failed (500). Retry in a minute.' }),
  ).toEqual({ title: 'The service failed (500)', text: 'Retry in a minute.' });
});

it.each(platforms.map((platform) => [platform.name, platform] as const))(
  'says the lines of %s not sent with their articles agreeing',
  (_, platform) => {
    const examples = platformExamples[platform.id];
    const lines = [
      ...Object.values(examples.pages).flatMap((list) => list.map(([url]) => url)),
      ...examples.needsDom,
      ...examples.none,
    ];
    const { refused } = readLines(lines.join('\n'));
    const reasons = [...new Set(refused.map((line) => line.reason))];
    expect(reasons.some((reason) => reason.includes(platform.name))).toBe(true);
    expect(reasons.flatMap(misreadIn)).toEqual([]);
    const named = Object.keys(platform.pages).map((kind) =>
      withArticle(kindOfPageWords(platform.id, kind), { capital: true }),
    );
    expect(named.flatMap(misreadIn)).toEqual([]);
  },
);

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
    expect(misreadIn(words), words).toEqual([]);
  }
  // The plan, the table and the files name several kinds of page side by side: each its own.
  const named = pages.map((page) => kindOfPageWords(page.platform.id, page.kind).toLowerCase());
  expect(named.filter((words, index) => named.indexOf(words) !== index)).toEqual([]);
  // A person's page is a profile, whatever the contract calls it.
  expect(
    pages
      .filter((page) => page.kind === 'user')
      .map((page) => kindOfPageWords(page.platform.id, page.kind)),
    "a platform's `user` page reads as a profile: `pageNames: { user: 'profile' }` in its lib/platforms/<id>.ts",
  ).toEqual(
    platforms
      .filter((platform) => 'user' in platform.pages)
      .map((platform) => `${platform.name} profile`),
  );
});

it("names every kind of page in the toolbar button's words too", () => {
  for (const page of pages) {
    const title = toolbarTitle({
      platform: page.platform.id,
      match: { area: page.platform.area, kind: page.kind, params: {} },
    });
    expect(title).toBe(
      `Sidelight: ${kindOfPageWords(page.platform.id, page.kind)}. Open the side panel for its data.`,
    );
    expect([...contractWordsIn(title), ...misreadIn(title)], title).toEqual([]);
  }
});

it("says what a done row's link opens when the answer names itself nothing", () => {
  const paged = endpoints.filter((endpoint) => endpoint.pages.length > 0);
  const said = paged.map((endpoint) => openWords(endpoint.id));
  expect(said.flatMap((words) => [...contractWordsIn(words), ...misreadIn(words)])).toEqual([]);
  expect(said.filter((words) => words === 'Open the result')).toEqual([]);
  expect(openWords('video.transcription')).toBe('Open the transcript');
  expect(openWords('video.search')).toBe('Open the videos found');
});

it("says what a batch's zip holds, the results too when lines were not sent", () => {
  const row = { endpointId: 'video.video' } as BatchRow;
  expect(batchButtonWords([row], 2).csv).toBe(
    'Download CSV (one zip: the results and the lines not sent)',
  );
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
        // A nested field's column says a word of its parent's once: "published date".
        const again = headers.flatMap((header) =>
          saidAgainIn(header).map((word) => `${header} (${word})`),
        );
        expect(again).toEqual([]);
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
      expect(labels.flatMap(misreadIn)).toEqual([]);
      // What a form says of an empty field: its label and "is required", with articles agreeing.
      const parsed = endpoint.params.safeParse({});
      const problems = parsed.success ? '' : describeParamIssues(endpoint, parsed.error.issues);
      expect(misreadIn(problems), problems).toEqual([]);
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
