/** The bench's rows, its budgets, and the one table it prints. */

type Unit = 'KB' | 'ms' | 'MB' | 'URLs/ms' | '×' | 'credits' | 'messages/s';

export interface Row {
  group: string;
  name: string;
  value: number;
  unit: Unit;
  /** The most the value may be; a row without one is reported, not judged. */
  budget?: number;
  /** A yes-or-no requirement in place of a budget. */
  check?: boolean;
  note?: string;
}

export const passes = (row: Row): boolean | undefined =>
  row.check ?? (row.budget === undefined ? undefined : row.value <= row.budget);

const shown = (value: number, unit: Unit): string =>
  `${value >= 100 ? Math.round(value) : Number(value.toFixed(value >= 10 ? 1 : 2))} ${unit}`;

const verdict = (row: Row): string => {
  const pass = passes(row);
  return pass === undefined ? '' : pass ? 'pass' : 'FAIL';
};

/** A Markdown table: readable in the terminal, and pasted as is into docs/performance.md. */
export function table(rows: readonly Row[]): string {
  const lines = [
    '| what | measured | budget | |',
    '|---|---:|---:|---|',
    ...rows.map(
      (row) =>
        `| ${row.group}: ${row.name}${row.note ? ` (${row.note})` : ''} | ${shown(row.value, row.unit)} | ${
          row.budget === undefined ? '' : `≤ ${shown(row.budget, row.unit)}`
        } | ${verdict(row)} |`,
    ),
  ];
  return lines.join('\n');
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};
