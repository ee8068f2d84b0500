/**
 * Values as people read them: counts compact (exact on hover), dates in the user's locale, every
 * other form of time (relative text, month and year) kept as written, pictures over https only.
 */

import type { NumberKind } from '@/lib/api/view-spec';
import { fieldWords } from '@/lib/export/field-words';
import { exactNumber } from '@/lib/words';

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

// Dates likewise: `toLocale*String` with options makes a formatter per call, the largest part of
// a row's own rendering in a long list. Made on first use, not when the panel starts.
let day: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;

export const compactNumber = (value: number) => compact.format(value);
export { counted, credits, exactNumber, shortDate } from '@/lib/words';

/** A list's name in words, as buttons and lines name what a list holds: `recentPosts` → recent posts. */
export const listWords = (name: string) => fieldWords(name).toLowerCase();

/** ISO date-times (Z or an offset) and dates (YYYY-MM-DD) in the user's locale; anything else as is. */
export function formatDate(text: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (parts) {
    const date = new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
    if (Number.isNaN(date.getTime())) return text;
    day ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
    return day.format(date);
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) {
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) {
      dateTime ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
      return dateTime.format(date);
    }
  }
  return text;
}

/** A picture's address, or undefined: https only, protocol-relative ones made https. */
export function imageSource(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.startsWith('//') ? `https:${value}` : value;
  return /^https:\/\//i.test(url) ? url : undefined;
}

/** Ratings, percentages and days: at most one decimal (87.4%, 4.6). */
const oneDecimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** A duration in seconds as people write it: 0:58, 14:37, 1:02:07. */
export function duration(seconds: number): string {
  const whole = Math.round(Math.max(0, seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * A number as its kind reads (see `NumberKind`): 97% for a ratio of 0.97, 87.4% for a percentage,
 * 0:58 for seconds, 2008 for a year; a count exact, or compact (1.2M) where space is short.
 */
export function numberText(
  value: number,
  kind: NumberKind | undefined,
  { compact: short = false } = {},
): string {
  switch (kind) {
    case 'ratio':
      return `${oneDecimal.format(value * 100)}%`;
    case 'percent':
      return `${oneDecimal.format(value)}%`;
    case 'rating':
      return oneDecimal.format(value);
    case 'seconds':
      return duration(value);
    case 'days':
      return `${oneDecimal.format(value)} ${value === 1 ? 'day' : 'days'}`;
    case 'year':
    case 'rank':
    case 'code':
      return String(value);
    case 'pixels':
      return `${exactNumber(value)} px`;
    default:
      return short ? compactNumber(value) : exactNumber(value);
  }
}

/** A fact's value as text, a number read as its kind says. */
export function factText(value: unknown, kind: NumberKind | undefined): string | undefined {
  return typeof value === 'number' && Number.isFinite(value)
    ? numberText(value, kind)
    : shortText(value);
}

/** A short value as text, or undefined when there is nothing to show. */
export function shortText(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? exactNumber(value) : undefined;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const parts = value.map(shortText).filter((part): part is string => part !== undefined);
    return parts.length > 0 ? parts.join(', ') : undefined;
  }
  return undefined;
}
