import { compactNumber, exactNumber } from './format';

/** A small horizontal bar chart in SVG: one bar per value, its number beside it, exact on hover. */
export function BarChart({
  label,
  bars,
}: {
  label: string;
  bars: { name: string; value: number }[];
}) {
  const shown = bars.filter((bar) => Number.isFinite(bar.value)).slice(0, 20);
  if (shown.length < 2) return null;
  const max = Math.max(...shown.map((bar) => bar.value), 1);
  const row = 18;
  return (
    <figure class="sl-chart">
      <figcaption class="sl-muted">{label}</figcaption>
      <svg
        role="img"
        aria-label={`${label}: ${shown.map((bar) => `${bar.name} ${exactNumber(bar.value)}`).join(', ')}`}
        viewBox={`0 0 300 ${shown.length * row}`}
        width="100%"
      >
        {shown.map((bar, index) => (
          <g key={`${bar.name}-${index}`} transform={`translate(0 ${index * row})`}>
            <title>{`${bar.name}: ${exactNumber(bar.value)}`}</title>
            <text x="0" y="12" class="sl-chart__name">
              {bar.name.length > 22 ? `${bar.name.slice(0, 21)}…` : bar.name}
            </text>
            <rect
              x="130"
              y="3"
              height="11"
              width={Math.max(1, (bar.value / max) * 130)}
              class="sl-chart__bar"
              rx="2"
            />
            <text x={Math.max(1, (bar.value / max) * 130) + 134} y="12" class="sl-chart__value">
              {compactNumber(bar.value)}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
