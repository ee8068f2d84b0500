/**
 * Every number of every sample, as a person reads it in the panel, in the batch table and in the
 * files, held to its kind as its area states it once (lib/areas/<area>/numbers.ts): a ratio of
 * 0.97 reads 97% and never a bare 1, a percentage carries its %, a count is grouped. A number
 * with no kind fails here. Also true and false, which the CSV and the workbook say alike.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { BatchView } from '@/components/batch/BatchView';
import { seriesLine, seriesOf } from '@/components/panel/over-time';
import { ParamForm } from '@/components/panel/ParamForm';
import { viewFor } from '@/components/views';
import { csvTables } from '@/components/views/ExportBar';
import { familyViewOf } from '@/components/views/specs';
import { valueAt } from '@/lib/api/pagination';
import type { ItemSpec, NumberKind } from '@/lib/api/view-spec';
import { endpointById, endpoints } from '@/lib/areas';
import { numberKindAt } from '@/lib/areas/numbers';
import { countedPaths, resultCounts } from '@/lib/areas/result-facts';
import { sampleOf } from '@/lib/areas/samples';
import { toCsv } from '@/lib/export/csv';
import { workbookBytes } from '@/lib/export/workbook';
import type { BatchJob, BatchRow } from '@/lib/store/db';
import { csvRecords, readWorkbook } from '../support/read-workbook';

/** "1,234,567": a whole number grouped in threes, as the tests' locale writes it. */
const grouped = (value: number) => {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${digits}${fraction ? `.${fraction}` : ''}`;
};
const oneDecimal = (value: number) => String(Number(value.toFixed(1)));
const clock = (seconds: number) => {
  const whole = Math.round(seconds);
  const [hours, minutes, rest] = [
    Math.floor(whole / 3600),
    Math.floor(whole / 60) % 60,
    whole % 60,
  ];
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
};

/** What a number of each kind reads as, in full: the statement every view is held to. */
const reads: Record<NumberKind, (value: number) => string> = {
  count: grouped,
  ratio: (value) => `${oneDecimal(value * 100)}%`,
  percent: (value) => `${oneDecimal(value)}%`,
  rating: oneDecimal,
  seconds: clock,
  days: (value) => `${oneDecimal(value)} ${value === 1 ? 'day' : 'days'}`,
  year: String,
  rank: String,
  code: String,
  pixels: (value) => `${grouped(value)} px`,
};

/** What a number of each kind can be at all: a ratio of 0.97 is no count. */
const fits: Record<NumberKind, (value: number) => boolean> = {
  count: Number.isInteger,
  ratio: (value) => value >= 0 && value <= 1,
  percent: (value) => value >= 0 && value <= 100,
  rating: (value) => value >= 0 && value <= 10,
  seconds: (value) => value >= 0,
  days: (value) => value >= 0,
  year: (value) => Number.isInteger(value) && value > 1800 && value < 2200,
  rank: (value) => Number.isInteger(value) && value >= 0,
  code: Number.isInteger,
  pixels: (value) => Number.isInteger(value) && value >= 0,
};

/** A count where space is short: "2.8K", "1.3M", or the number itself under a thousand. */
const readsShort = (kind: NumberKind, value: number, text: string) => {
  if (kind !== 'count') return text === reads[kind](value);
  const short = /^(-?\d+(?:\.\d)?)([KMBT]?)$/.exec(text);
  if (!short) return false;
  const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 }[short[2] as '' | 'K'];
  return Math.abs(Number(short[1]) * scale - value) <= Math.max(0.05 * Math.abs(value), 0.5);
};

/** Every number in an answer, at its path of keys. */
function numbersIn(value: unknown, path: string[] = []): { path: string[]; value: number }[] {
  if (typeof value === 'number') return [{ path, value }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => numbersIn(child, [...path, key]));
}

/** Every pair of a spec's item and the items it reads, across a view (card, its lists, list rows, header). */
function itemsOf(id: string, data: unknown): { spec: ItemSpec; item: unknown }[] {
  const view = familyViewOf(id);
  if (!view) return [];
  if (view.family === 'card')
    return [
      { spec: view.card, item: data },
      ...(view.lists ?? []).flatMap((list) => {
        const items = valueAt(data, list.items);
        return Array.isArray(items) ? items.map((item) => ({ spec: list.item, item })) : [];
      }),
    ];
  const items = view.items === '' ? data : valueAt(data, view.items);
  return [
    ...(view.header ? [{ spec: view.header, item: data }] : []),
    ...(Array.isArray(items) ? items.map((item) => ({ spec: view.item, item })) : []),
  ];
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ')
    .replace(/&amp;/g, '&');

const answered = endpoints.filter((endpoint) => sampleOf(endpoint.id) !== undefined);

describe.each(answered.map((endpoint) => [endpoint.id, endpoint] as const))(
  '%s',
  (id, endpoint) => {
    const sample = sampleOf(id);
    const numbers = numbersIn(sample);

    it('has a kind for every number of its sample', () => {
      const without = numbers
        .filter(({ path }) => numberKindAt(endpoint.area, path) === undefined)
        .map(({ path }) => path.join('.'));
      expect(
        without,
        `numbers with no kind: state each in lib/areas/${endpoint.area}/numbers.ts`,
      ).toEqual([]);
    });

    it('states kinds its sample’s numbers can be: a count whole, a ratio within 0 and 1…', () => {
      const misfits = numbers
        .filter(({ path, value }) => {
          const kind = numberKindAt(endpoint.area, path);
          return kind !== undefined && !fits[kind](value);
        })
        .map(({ path, value }) => `${path.join('.')}: ${value}`);
      expect(misfits).toEqual([]);
    });

    if (!endpoint.transcript)
      it('reads each number in the panel as its kind says', () => {
        const View = viewFor(endpoint);
        const html = renderToString(
          h(View, { endpoint, data: sample, params: {}, context: {}, rerun: () => undefined }),
        );
        const text = textOf(html);
        const expected: string[] = [];
        const counts: { path: string; kind: NumberKind | undefined }[] = [];
        for (const { spec, item } of itemsOf(id, sample)) {
          for (const [label, path] of Object.entries(spec.facts ?? {})) {
            const value = valueAt(item, path);
            if (typeof value !== 'number') continue;
            const kind = numberKindAt(endpoint.area, path);
            expected.push(`${label} ${kind ? reads[kind](value) : '(no kind)'}`);
          }
          for (const path of Object.values(spec.counts ?? {})) {
            const value = valueAt(item, path);
            if (typeof value !== 'number') continue;
            counts.push({ path, kind: numberKindAt(endpoint.area, path) });
            // A count shows short, its exact number on hover.
            expected.push(`title="${grouped(value)}"`);
          }
        }
        for (const line of expected)
          expect(line.startsWith('title=') ? html : text).toContain(line);
        // What a card counts and its chart's bars are counts: they show short (1.2M).
        expect(counts.filter(({ kind }) => kind !== 'count')).toEqual([]);
        const view = familyViewOf(id);
        const chart = view?.family === 'list' ? view.chart : undefined;
        expect(chart ? numberKindAt(endpoint.area, chart.value) : 'count').toBe('count');
      });

    const paths = countedPaths(id) ?? {};
    if (resultCounts(id, sample) !== undefined)
      it('reads each count of its card in the batch table as its kind says', () => {
        const counts = resultCounts(id, sample) ?? {};
        const row: BatchRow = {
          batchId: 1,
          index: 0,
          line: 1,
          url: 'https://example.com/',
          platform: 'x',
          kind: 'page',
          endpointId: id,
          params: {},
          status: 'done',
          credits: 1,
          title: 'A result',
          counts,
        };
        const batch: BatchJob = {
          id: 1,
          cap: 10,
          concurrency: 1,
          running: false,
          rows: 1,
          done: 1,
          failed: 0,
          spent: 1,
          startedAt: 0,
          updatedAt: 0,
        };
        const html = renderToString(
          h(BatchView, { batch, rows: [row], onDeleted: () => undefined }),
        );
        const line = /class="sl-batch__cut sl-muted" title="([^"]*)"/.exec(html)?.[1] ?? '';
        const shown = Object.fromEntries(
          line.split(' · ').map((part) => {
            // The longest label the part ends with: "comment karma" before "karma".
            const label =
              Object.keys(counts)
                .sort((a, b) => b.length - a.length)
                .find((each) => part.endsWith(` ${each}`)) ?? part;
            return [label, part.slice(0, part.length - label.length - 1)];
          }),
        );
        expect(Object.keys(shown).sort()).toEqual(Object.keys(counts).sort());
        for (const [label, value] of Object.entries(counts)) {
          const kind = numberKindAt(endpoint.area, paths[label] ?? '');
          expect(kind, `${label} has a kind (lib/areas/${endpoint.area}/numbers.ts)`).toBeDefined();
          expect(
            readsShort(kind as NumberKind, value, shown[label] ?? ''),
            `${label}: ${value} reads "${shown[label]}" as a ${kind}`,
          ).toBe(true);
        }
      });

    if (resultCounts(id, sample) !== undefined)
      it('says how each count of its card moved over time as its kind reads', () => {
        const counts = resultCounts(id, sample) ?? {};
        // A second look where every measure moved a little: a count by 10, a share by 0.01.
        const moved = Object.fromEntries(
          Object.entries(counts).map(([label, value]) => [
            label,
            numberKindAt(endpoint.area, paths[label] ?? '') === 'count' ? value + 10 : value / 2,
          ]),
        );
        const day = 86_400_000;
        const series = seriesOf([
          { at: 0, counts },
          { at: 2 * day, counts: moved },
        ]);
        expect(series.map((each) => each.label).sort()).toEqual(Object.keys(counts).sort());
        for (const each of series) {
          const kind = numberKindAt(endpoint.area, paths[each.label] ?? '') as NumberKind;
          const [earlier, last] = each.points.map((point) => point.value) as [number, number];
          expect(seriesLine(each, 'previous', kind, 3 * day)).toContain(
            kind === 'count'
              ? `+${grouped(last - earlier)} ${each.label}`
              : `${each.label} ${reads[kind](earlier)} → ${reads[kind](last)}`,
          );
        }
      });

    it('keeps each number in its files, the CSV as the service wrote it, the workbook in its kind’s format', async () => {
      for (const { column, value, kind, csv, cell, format } of await fileCells(id, sample)) {
        if (typeof value !== 'number') continue;
        expect(
          kind,
          `"${column}" has a kind (lib/areas/${endpoint.area}/numbers.ts)`,
        ).toBeDefined();
        expect(csv).toBe(String(value));
        expect(column).toMatch(unitSaid[kind as NumberKind]);
        expect(cell).toEqual({ type: 'number', value });
        expect(format, `${column} (${kind})`).toMatch(excelShows[kind as NumberKind]);
      }
    });

    it('says true and false alike in the CSV and the workbook', async () => {
      for (const { value, csv, cell } of await fileCells(id, sample)) {
        if (typeof value !== 'boolean') continue;
        expect(csv).toBe(value ? 'TRUE' : 'FALSE');
        expect(cell).toEqual({ type: 'boolean', value });
      }
    });
  },
);

/**
 * Every cell of an answer's files, as a spreadsheet reads them back: its value in the table, its
 * CSV text, its workbook cell and number format, and the kind its column was given.
 */
async function fileCells(id: string, sample: unknown) {
  const cells = [];
  for (const table of csvTables(id, sample)) {
    const [sheet] = readWorkbook(await workbookBytes([table]));
    const [header = [], ...records] = csvRecords(toCsv(table.rows));
    for (const [at, row] of table.rows.entries())
      for (const [column, value] of Object.entries(row)) {
        const index = header.indexOf(column);
        cells.push({
          column,
          value,
          kind: table.kinds[column],
          csv: records[at]?.[index],
          cell: sheet?.rows[at + 1]?.[index],
          format: sheet?.formats[at + 1]?.[index],
        });
      }
  }
  return cells;
}

/** A file's column says its number's unit, where the number alone would not. */
const unitSaid: Record<NumberKind, RegExp> = {
  count: /./,
  ratio: /\bratio\b/,
  percent: /\bpercent(age)?\b|\(%\)/,
  rating: /./,
  seconds: /\bseconds\b/,
  days: /\bdays\b/,
  year: /./,
  rank: /./,
  code: /./,
  pixels: /\bpixels\b/,
};

/** The workbook's number format for each kind: a ratio multiplied into a percentage, a percentage with its sign. */
const excelShows: Record<NumberKind, RegExp> = {
  count: /^#,##0$/,
  ratio: /^0(\.0+)?%$/,
  percent: /"%"$/,
  rating: /^0\.0$/,
  seconds: /^$/,
  days: /^$/,
  year: /^$/,
  rank: /^$/,
  code: /^$/,
  pixels: /^#,##0$/,
};

describe('the samples', () => {
  it('have the kinds the views need: a ratio, a percentage, seconds, a year, a count', () => {
    const kinds = new Set(
      answered.flatMap((endpoint) =>
        numbersIn(sampleOf(endpoint.id)).map(({ path }) => numberKindAt(endpoint.area, path)),
      ),
    );
    for (const kind of ['count', 'ratio', 'percent', 'rating', 'seconds', 'year'] as const)
      expect(kinds).toContain(kind);
  });

  it('a Trustpilot review’s verified reads TRUE in its CSV and is a true cell in its workbook', async () => {
    const verified = (await fileCells('reviews.reviews', sampleOf('reviews.reviews'))).filter(
      ({ column }) => column === 'verified',
    );
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.map(({ csv, cell }) => [csv, cell])).toContainEqual([
      'TRUE',
      { type: 'boolean', value: true },
    ]);
  });

  it('a Reddit upvote ratio and a Trustpilot reply rate read as percentages everywhere', async () => {
    const [ratio] = (await fileCells('forum.post', sampleOf('forum.post'))).filter(
      ({ kind }) => kind === 'ratio',
    );
    expect(ratio).toMatchObject({ column: 'upvote ratio', csv: '0.97', format: '0%' });
    expect(reads.ratio(0.97)).toBe('97%');
    expect(reads.percent(87.4)).toBe('87.4%');
    expect(numberKindAt('forum', 'upvoteRatio')).toBe('ratio');
    expect(numberKindAt('reviews', 'activity.replyPercentage')).toBe('percent');
  });
});

describe("Google Trends' category", () => {
  it('reads as every category in the form, not as a bare 0', () => {
    const endpoint = endpointById('websearch.trends');
    const html = renderToString(
      h(ParamForm, { endpoint, values: {}, onChange: () => undefined, explorer: true }),
    );
    const input = /<input[^>]*id="websearch\.trends-category"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('placeholder="All categories"');
  });

  it('every form field with a default of 0 shows words for it, or is a number of things', () => {
    for (const endpoint of endpoints) {
      const html = renderToString(
        h(ParamForm, { endpoint, values: {}, onChange: () => undefined, explorer: true }),
      );
      // Skipping 0 items is a number; a category or any other code is not.
      for (const input of html.match(/<input[^>]*placeholder="0"[^>]*>/g) ?? [])
        expect(input).toMatch(/-offset"/);
    }
  });
});
