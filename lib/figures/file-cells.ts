/**
 * A derived figure as a file's cells, the same in every file that carries figures (a batch's
 * rows, a comparison): its value as the number itself, what it is over with the dates as the
 * answers give them (or why there is none), and the best or weakest post's address.
 */
import type { Figure } from './figures';

/** "2026-10-02 to 2026-11-27": the dates as the answers give them, their day alone. */
const span = ({ first, last }: Figure['sample']) =>
  first && last ? `, ${first.slice(0, 10)} to ${last.slice(0, 10)}` : '';

/** What a figure is over, in words: "median over the latest 5 videos, 2026-11-01 to 2026-11-05". */
export const overWords = (figure: Figure): string =>
  figure.reason ?? `${figure.sample.words}${span(figure.sample)}`;

/** The cells' names: "Engagement rate, median", "…: over", "…: the post". */
export const cellNames = (label: string) =>
  ({ value: label, over: `${label}: over`, post: `${label}: the post` }) as const;

/** The figure's cells by name; the post's only for a figure of one post. */
export function figureCells(figure: Figure): Record<string, unknown> {
  const names = cellNames(figure.label);
  return {
    [names.value]: figure.value ?? '',
    [names.over]: overWords(figure),
    ...(figure.post ? { [names.post]: figure.post.link ?? figure.post.title ?? '' } : {}),
  };
}
