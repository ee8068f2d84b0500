/**
 * Values as people read them: counts compact (exact on hover), dates in the user's locale, every
 * other form of time (relative text, month and year) kept as written, pictures over https only.
 */

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
// As `toLocaleString()`, which makes a new formatter on every call: slow over 10,000 rows.
const exact = new Intl.NumberFormat();

export const compactNumber = (value: number) => compact.format(value);
export const exactNumber = (value: number) => exact.format(value);

/** ISO date-times (Z or an offset) and dates (YYYY-MM-DD) in the user's locale; anything else as is. */
export function formatDate(text: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) {
    const date = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    return Number.isNaN(date.getTime())
      ? text
      : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) {
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) {
      return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
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
