/**
 * Hostile answers, made from any real answer: every URL field a `javascript:`, `data:` or
 * `vbscript:` address, every text field a script, HTML, right-to-left, zero-width or emoji text;
 * fields missing, null, numbers as strings, strings as numbers, wrong types; the main list grown
 * to 10,000 items, one string of 1 MB, and replies nested 1,000 deep where an item has replies.
 * What a view must show first (the card's title, the first row) stays valid, so a test can check
 * that valid data still shows.
 */

import { valueAt } from '../../lib/api/pagination';
import { familyViewOf } from '../support/views';

/** Set when any payload runs: markup, an inline handler or a followed address. */
export const pwnedTitle = 'PWNED by the answer';

const run = `document.title='${pwnedTitle}'`;
const hostileTexts = [
  `<script>${run}</script>`,
  `<img src=x onerror="${run}"><b>bold?</b>`,
  '\u202Egnp.exe\u202C مرحبا بالعالم שלום',
  'zero\u200Bwidth\u200D\uFEFFjoin\u2060ers',
  '👩‍👩‍👧‍👦 🏳️‍🌈 🇯🇵 ✊🏿 𝕳𝖊𝖑𝖑𝖔',
  `"><svg onload="${run}">`,
];
const hostileUrls = [
  `javascript:${run}`,
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  ` JaVaScRiPt:${run}`,
];

export interface HostileSizes {
  /** Items of the main list (default 10,000). */
  listLength?: number;
  /** Characters of the one huge string (default 1 MB). */
  hugeText?: number;
  /** Depth of nested replies (default 1,000). */
  replyDepth?: number;
}

type Json = unknown;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const urlKey = /url|link|href|image|avatar|thumbnail|picture|photo|logo|icon|website|src/i;

/** One value made hostile; `n` varies what each field gets, so every form shows up. */
function poison(value: Json, key: string, n: number): Json {
  if (Array.isArray(value)) return value.map((item, index) => poison(item, key, n + index));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).flatMap(([field, item], index): [string, Json][] => {
        const m = n + index * 7;
        if (m % 11 === 0) return [];
        if (m % 11 === 1) return [[field, null]];
        if (m % 11 === 2) {
          if (typeof item === 'number') return [[field, String(item)]];
          if (typeof item === 'string') return [[field, 424242]];
          return [[field, { unexpected: [true, 'shape'] }]];
        }
        if (m % 11 === 3) return [[field, typeof item === 'object' ? 'not an object' : [item]]];
        return [[field, poison(item, field, m)]];
      }),
    );
  }
  if (typeof value === 'string') {
    return urlKey.test(key) || /^(https?:)?\/\//.test(value)
      ? hostileUrls[n % hostileUrls.length]
      : hostileTexts[n % hostileTexts.length];
  }
  if (typeof value === 'number') return n % 2 === 0 ? -value : Number.MAX_SAFE_INTEGER;
  return value;
}

/** Sets a dotted path, making the objects on the way when poisoning removed them. */
const setAt = (target: Json, path: string, value: Json): void => {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = target as Record<string, Json>;
  for (const key of keys) {
    if (!isRecord(node[key]) && !Array.isArray(node[key])) node[key] = {};
    node = node[key] as Record<string, Json>;
  }
  node[last] = value;
};

/** The first string field of a value (depth first), to hold the huge string. */
const firstStringPath = (value: Json, path = ''): string | undefined => {
  if (typeof value === 'string') return path;
  if (!isRecord(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = firstStringPath(item, path === '' ? key : `${path}.${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
};

const nestReplies = (item: Record<string, Json>, field: string, depth: number): Json => {
  let reply: Record<string, Json> = { ...item, text: 'the deepest reply', [field]: [] };
  for (let level = 0; level < depth; level += 1)
    reply = { ...item, id: `deep-${level}`, [field]: [reply] };
  return reply;
};

const hugeString = (length: number) =>
  'lorem ipsum '.repeat(Math.ceil(length / 12)).slice(0, length);

/** The hostile form of an answer of this endpoint. */
export function hostileAnswer(endpointId: string, answer: Json, sizes: HostileSizes = {}): Json {
  const { listLength = 10_000, hugeText = 1_000_000, replyDepth = 1_000 } = sizes;
  const spec = familyViewOf(endpointId);
  const result = poison(answer, '', 5);
  const listPath =
    spec?.family === 'card' ? spec.lists?.[0]?.items : spec === undefined ? undefined : spec.items;

  if (spec?.family === 'card' && spec.card.title) {
    setAt(result, spec.card.title, valueAt(answer, spec.card.title));
  }
  if (listPath !== undefined) {
    const original = listPath === '' ? answer : valueAt(answer, listPath);
    if (Array.isArray(original) && original.length > 0) {
      const grown = [
        original[0],
        ...Array.from({ length: listLength - 1 }, (_, index) =>
          poison(original[(index + 1) % original.length], '', index + 1),
        ),
      ];
      const second = grown[1];
      const huge = firstStringPath(second);
      if (isRecord(second) && huge !== undefined) setAt(second, huge, hugeString(hugeText));
      const nested = spec && 'nested' in spec ? spec.nested : undefined;
      if (nested && isRecord(original[0])) grown[2] = nestReplies(original[0], nested, replyDepth);
      if (listPath === '') return grown;
      setAt(result, listPath, grown);
      return result;
    }
  }
  // The huge string goes where long text belongs: the card's body text.
  const huge = spec?.family === 'card' ? spec.card.text : firstStringPath(result);
  if (huge !== undefined) setAt(result, huge, hugeString(hugeText));
  return result;
}
