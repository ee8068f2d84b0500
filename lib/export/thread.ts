/**
 * Comments and their replies as a thread in files: each one a row under the one it answers, in
 * the order the service gave them, with its id, the id it replies to and its depth, so a sheet
 * can be filtered to one thread; and as Markdown, replies indented under their parent. Answer
 * text is hostile: in Markdown it is escaped, so it can make no link, picture or HTML.
 */
import { valueAt } from '../api/pagination';
import type { NumberKind } from '../api/view-spec';

/** How an answer holds a thread (see `AnswerShape`). */
export interface ThreadShape {
  /** The field that names an item (its id). */
  key: string;
  /** Where an item keeps its own replies, when they nest. */
  replies?: string;
  /** Where the answer keeps the post its list replies to: the thread's first row. */
  root?: string;
  /** Paths in an item of its author, date and text, for the Markdown file. */
  author?: string;
  date?: string;
  text?: string;
}

/** One comment or reply in thread order. */
export interface ThreadEntry {
  item: Record<string, unknown>;
  id: string;
  /** The id of the one it replies to; '' at the top. */
  parent: string;
  /** 0 at the top, its parent's depth + 1 below. */
  depth: number;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const idOf = (item: Fields, key: string) => {
  const value = valueAt(item, key);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** The item without its nested replies, which are rows of their own. */
const withoutReplies = (item: Fields, replies?: string): Fields => {
  if (replies === undefined || !Object.hasOwn(item, replies)) return item;
  const { [replies]: _replies, ...rest } = item;
  return rest;
};

/**
 * The thread in reading order: the post replied to first (where the answer holds it), then each
 * comment followed by its replies, depth first.
 */
export function threadOf(data: unknown, items: unknown[], shape: ThreadShape): ThreadEntry[] {
  const entries: ThreadEntry[] = [];
  const root = shape.root === undefined ? undefined : valueAt(data, shape.root);
  const top = isFields(root) ? idOf(root, shape.key) : '';
  if (isFields(root)) entries.push({ item: root, id: top, parent: '', depth: 0 });
  // Depth first without recursion: a hostile answer may nest as deep as the client allows.
  const stack: { item: unknown; parent: string; depth: number }[] = items
    .map((item) => ({ item, parent: top, depth: isFields(root) ? 1 : 0 }))
    .reverse();
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { item, parent, depth } = next;
    if (!isFields(item)) continue;
    const id = idOf(item, shape.key);
    entries.push({ item: withoutReplies(item, shape.replies), id, parent, depth });
    const replies = shape.replies === undefined ? undefined : item[shape.replies];
    if (Array.isArray(replies))
      for (const reply of [...replies].reverse())
        stack.push({ item: reply, parent: id, depth: depth + 1 });
  }
  return entries;
}

/** The thread's own columns, in people's words, first in each row. */
const threadColumns = { id: 'ID', parent: 'reply to', depth: 'depth' } as const;

/** What the thread's own numbers are: its depth counts the replies above a row. */
export const threadKinds: Readonly<Record<string, NumberKind>> = { [threadColumns.depth]: 'count' };

/**
 * A row of the thread: its own columns, then the item's cells. An item cell named as one of the
 * thread's is left out when empty or the same, else kept as sent beside it.
 */
export function threadRow(entry: ThreadEntry, cells: Fields): Fields {
  const row: Fields = {
    [threadColumns.id]: entry.id,
    [threadColumns.parent]: entry.parent,
    [threadColumns.depth]: entry.depth,
  };
  for (const [name, value] of Object.entries(cells)) {
    if (!Object.hasOwn(row, name)) row[name] = value;
    else if (value !== null && value !== '' && String(value) !== String(row[name]))
      row[`${name} (as sent)`] = value;
  }
  return row;
}

/**
 * Text as Markdown that reads as itself: every character that could open a link, a picture, an
 * HTML tag, an entity, emphasis or code is escaped, and so is what would start a heading, a
 * quote or a list at the start of a line.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) =>
      line
        .trim()
        .replace(/[\\`*_{}[\]<>()#|!~&]/g, '\\$&')
        .replace(/^([-+=])/, '\\$1')
        .replace(/^(\d+)([.)])/, '$1\\$2'),
    )
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n');
}

const textAt = (item: Fields, path?: string) => {
  const value = path === undefined ? undefined : valueAt(item, path);
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

/**
 * The thread as Markdown: a title, then each comment as a list item (author in bold, date, text),
 * its replies indented under it.
 */
export function threadMarkdown(
  entries: readonly ThreadEntry[],
  shape: ThreadShape,
  title: string,
): string {
  const blocks = entries.map(({ item, depth }) => {
    const indent = '  '.repeat(depth);
    const author = textAt(item, shape.author);
    const date = textAt(item, shape.date);
    const head = [author && `**${escapeMarkdown(author)}**`, date && escapeMarkdown(date)]
      .filter(Boolean)
      .join(' · ');
    const body = escapeMarkdown(textAt(item, shape.text))
      .split('\n')
      // A line ending in a backslash breaks there, as the comment did.
      .map((line, index, lines) => (index < lines.length - 1 && line !== '' ? `${line}\\` : line))
      .map((line) => (line === '' ? '' : `${indent}  ${line}`));
    return [`${indent}- ${head || '(no author)'}`, ...body].join('\n');
  });
  return `# ${escapeMarkdown(title)}\n\n${blocks.join('\n')}\n`;
}
