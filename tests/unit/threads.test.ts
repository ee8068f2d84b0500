/**
 * Threads in files, generated from every endpoint whose sample holds replies: the rows keep each
 * reply under its parent (the parent's row earlier, its depth one more, nothing of another thread
 * between them), the Markdown indents each reply under its parent, and the JSON names each one's
 * place. Answer text is hostile: the Markdown escapes it so it makes no link, picture or HTML.
 */
import { describe, expect, it } from 'vitest';
import { answerShape } from '@/components/views/answer-shape';
import { csvTables, threadEntries } from '@/components/views/ExportBar';
import { familyViewOf } from '@/components/views/specs';
import { valueAt } from '@/lib/api/pagination';
import { endpoints } from '@/lib/areas';
import { sampleOf } from '@/lib/areas/samples';
import { escapeMarkdown, type ThreadShape, threadMarkdown, threadOf } from '@/lib/export/thread';

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The list of an endpoint's sample its view shows. */
const listOf = (id: string): unknown[] => {
  const shape = answerShape(id);
  const items = shape.items === undefined ? undefined : valueAt(sampleOf(id), shape.items);
  return Array.isArray(items) ? items : [];
};

/** Fields of a comment that hold a list of comments like it (its replies), named by the same key. */
const nestedLists = (id: string, item: unknown): string[] => {
  const key = endpoints.find((endpoint) => endpoint.id === id)?.itemKey;
  return isFields(item) && typeof key === 'string' && familyViewOf(id)?.family === 'comments'
    ? Object.keys(item).filter((field) => {
        const value = item[field];
        return Array.isArray(value) && value.some((inner) => isFields(inner) && key in inner);
      })
    : [];
};

/** Every comment and reply of an answer, each once, by its id. */
const everyId = (data: unknown, items: unknown[], shape: ThreadShape): string[] => {
  const ids: string[] = [];
  const root = shape.root === undefined ? undefined : valueAt(data, shape.root);
  if (isFields(root)) ids.push(String(root[shape.key]));
  const walk = (list: unknown[]) => {
    for (const item of list) {
      if (!isFields(item)) continue;
      ids.push(String(item[shape.key]));
      const replies = shape.replies === undefined ? undefined : item[shape.replies];
      if (Array.isArray(replies)) walk(replies);
    }
  };
  walk(items);
  return ids;
};

const threaded = endpoints
  .map((endpoint) => endpoint.id)
  .filter((id) => answerShape(id).thread !== undefined);

it('every answer whose comments hold replies, or the post they reply to, is read as a thread', () => {
  const nesting = endpoints
    .map((endpoint) => endpoint.id)
    .filter((id) => listOf(id).some((item) => nestedLists(id, item).length > 0));
  const rooted = endpoints
    .map((endpoint) => endpoint.id)
    .filter((id) => {
      const view = familyViewOf(id);
      return view?.family === 'comments' && view.root !== undefined;
    });
  expect(nesting.length + rooted.length).toBeGreaterThan(0);
  expect(threaded).toEqual(
    endpoints.map((endpoint) => endpoint.id).filter((id) => [...nesting, ...rooted].includes(id)),
  );
  for (const id of nesting)
    expect(answerShape(id).thread?.replies, id).toBe(nestedLists(id, listOf(id)[0])[0]);
});

