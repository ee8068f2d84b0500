/**
 * The derived figures of the things compared, a row per figure and a cell per thing, for the
 * screen and the files alike: each thing's figures come from its last look and its posts list as
 * stored (see read-figures.ts); a thing without them says why, once, in its words. Pure.
 */

import type { DerivedFigures, Figure, FigureId, FigureUnit } from '@/lib/figures/figures';
import { cellNames, overWords } from '@/lib/figures/file-cells';
import { type Comparison, countColumn, thingColumns } from './comparison';

/** A thing's figures, or why it has none, in words. */
export type ThingFigures =
  | {
      state: 'figures';
      figures: DerivedFigures;
      /** "From the look of Nov 27 and 12 videos fetched Nov 26" */
      from: string;
    }
  | { state: 'none'; why: string };

export interface FigureRow {
  id: FigureId;
  /** "Engagement rate, median" */
  label: string;
  unit: FigureUnit;
  /** The formula in words: the same for every thing of one kind. */
  formula: string;
  /** Per thing, in the things' order: its figure, or none when it has no figures. */
  cells: (Figure | undefined)[];
}

/** The first row's name: where each thing's figures come from, or why it has none. */
export const figuresFromLabel = 'Derived figures';

/** A row per figure any thing has, in the order the figures give them. */
export function figureRows(things: readonly ThingFigures[]): FigureRow[] {
  const rows = new Map<FigureId, FigureRow>();
  things.forEach((thing) => {
    if (thing.state !== 'figures') return;
    for (const { id, label, unit, formula } of thing.figures.figures)
      if (!rows.has(id)) rows.set(id, { id, label, unit, formula, cells: [] });
  });
  return [...rows.values()].map((row) => ({
    ...row,
    cells: things.map((thing) =>
      thing.state === 'figures'
        ? thing.figures.figures.find((figure) => figure.id === row.id)
        : undefined,
    ),
  }));
}

/** Where each thing's figures come from, or why it has none. */
export const figuresFrom = (thing: ThingFigures) =>
  thing.state === 'figures' ? thing.from : thing.why;

/** A file's name for a figure whose number is a percentage: it says so, as the screen's "4.2%" does. */
const withUnit = (label: string, unit: FigureUnit) => (unit === 'percent' ? `${label} (%)` : label);

/**
 * The figures as rows of the comparison's files, under the counts' rows: where each thing's come
 * from, then per figure its value (the number itself), what it is over and, for the best or the
 * weakest post, that post's address.
 */
export function figureFileRows(
  comparison: Comparison,
  things: readonly ThingFigures[],
): Record<string, unknown>[] {
  const columns = thingColumns(comparison.things);
  const row = (name: string, cell: (at: number) => unknown) => ({
    [countColumn]: name,
    ...Object.fromEntries(columns.map((column, at) => [column, cell(at)])),
  });
  const from = things.map(figuresFrom);
  return [
    row(figuresFromLabel, (at) => from[at] ?? ''),
    ...figureRows(things).flatMap(({ label, unit, cells }) => {
      const names = cellNames(label);
      return [
        row(withUnit(label, unit), (at) => cells[at]?.value ?? ''),
        row(names.over, (at) => {
          const figure = cells[at];
          return figure ? overWords(figure) : '';
        }),
        ...(cells.some((figure) => figure?.post)
          ? [row(names.post, (at) => cells[at]?.post?.link ?? cells[at]?.post?.title ?? '')]
          : []),
      ];
    }),
  ];
}
