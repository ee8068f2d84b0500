/**
 * The export's buttons are labelled from the tables counted, not made: a list's rows are
 * flattened when its file is written, and then they are the rows the whole export writes.
 */
import { describe, expect, it } from 'vitest';
import { answerShape } from '@/components/views/answer-shape';
import { csvLabel } from '@/components/views/ExportBar';
import { endpoints } from '@/lib/areas';
import { sampleOf } from '@/lib/areas/samples';
import { tableOutlinesOf, tablesOf } from '@/lib/export/table';

describe.each(endpoints.map((endpoint) => [endpoint.id] as const))('the tables of %s', (id) => {
  const data = sampleOf(id);
  const outlines = tableOutlinesOf(data, answerShape(id));
  const tables = tablesOf(data, answerShape(id));
  const both = [
    [outlines.main, tables.main],
    ...outlines.lists.map((list, index) => [list, tables.lists[index]] as const),
  ] as const;

  it('are counted as they are made: same names, rows and labels', () => {
    expect(outlines.lists).toHaveLength(tables.lists.length);
    for (const [outline, table] of both) {
      expect(outline.name).toBe(table?.name);
      expect(outline.rowCount).toBe(table?.rows.length);
      expect(outline.table().rows).toEqual(table?.rows);
      expect(csvLabel(outline)).toBe(csvLabel(table ?? { name: '', rows: [], kinds: {} }));
    }
  });
});

it('counts a list of 10,000 items without reading one, and flattens them when asked', () => {
  const read = new Set<number>();
  const items = Array.from(
    { length: 10_000 },
    (_, index) =>
      new Proxy(
        { title: `Post ${index + 1}`, author: { name: 'someone' } },
        {
          get(target, key, receiver) {
            read.add(index);
            return Reflect.get(target, key, receiver);
          },
          ownKeys(target) {
            read.add(index);
            return Reflect.ownKeys(target);
          },
        },
      ),
  );
  const { main } = tableOutlinesOf({ posts: items }, { name: 'posts', items: 'posts' });
  expect(csvLabel(main)).toBe('Download CSV (10,000 rows: posts)');
  expect(read.size).toBe(0);
  const { rows } = main.table();
  expect(rows).toHaveLength(10_000);
  expect(rows[9_999]).toEqual({ title: 'Post 10000', 'author name': 'someone' });
  expect(read.size).toBe(10_000);
});
