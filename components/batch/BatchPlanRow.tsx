import { hasFields, ParamForm } from '@/components/panel/ParamForm';
import { lineRequest } from '@/lib/areas/batch-lines';
import { priceOf } from '@/lib/areas/page-params';
import { counted, credits, exactNumber } from '../views/format';
import { type Choice, type Group, type PlannedLine, pairKey, ticked, totalOf } from './batch-plan';
import { kindOfPageWords } from './batch-words';

/** A group's key as a piece of an element id. */
const idOf = (group: Group) => `batch-${group.key.replace(/\W+/g, '-')}`;

/** The pairs the cache or demo data answers; undefined while they are asked. */
type Free = ReadonlyMap<string, unknown> | undefined;

/**
 * A kind of page in the plan: how many, what to fetch of them, the options of what is ticked,
 * what the row costs, and under it why some of its pages cannot be sent.
 */
export function PlanRow({
  group,
  lines,
  free,
  choice,
  onChoose,
}: {
  group: Group;
  lines: readonly PlannedLine[];
  free: Free;
  choice: Choice;
  onChoose(choice: Choice): void;
}) {
  const words = kindOfPageWords(group.platform, group.kind);
  return (
    <>
      <tr data-group={group.key}>
        <th scope="row" class="sl-batch-plan__kind">
          {words} <span class="sl-muted">{counted(group.pages.length, 'page')}</span>
        </th>
        <td class="sl-batch-plan__fetch-cell">
          <PlanFetch group={group} words={words} choice={choice} onChoose={onChoose} />
        </td>
        <td class="sl-batch-plan__options">
          <PlanOptions group={group} choice={choice} onChoose={onChoose} />
        </td>
        <td class="sl-batch-plan__price" data-testid="batch-row-price">
          <PlanPrice lines={lines} free={free} ticked={choice.endpointIds.length > 0} />
        </td>
      </tr>
      {problemsOf(group, lines).map(({ endpoint, problem, pages }) => (
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

/** What to fetch of each page of the kind: a box per endpoint, with its price a page. */
function PlanFetch({
  group,
  words,
  choice,
  onChoose,
}: {
  group: Group;
  words: string;
  choice: Choice;
  onChoose(choice: Choice): void;
}) {
  const first = group.pages[0];
  const asked = new Set(choice.endpointIds);
  return (
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
            {each === undefined ? '' : <span class="sl-muted"> · {credits(each)} a page</span>}
          </label>
        );
      })}
    </fieldset>
  );
}

/** The options of each endpoint ticked that has any, as the panel asks them. */
function PlanOptions({
  group,
  choice,
  onChoose,
}: {
  group: Group;
  choice: Choice;
  onChoose(choice: Choice): void;
}) {
  const first = group.pages[0];
  const asked = new Set(choice.endpointIds);
  const withOptions = group.endpoints.filter(
    (entry) => asked.has(entry.id) && hasFields(entry, first?.params),
  );
  if (withOptions.length === 0) return <span class="sl-muted">No options</span>;
  return (
    <>
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
    </>
  );
}

/** What the row costs: of what can be sent, what the cache or demo data does not answer. */
function PlanPrice({
  lines,
  free,
  ticked,
}: {
  lines: readonly PlannedLine[];
  free: Free;
  /** Whether anything is ticked to fetch of the kind. */
  ticked: boolean;
}) {
  const sendable = lines.filter((line) => line.price !== undefined);
  if (!ticked) return <span class="sl-muted">Nothing ticked</span>;
  if (sendable.length === 0) return <span class="sl-batch-plan__not-sent">Not sent</span>;
  if (free === undefined) return <>…</>;
  const cached = sendable.filter((line) => free.has(pairKey(line.page.line, line.request.id)));
  if (cached.length === sendable.length)
    return (
      <>
        Free
        <span class="sl-batch-plan__note sl-muted">cached</span>
      </>
    );
  return (
    <>
      <span class="sl-batch-plan__amount">{credits(totalOf(sendable, free))}</span>
      {cached.length > 0 && (
        <span class="sl-batch-plan__note sl-muted">{exactNumber(cached.length)} cached, free</span>
      )}
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
