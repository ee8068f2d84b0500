import { useState } from 'preact/hooks';
import type { NumberKind } from '@/lib/api/view-spec';
import { numberText } from '../views/format';
import { countKind, dayWords } from './compared-words';
import { type Comparison, thingColumns } from './comparison';
import { type ChartPoint, type ChartScale, chartScale, frame, linePoints } from './growth-chart';

type Measure = 'percent' | 'count';

const signed = (value: number, text: string) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${text}`;

/** A change as the chart names it: "+10.0 %", or "+110" as its count's kind reads. */
const changeText = (value: number, measure: Measure, kind: NumberKind | undefined) =>
  measure === 'percent'
    ? signed(value, `${Math.abs(value).toFixed(1)} %`)
    : signed(value, numberText(Math.abs(value), kind));

/** One thing's line in the measure shown: a look without a percentage (from 0) is left out. */
const lineIn = (
  points: Comparison['growth'][number]['lines'][number],
  measure: Measure,
): ChartPoint[] =>
  points.flatMap((point) => {
    const value = measure === 'percent' ? point.percent : point.change;
    return value === undefined ? [] : [{ at: point.at, value }];
  });

/** Which count the chart shows, and as a percentage or a count. */
function ChartChoices({
  counts,
  count,
  measure,
  choose,
}: {
  counts: readonly string[];
  count: string;
  measure: Measure;
  choose(count: string, measure: Measure): void;
}) {
  return (
    <div class="sl-actions">
      <label class="sl-check" for="growth-count">
        Count
      </label>
      <select
        id="growth-count"
        class="sl-input"
        value={count}
        onChange={(event) => choose(event.currentTarget.value, measure)}
      >
        {counts.map((each) => (
          <option key={each} value={each}>
            {each}
          </option>
        ))}
      </select>
      <fieldset class="sl-compare__measure">
        <legend class="sl-visually-hidden">Growth as</legend>
        {(['percent', 'count'] as const).map((each) => (
          <label key={each} class="sl-check">
            <input
              type="radio"
              name="growth-measure"
              checked={measure === each}
              onChange={() => choose(count, each)}
            />
            {each === 'percent' ? 'As a percentage' : 'As a count'}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/** The lines on their frame: the axis named at its lowest, 0 and highest, the start and the end. */
function ChartDrawing({
  lines,
  scale,
  words,
}: {
  lines: readonly ChartPoint[][];
  scale: ChartScale;
  words(value: number): string;
}) {
  return (
    <svg
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      aria-hidden="true"
      data-testid="growth-chart"
    >
      {scale.ticks.map((tick) => (
        <g key={tick} class={tick === 0 ? 'sl-chart__zero' : 'sl-chart__tick'}>
          <line
            x1={frame.left}
            x2={frame.width - frame.right}
            y1={scale.y(tick)}
            y2={scale.y(tick)}
          />
          <text x={frame.left - 6} y={scale.y(tick)} dy="0.35em" text-anchor="end">
            {words(tick)}
          </text>
        </g>
      ))}
      <text class="sl-chart__date" x={frame.left} y={frame.height - 8} text-anchor="start">
        {dayWords(scale.start)}
      </text>
      {scale.end > scale.start && (
        <text
          class="sl-chart__date"
          x={frame.width - frame.right}
          y={frame.height - 8}
          text-anchor="end"
        >
          {dayWords(scale.end)}
        </text>
      )}
      {lines.map((line, at) => (
        // A line's place is its thing's, which does not change while the page shows them.
        <g key={at} class={`sl-chart__line sl-chart__line--${at}`}>
          <polyline points={linePoints(line, scale)} data-testid="growth-line" />
          {line.map((point) => (
            <circle key={point.at} cx={scale.x(point.at)} cy={scale.y(point.value)} r="3.5" />
          ))}
        </g>
      ))}
    </svg>
  );
}

/** Each thing's line named, with its last change, and every value of it for a screen reader. */
function ChartLegend({
  titles,
  lines,
  why,
  words,
}: {
  titles: readonly string[];
  lines: readonly ChartPoint[][];
  /** Why a thing has no line, said in its place. */
  why: readonly string[];
  words(value: number): string;
}) {
  return (
    <ul class="sl-compare__legend" data-testid="growth-legend">
      {lines.map((line, at) => {
        const last = line.at(-1);
        const spoken = line.map((point) => `${words(point.value)} on ${dayWords(point.at)}`);
        return (
          <li key={at}>
            <span class={`sl-chart__swatch sl-chart__line--${at}`} aria-hidden="true" />
            {titles[at]}:{' '}
            {last === undefined ? why[at] : `${words(last.value)} by ${dayWords(last.at)}`}
            {spoken.length > 0 && (
              <span class="sl-visually-hidden" data-testid="growth-values">
                {` (${spoken.join(', ')})`}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The growth of one count since the common start, a line per thing, as a percentage or a count:
 * drawn by hand as SVG, named in a legend with each thing's last change, and read out as values.
 */
export function GrowthChart({ comparison }: { comparison: Comparison }) {
  const counts = comparison.growth
    .filter(({ lines }) => lines.some((line) => line.length > 0))
    .map(({ count }) => count);
  const [chosen, setChosen] = useState<{ count: string; measure: Measure }>({
    count: counts[0] ?? '',
    measure: 'percent',
  });
  const count = counts.includes(chosen.count) ? chosen.count : (counts[0] ?? '');
  const { measure } = chosen;
  const growth = comparison.growth.find((each) => each.count === count);
  if (!growth) return null;
  const kind = countKind(comparison.things[0]?.endpointId ?? '', count);
  const words = (value: number) => changeText(value, measure, kind);
  const lines = growth.lines.map((points) => lineIn(points, measure));
  // No point at all: the thing had no such count at the start; points but no percentage: it was 0.
  const why = growth.lines.map((points) =>
    points.length === 0 ? `no ${count} at the start` : 'no percentage (it started at 0)',
  );
  return (
    <section class="sl-card sl-compare__growth" aria-labelledby="growth-title" data-testid="growth">
      <h2 class="sl-card__title" id="growth-title">
        Growth in {count} since {dayWords(comparison.start)},{' '}
        {measure === 'percent' ? 'as a percentage' : 'as a count'}
      </h2>
      <ChartChoices
        counts={counts}
        count={count}
        measure={measure}
        choose={(next, nextMeasure) => setChosen({ count: next, measure: nextMeasure })}
      />
      <figure class="sl-compare__chart">
        <ChartDrawing lines={lines} scale={chartScale(lines, comparison.start)} words={words} />
        <figcaption>
          <ChartLegend
            titles={thingColumns(comparison.things)}
            lines={lines}
            why={why}
            words={words}
          />
        </figcaption>
      </figure>
    </section>
  );
}
