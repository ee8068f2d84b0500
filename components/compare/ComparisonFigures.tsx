import { useId } from 'preact/hooks';
import { FigureValue } from '@/components/views/figures/FigureValue';
import { sampleLine } from '@/components/views/figures/figure-text';
import type { Figure } from '@/lib/figures/figures';
import {
  figureRows,
  figuresFrom,
  figuresFromLabel,
  type FigureRow as Row,
  type ThingFigures,
} from './compared-figures';

/** A thing's figure: its value, its sample under it, muted with the caution under 5 posts. */
function FigureCell({ figure, formulaId }: { figure: Figure | undefined; formulaId: string }) {
  if (!figure) return <td class="sl-compare__value">—</td>;
  return (
    <td
      class={`sl-compare__value sl-compare__figure${figure.muted ? ' sl-compare__figure--muted' : ''}`}
      title={figure.formula}
      aria-describedby={formulaId}
    >
      <FigureValue figure={figure} />
      {figure.value !== undefined && <span class="sl-compare__sample">{sampleLine(figure)}</span>}
      {figure.caution && <span class="sl-compare__caution">{figure.caution}</span>}
    </td>
  );
}

function FigureRow({ row, columns }: { row: Row; columns: readonly string[] }) {
  const formulaId = useId();
  return (
    <tr class="sl-compare__figure-row">
      {/* One stop a row, not one a value: focus shows the formula under the name, as hover does
          (tabindex lower-case, set as the attribute). */}
      <th scope="row" tabindex={0}>
        {row.label}
        <span id={formulaId} class="sl-compare__formula">
          {row.formula}
        </span>
      </th>
      {row.cells.map((figure, at) => (
        <FigureCell key={columns[at]} figure={figure} formulaId={formulaId} />
      ))}
    </tr>
  );
}

/**
 * The figures' rows of the comparison table: where each thing's come from (or why it has none,
 * said once in its column), then a row per figure with its formula on hover and focus.
 */
export function ComparisonFigures({
  things,
  columns,
}: {
  things: readonly ThingFigures[];
  /** The things' column names, unique: what names each one's cells. */
  columns: readonly string[];
}) {
  return (
    <tbody data-testid="comparison-figures">
      <tr class="sl-compare__figures-from">
        <th scope="row">{figuresFromLabel}</th>
        {things.map((thing, at) => (
          <td
            key={columns[at]}
            class={thing.state === 'none' ? 'sl-compare__no-figures' : undefined}
          >
            {figuresFrom(thing)}
          </td>
        ))}
      </tr>
      {figureRows(things).map((row) => (
        <FigureRow key={row.id} row={row} columns={columns} />
      ))}
    </tbody>
  );
}
