import { PlanRow } from './BatchPlanRow';
import type { Choice, Group, PlannedLine } from './batch-plan';

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
