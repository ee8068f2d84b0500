import { ComparisonFigures } from './ComparisonFigures';
import type { ThingFigures } from './compared-figures';
import { countKind, valueText } from './compared-words';
import { type Comparison, thingColumns } from './comparison';

/**
 * Each count's latest value, a row per count and a column per thing, as the panel shows it; under
 * them, once read, the things' derived figures.
 */
export function ComparisonTable({
  comparison,
  figures,
}: {
  comparison: Comparison;
  /** The things' derived figures, in their order; none while read, or for things without any. */
  figures?: readonly ThingFigures[] | undefined;
}) {
  const endpointId = comparison.things[0]?.endpointId ?? '';
  const columns = thingColumns(comparison.things);
  return (
    <section class="sl-card" aria-labelledby="latest-title">
      <h2 class="sl-card__title" id="latest-title">
        Their counts at their last look
      </h2>
      <div class="sl-table-wrap">
        <table class="sl-table sl-compare__table" data-testid="comparison-table">
          <thead>
            <tr>
              <th scope="col">Count</th>
              {columns.map((column) => (
                <th key={column} scope="col" class="sl-compare__thing">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.latest.map(({ count, values }) => (
              <tr key={count}>
                <th scope="row">{count}</th>
                {values.map((value, at) => (
                  <td key={columns[at]} class="sl-compare__value">
                    {valueText(value, countKind(endpointId, count))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {figures && <ComparisonFigures things={figures} columns={columns} />}
        </table>
      </div>
    </section>
  );
}
