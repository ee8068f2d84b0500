/**
 * A derived figure in words, as every view shows it: its value in its unit, and the line that
 * says which posts it is over and their dates.
 */
import type { Figure, FigureUnit } from '@/lib/figures/figures';
import { exactNumber, formatDate, numberText } from '../format';

/** A value as its unit reads: 4.2%, 1,234, 2.5, 3.4 days. */
export function figureText(value: number, unit: FigureUnit): string {
  switch (unit) {
    case 'percent':
      return numberText(value, 'percent');
    case 'days':
      return numberText(value, 'days');
    case 'rate':
      return numberText(value, 'rating');
    default:
      return exactNumber(Math.round(value));
  }
}

/** A date as the day it was, in the user's locale. */
const dayOf = (date: string) => formatDate(date.slice(0, 10));

/** "median over the latest 30 videos, Oct 2, 2026 – Nov 27, 2026" */
export function sampleLine({ sample }: Figure): string {
  const { first, last, words } = sample;
  if (first === undefined || last === undefined) return words;
  const [from, to] = [dayOf(first), dayOf(last)];
  return `${words}, ${from === to ? from : `${from} – ${to}`}`;
}
