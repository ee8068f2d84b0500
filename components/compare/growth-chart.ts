/**
 * Where the growth chart draws its lines, pure: a frame of fixed units (the SVG scales it), the
 * time across from the common start to the last look, the change up from its lowest to its
 * highest, 0 always in view.
 */

export interface ChartPoint {
  at: number;
  value: number;
}

/** The frame's size and the margins its axis words take, in the SVG's own units. */
export const frame = { width: 720, height: 280, left: 72, right: 16, top: 14, bottom: 30 } as const;

export interface ChartScale {
  x(at: number): number;
  y(value: number): number;
  /** The values the axis names: the lowest, 0 and the highest, each once. */
  ticks: number[];
  start: number;
  end: number;
}

/** The scale that fits every line, from `start` on. */
export function chartScale(lines: readonly (readonly ChartPoint[])[], start: number): ChartScale {
  const points = lines.flat();
  const end = Math.max(start, ...points.map((point) => point.at));
  const values = points.map((point) => point.value);
  let [low, high] = [Math.min(0, ...values), Math.max(0, ...values)];
  // A flat chart (nothing moved) still has an axis: 0 in the middle.
  if (low === high) [low, high] = [-1, 1];
  const across = frame.width - frame.left - frame.right;
  const down = frame.height - frame.top - frame.bottom;
  return {
    x: (at) => frame.left + (end === start ? across / 2 : ((at - start) / (end - start)) * across),
    y: (value) => frame.top + ((high - value) / (high - low)) * down,
    ticks: [...new Set([low, 0, high])].filter((value) => low < high || value === 0),
    start,
    end,
  };
}

/** A line's points for a polyline's `points`. */
export const linePoints = (line: readonly ChartPoint[], scale: ChartScale) =>
  line
    .map((point) => `${scale.x(point.at).toFixed(1)},${scale.y(point.value).toFixed(1)}`)
    .join(' ');
