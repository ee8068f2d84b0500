/**
 * How many came in each day, week or month, as columns in SVG: the unit said above them, the
 * first and last bar's dates below, the busiest bar named, each bar's count on hover.
 */
import type { Volume } from '@/lib/comment-analysis/over-time';
import { counted, exactNumber, formatDate } from '../format';

/** A comment or a review, and its plural. */
export interface Nouns {
  one: string;
  many: string;
}

const unitWords = { day: 'a day', week: 'a week (from Monday)', month: 'a month' } as const;

/** "on Oct 2, 2026", "in the week from Sep 28, 2026", "in October 2026" */
function when(unit: Volume['unit'], start: string): string {
  if (unit === 'day') return `on ${formatDate(start)}`;
  if (unit === 'week') return `in the week from ${formatDate(start)}`;
  const [year, month] = start.split('-').map(Number);
  const date = new Date(year ?? 1970, (month ?? 1) - 1, 1);
  return `in ${date.toLocaleDateString(undefined, { month: 'long', year: 'numeric' })}`;
}

const width = 300;
const height = 80;

export function VolumeChart({ volume, nouns }: { volume: Volume; nouns: Nouns }) {
  const { bars, unit, undated } = volume;
  const undatedLine =
    undated > 0 ? (
      <p class="sl-muted">
        {counted(undated, nouns.one, nouns.many)} without a date readable as one, in no bar.
      </p>
    ) : null;
  if (bars.length === 0)
    return <p class="sl-muted">No {nouns.one} loaded has a date readable as one.</p>;
  const most = Math.max(...bars.map((bar) => bar.count), 1);
  const busiest = bars.find((bar) => bar.count === most);
  const step = width / bars.length;
  const label = `${nouns.many} ${unitWords[unit]}`;
  const first = bars[0]?.start ?? '';
  const last = bars.at(-1)?.start ?? '';
  return (
    <figure class="sl-chart sl-volume">
      <figcaption class="sl-muted">
        {label[0]?.toUpperCase()}
        {label.slice(1)}
        {busiest && `; the most, ${exactNumber(busiest.count)}, ${when(unit, busiest.start)}`}
      </figcaption>
      <svg
        role="img"
        aria-label={`${label}, ${counted(bars.length, unit)} from ${formatDate(first)} to ${formatDate(last)}, at most ${exactNumber(most)}`}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        preserveAspectRatio="none"
      >
        {bars.map((bar, index) => {
          const barHeight = (bar.count / most) * height;
          return (
            <rect
              key={bar.start}
              x={index * step + step * 0.1}
              y={height - barHeight}
              width={Math.max(step * 0.8, 0.5)}
              height={Math.max(barHeight, bar.count > 0 ? 1 : 0)}
              class="sl-chart__bar"
            >
              <title>{`${formatDate(bar.start)}: ${exactNumber(bar.count)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div class="sl-volume__ends sl-muted">
        <span>{formatDate(first)}</span>
        {last !== first && <span>{formatDate(last)}</span>}
      </div>
      {undatedLine}
    </figure>
  );
}
