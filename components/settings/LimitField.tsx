import { notSaved } from './Reading';
import { StoredInput } from './StoredInput';

/** The API settings a limit field writes. */
export type LimitName =
  | 'dailyBudget'
  | 'monthlyBudget'
  | 'cacheHours'
  | 'cacheMegabytes'
  | 'historyDays';

/** A number field of the API settings: saved alone, showing what is stored. */
export function LimitField({
  id,
  label,
  hint,
  describedBy,
  stored,
  save,
}: {
  id: string;
  label: string;
  /** Shown while the field is empty: what no number means. */
  hint: string;
  describedBy?: string;
  stored: string;
  save(text: string): Promise<string>;
}) {
  return (
    <div class="sl-form__field">
      <label class="sl-form__label" for={id}>
        {label}
      </label>
      <StoredInput
        id={id}
        class="sl-input"
        type="number"
        min={0}
        placeholder={hint}
        stored={stored}
        aria-describedby={describedBy}
        save={save}
      />
    </div>
  );
}

/** Whether the last limit typed was saved; an alert when the browser did not store it. */
export function LimitsStatus({ status }: { status: string }) {
  if (!status) return null;
  return (
    <p
      class={status === notSaved ? 'sl-error' : 'sl-muted'}
      role={status === notSaved ? 'alert' : 'status'}
      data-testid="limits-status"
    >
      {status}
    </p>
  );
}
