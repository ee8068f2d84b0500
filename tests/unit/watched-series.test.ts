/**
 * Every watched thing's series in one download: a workbook with a sheet per thing (its title,
 * its looks as rows, dates as dates, counts as numbers), or one long CSV with a row per thing,
 * look and count. Read back as a spreadsheet program reads them.
 */
import { expect, it } from 'vitest';
import { seriesLongRows, seriesSheets } from '@/components/settings/watched-series';
import { toCsv } from '@/lib/export/csv';
import { workbookBytes } from '@/lib/export/workbook';
import { csvRecords, readWorkbook } from '../support/read-workbook';

const day = (date: string) => Date.parse(`${date}T09:00:00Z`);
const all = [
  {
    thing: { title: 'Mika 🗼 Tokyo life', url: 'https://www.tiktok.com/@mika.in.tokyo' },
    snapshots: [
      { at: day('2026-11-20'), counts: { followers: 684_200, following: 412 } },
      { at: day('2026-11-19'), counts: { followers: 683_300, following: 412 } },
    ],
  },
  {
    thing: { title: 'Clack Lab', url: 'https://www.youtube.com/@clacklab' },
    snapshots: [{ at: day('2026-11-21'), counts: { subscribers: 12_000 } }],
  },
  { thing: { title: 'Not looked at yet', url: 'https://www.reddit.com/r/rust/' }, snapshots: [] },
];

it('gives one long CSV: a row per thing, look and count, the looks in order', () => {
  expect(csvRecords(toCsv(seriesLongRows(all)))).toEqual([
    ['thing', 'page address', 'date', 'count', 'value'],
    ['Mika 🗼 Tokyo life', all[0]?.thing.url, '2026-11-19T09:00:00.000Z', 'followers', '683300'],
    ['Mika 🗼 Tokyo life', all[0]?.thing.url, '2026-11-19T09:00:00.000Z', 'following', '412'],
    ['Mika 🗼 Tokyo life', all[0]?.thing.url, '2026-11-20T09:00:00.000Z', 'followers', '684200'],
    ['Mika 🗼 Tokyo life', all[0]?.thing.url, '2026-11-20T09:00:00.000Z', 'following', '412'],
    ['Clack Lab', all[1]?.thing.url, '2026-11-21T09:00:00.000Z', 'subscribers', '12000'],
  ]);
});

it('gives one workbook, a sheet per thing named by its title, its looks as typed rows', async () => {
  const sheets = readWorkbook(await workbookBytes(seriesSheets(all)));
  expect(sheets.map((sheet) => sheet.name)).toEqual([
    'Mika 🗼 Tokyo life',
    'Clack Lab',
    'Not looked at yet',
  ]);
  expect(sheets[0]?.rows.map((row) => row.map((cell) => cell?.type))).toEqual([
    ['text', 'text', 'text'],
    ['date', 'number', 'number'],
    ['date', 'number', 'number'],
  ]);
  expect(sheets[0]?.rows.slice(1).map((row) => [row[1]?.value, row[2]?.value])).toEqual([
    [683_300, 412],
    [684_200, 412],
  ]);
  expect(sheets[1]?.rows.map((row) => row.map((cell) => cell?.value))).toEqual([
    ['date', 'subscribers'],
    [expect.any(Number), 12_000],
  ]);
  // A thing with no look yet still has its sheet, with its header.
  expect(sheets[2]?.rows).toEqual([[{ type: 'text', value: 'date' }]]);
});
