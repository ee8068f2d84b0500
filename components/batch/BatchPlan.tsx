import { hasFields, ParamForm } from '@/components/panel/ParamForm';
import { lineRequest } from '@/lib/areas/batch-lines';
import { priceOf } from '@/lib/areas/page-params';
import { counted, credits, exactNumber } from '../views/format';
import { type Choice, type Group, type PlannedLine, pairKey, ticked, totalOf } from './batch-plan';
import { kindOfPageWords } from './batch-words';

/** A group's key as a piece of an element id. */
const idOf = (group: Group) => `batch-${group.key.replace(/\W+/g, '-')}`;

/**
 * The plan as one table, a row per kind of page: how many, what to fetch of them (one or more,
 * each at its price a page), the options of what is ticked, and what the row costs.
 */
export function BatchPlan({
  groups,
  lines,
  free,
  choiceOf,
  onChoose,
}: {
  groups: readonly Group[];
  lines: readonly PlannedLine[];
  /** The pairs the cache or demo data answers; undefined while they are asked. */
  free: ReadonlyMap<string, unknown> | undefined;
  choiceOf(group: Group): Choice;
  onChoose(group: Group, choice: Choice): void;
}) {
  return (
    <table class="sl-batch-plan" data-testid="batch-plan">
      <caption class="sl-visually-hidden">
        What to fetch of each kind of page, and its price
      </caption>
      <thead>
        <tr>
          <th scope="col" class="sl-batch-plan__kind">
            Pages
          </th>
          <th scope="col" class="sl-batch-plan__fetch-col">
            Fetch
          </th>
          <th scope="col">Options</th>
          <th scope="col" class="sl-batch-plan__price">
            Price
          </th>
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => (
          <PlanRow
            key={group.key}
            group={group}
            lines={lines.filter((line) => line.group === group.key)}
            free={free}
            choice={choiceOf(group)}
            onChoose={(choice) => onChoose(group, choice)}
          />
        ))}
      </tbody>
    </table>
  );
}

function PlanRow({
  group,
  lines,
  free,
  choice,
  onChoose,
}: {
  group: Group;
  lines: readonly PlannedLine[];
  free: ReadonlyMap<string, unknown> | undefined;
  choice: Choice;
  onChoose(choice: Choice): void;
}) {
  const first = group.pages[0];
  const asked = new Set(choice.endpointIds);
  const withOptions = group.endpoints.filter(
    (entry) => asked.has(entry.id) && hasFields(entry, first?.params),
  );
  const sendable = lines.filter((line) => line.price !== undefined);
  const problems = problemsOf(group, lines);
  const cached = free
    ? sendable.filter((line) => free.has(pairKey(line.page.line, line.request.id)))
    : [];
  const words = kindOfPageWords(group.platform, group.kind);
  return (
    <>
      <tr data-group={group.key}>
        <th scope="row" class="sl-batch-plan__kind">
          {words} <span class="sl-muted">{counted(group.pages.length, 'page')}</span>
        </th>
        <td class="sl-batch-plan__fetch-cell">
          <fieldset class="sl-batch-plan__fetch">
            <legend class="sl-visually-hidden">What to fetch of each {words}</legend>
            {group.endpoints.map((entry) => {
              const values = choice.values[entry.id] ?? {};
              // A page this endpoint cannot be sent for still shows what one costs (its example
              // with these options): the row under the kind's says why it is not sent.
              const each = first
                ? (priceOf(entry, lineRequest(first, entry, values).params) ??
                  priceOf(entry, { ...(entry.example as Record<string, unknown>), ...values }))
                : undefined;
              const id = `${idOf(group)}-${entry.id.replace(/\W+/g, '-')}`;
              return (
                <label key={entry.id} class="sl-batch-plan__endpoint" for={id}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={asked.has(entry.id)}
                    onChange={(event) =>
                      onChoose(ticked(group, choice, entry.id, event.currentTarget.checked))
                    }
                  />
                  {entry.label}
                  {each === undefined ? (
                    ''
                  ) : (
                    <span class="sl-muted"> · {credits(each)} a page</span>
                  )}
                </label>
              );
            })}
          </fieldset>
        </td>
        <td class="sl-batch-plan__options">
          {withOptions.length === 0 && <span class="sl-muted">No options</span>}
          {withOptions.map((entry) => (
            <div key={entry.id} class="sl-batch-plan__option">
              {withOptions.length > 1 && <span class="sl-batch-plan__of">{entry.label}:</span>}
              <ParamForm
                endpoint={entry}
                idPrefix={`${idOf(group)}-`}
                values={choice.values[entry.id] ?? {}}
                given={first?.params ?? {}}
                onChange={(values) =>
                  onChoose({ ...choice, values: { ...choice.values, [entry.id]: values } })
                }
              />
            </div>
          ))}
        </td>
        <td class="sl-batch-plan__price" data-testid="batch-row-price">
          {asked.size === 0 ? (
            <span class="sl-muted">Nothing ticked</span>
          ) : sendable.length === 0 ? (
            <span class="sl-batch-plan__not-sent">Not sent</span>
          ) : free === undefined ? (
            '…'
          ) : cached.length === sendable.length ? (
            <>
              Free
              <span class="sl-batch-plan__note sl-muted">cached</span>
            </>
          ) : (
            <>
              <span class="sl-batch-plan__amount">{credits(totalOf(sendable, free))}</span>
              {cached.length > 0 && (
                <span class="sl-batch-plan__note sl-muted">
                  {exactNumber(cached.length)} cached, free
                </span>
              )}
            </>
          )}
        </td>
      </tr>
      {problems.map(({ endpoint, problem, pages }) => (
        <tr key={endpoint.id} class="sl-batch-plan__problem">
          <td colSpan={4} data-testid="batch-row-problem">
            <p class="sl-error">
              {endpoint.label}: {problem} {counted(pages, 'page')} not sent.
            </p>
          </td>
        </tr>
      ))}
    </>
  );
}

/**
 * Why some of the row's pages cannot be sent as asked, an endpoint at a time: said in a row of
 * its own under the kind's, across the table, while the price counts what can be sent.
 */
function problemsOf(group: Group, lines: readonly PlannedLine[]) {
  return group.endpoints.flatMap((endpoint) => {
    const refused = lines.filter(
      (line) => line.request.id === endpoint.id && line.price === undefined,
    );
    const [first] = refused;
    return first ? [{ endpoint, problem: first.problem, pages: refused.length }] : [];
  });
}
