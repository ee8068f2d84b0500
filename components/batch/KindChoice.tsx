import { ParamForm } from '@/components/panel/ParamForm';
import { lineRequest } from '@/lib/areas/batch-lines';
import { priceOf } from '@/lib/areas/page-params';
import { counted, credits } from '../views/format';
import type { Choice, Group } from './batch-plan';
import { kindOfPageWords } from './batch-words';

/** One kind of page in a batch: how many, what to fetch of them (each at its price), its values. */
export function KindChoice({
  group,
  choice,
  onChoose,
}: {
  group: Group;
  choice: Choice;
  onChoose(choice: Choice): void;
}) {
  const endpoint = group.endpoints.find((entry) => entry.id === choice.endpointId);
  const selectId = `batch-endpoint-${group.key.replace(/\W+/g, '-')}`;
  return (
    <fieldset class="sl-batch-form__group" data-group={group.key}>
      <legend>
        {kindOfPageWords(group.platform, group.kind)} · {counted(group.pages.length, 'page')}
      </legend>
      <div class="sl-field">
        <label class="sl-field__label" for={selectId}>
          Fetch
        </label>
        <select
          id={selectId}
          class="sl-input"
          value={choice.endpointId}
          onChange={(event) => onChoose({ endpointId: event.currentTarget.value, values: {} })}
        >
          {group.endpoints.map((entry) => {
            const first = group.pages[0];
            const each = first ? priceOf(entry, lineRequest(first, entry).params) : undefined;
            return (
              <option key={entry.id} value={entry.id}>
                {entry.label}
                {each === undefined ? '' : ` · ${credits(each)} a page`}
              </option>
            );
          })}
        </select>
      </div>
      {endpoint && (
        <ParamForm
          endpoint={endpoint}
          values={choice.values}
          given={group.pages[0]?.params ?? {}}
          onChange={(values) => onChoose({ ...choice, values })}
        />
      )}
    </fieldset>
  );
}