describe.each(threaded)('the thread of %s', (id) => {
  const data = sampleOf(id);
  const shape = answerShape(id).thread as ThreadShape;
  const items = listOf(id);
  const [main] = csvTables(id, data);
  const rows = main?.rows ?? [];

  it('is a row for the post replied to and for every comment and reply, each once', () => {
    expect(rows.map((row) => row.ID)).toHaveLength(everyId(data, items, shape).length);
    expect(new Set(rows.map((row) => row.ID))).toEqual(new Set(everyId(data, items, shape)));
    expect(Object.keys(rows[0] ?? {}).slice(0, 3)).toEqual(['ID', 'reply to', 'depth']);
    // Replies are rows of their own, not columns of their parent's.
    expect(Object.keys(rows[0] ?? {}).filter((column) => /^replies \d/.test(column))).toEqual([]);
  });

  it('keeps every reply under its parent: the parent earlier, one level up, its thread between', () => {
    const placed = new Map<string, { index: number; depth: number }>();
    rows.forEach((row, index) => {
      const parent = String(row['reply to']);
      const above = placed.get(parent);
      expect(parent === '' || above !== undefined, `${row.ID} replies to ${parent}`).toBe(true);
      expect(row.depth).toBe(above === undefined ? 0 : above.depth + 1);
      const between = rows.slice((above?.index ?? index) + 1, index);
      expect(between.every((other) => Number(other.depth) > (above?.depth ?? -1))).toBe(true);
      placed.set(String(row.ID), { index, depth: Number(row.depth) });
    });
    expect(rows.some((row) => Number(row.depth) > 0)).toBe(true);
  });

  it('writes the same thread in its JSON: each id, the id it replies to and its depth', () => {
    const thread = threadEntries(id, data);
    expect(thread?.entries.map(({ id: itemId, parent, depth }) => [itemId, parent, depth])).toEqual(
      rows.map((row) => [row.ID, row['reply to'], row.depth]),
    );
  });

  it('writes Markdown with every reply indented under its parent, author, date and text', () => {
    const entries = threadOf(data, items, shape);
    const markdown = threadMarkdown(entries, shape, 'A thread');
    const lines = markdown.split('\n');
    expect(lines[0]).toBe('# A thread');
    const heads = lines.filter((line) => /^\s*- /.test(line));
    expect(heads.map((line) => (line.length - line.trimStart().length) / 2)).toEqual(
      rows.map((row) => row.depth),
    );
    entries.forEach((entry, index) => {
      const author = escapeMarkdown(String(valueAt(entry.item, shape.author ?? '')));
      const date = escapeMarkdown(String(valueAt(entry.item, shape.date ?? '')));
      const indent = '  '.repeat(entry.depth);
      expect(heads[index]).toBe(`${indent}- **${author}** · ${date}`);
      // The text follows its head, indented one level deeper.
      const text = escapeMarkdown(String(valueAt(entry.item, shape.text ?? ''))).split('\n')[0];
      const at = lines.indexOf(heads[index] ?? '');
      expect(lines[at + 1]?.startsWith(`${indent}  ${text}`)).toBe(true);
    });
  });
});

describe('Markdown of hostile comments', () => {
  const hostile = [
    '[click me](javascript:alert(1))',
    '<img src=x onerror=alert(1)>',
    '![tracker](https://tracker.example/p.png)',
    '# Not a heading',
    '- not a list',
    '1. not a list either',
    '> not a quote',
    '&lt;b&gt; entity &amp; more',
    '`code` *bold* _em_ ~strike~ | pipe',
    '<https://example.com/autolink>',
    'line one\n\n    indented as code\n===',
  ];
  const shape: ThreadShape = {
    key: 'id',
    replies: 'replies',
    author: 'authorName',
    date: 'createdAt',
    text: 'text',
  };
  const data = {
    comments: hostile.map((text, index) => ({
      id: String(index),
      text,
      authorName: `<b>[author ${index}](https://evil.example)</b>`,
      createdAt: '2026-11-08T13:02:17.000Z',
      replies: [{ id: `${index}-1`, text, authorName: '**x**', createdAt: '', replies: [] }],
    })),
  };
  const markdown = threadMarkdown(
    threadOf(data, data.comments, shape),
    shape,
    '[Title](javascript:x)',
  );

  /** Characters that open a link, a picture, HTML or an entity, not escaped by a backslash. */
  const unescaped = (line: string) =>
    [...line.matchAll(/\\*[[\]<>()!&`*_~|]/g)].filter(
      (match) => match[0].length % 2 === 1 && !/^\s*- \*\*|\*\*( ·|$)/.test(line),
    );

  it('escapes every character that could make a link, a picture, HTML or an entity', () => {
    const body = markdown
      .split('\n')
      .slice(1)
      .map((line) => line.replace(/^(\s*- )\*\*(.*)\*\*( · |$)/, '$1$2$3'));
    expect(
      body.flatMap((line) => unescaped(line).map((match) => `${match[0]} in ${line}`)),
    ).toEqual([]);
    expect(markdown.split('\n')[0]).toBe('# \\[Title\\]\\(javascript:x\\)');
  });

  it('lets no text line start a heading, a quote, a list or a code block of its own', () => {
    const textLines = markdown
      .split('\n')
      .slice(1)
      .filter((line) => line.trim() !== '' && !/^\s*- /.test(line));
    expect(textLines.length).toBeGreaterThan(hostile.length);
    for (const line of textLines) {
      const indent = line.length - line.trimStart().length;
      expect(indent % 2, line).toBe(0);
      expect(line.trimStart(), line).not.toMatch(/^([#>+=-]|\d+[.)])/);
    }
  });

  it('keeps the words people wrote, escapes aside', () => {
    expect(markdown).toContain('\\[click me\\]\\(javascript:alert\\(1\\)\\)');
    expect(markdown).toContain('\\<img src=x onerror=alert\\(1\\)\\>');
    expect(markdown).toContain('1\\. not a list either');
  });
});
