/**
 * The statistics the figures are made of. Each sorts its values first, so a list in any order
 * gives the same figure to the last digit.
 */

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The middle value, or the mean of the two middle ones; undefined for no values. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = ascending(values);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** The sum over the count; undefined for no values. */
export function mean(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sum = ascending(values).reduce((total, value) => total + value, 0);
  return sum / values.length;
}
