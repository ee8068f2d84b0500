import { credits } from '@/components/views/format';
import { fieldLabels } from '@/lib/extension/shared/setting-words';
import { FormField } from './FormField';
import { capFromText } from './limits-values';
import { StoredInput } from './StoredInput';

/** What automatic refreshes may spend a month, typed; empty turns them off. */
export function AutomaticCapField({
  cap,
  saveCap,
}: {
  cap: number | null;
  /** Writes the cap; answers what is stored after. */
  saveCap(next: number | null): Promise<number | null>;
}) {
  return (
    <FormField id="automatic-cap" label={fieldLabels['apiSettings.automaticCap']}>
      <StoredInput
        id="automatic-cap"
        class="sl-input sl-input--short"
        type="number"
        min={0}
        placeholder="off"
        aria-describedby="automatic-rules"
        stored={cap === null ? '' : String(cap)}
        save={async (text) => {
          const written = await saveCap(capFromText(text));
          return written === null ? '' : String(written);
        }}
      />
    </FormField>
  );
}

/** Whether automatic refreshes are on, what they spent this month of what they may, and the rules. */
export function AutomaticSpentLine({
  cap,
  spent,
}: {
  cap: number | null;
  spent: number | undefined;
}) {
  return (
    <p class="sl-muted" id="automatic-rules" data-testid="automatic-spent">
      {cap === null
        ? 'Automatic refreshes are off until you set what they may spend a month. '
        : `This month automatic refreshes spent ${spent === undefined ? '…' : credits(spent)} of ${credits(cap)}. `}
      They count within your daily and monthly budgets; a refresh that would pass any of them waits,
      and says so here.
    </p>
  );
}

/** The consent to a notification after a run in which things moved, and the browser's refusal. */
export function NotifyMovesBox({
  on,
  refused,
  setNotify,
}: {
  on: boolean;
  refused: boolean;
  setNotify(on: boolean): void;
}) {
  return (
    <>
      <label class="sl-check">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => setNotify(event.currentTarget.checked)}
        />
        {fieldLabels['apiSettings.notifyMoves']}
      </label>
      {refused && (
        <p class="sl-error" role="alert">
          The browser did not allow notifications, so none will be shown.
        </p>
      )}
    </>
  );
}
