import { countKind, valueText } from './compared-words';
import type { Comparison } from './comparison';

/** Each count's latest value, a row per count and a column per thing, as the panel shows it. */
export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const endpointId = comparison.things[0]?.endpointId ?? '';
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
              {comparison.things.map((thing) => (
                <th key={thing.url} scope="col">
                  {thing.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.latest.map(({ count, values }) => (
              <tr key={count}>
                <th scope="row">{count}</th>
                {values.map((value, at) => (
                  <td key={comparison.things[at]?.url} class="sl-compare__value">
                    {valueText(value, countKind(endpointId, count))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
