import type { ApiSettings } from '@/lib/extension/shared/settings-schema';
import { FormField } from './FormField';
import type { Limit } from './limits-values';
import { notSaved } from './Reading';
import { StoredInput } from './StoredInput';

/** A number field of the API settings: saved alone, showing what is stored. */
function LimitField({
  limit,
  stored,
  save,
}: {
  limit: Limit;
  stored: string;
  save(text: string): Promise<string>;
}) {
  return (
    <FormField id={limit.id} label={limit.label}>
      <StoredInput
        id={limit.id}
        class="sl-input"
        type="number"
        min={0}
        placeholder={limit.hint}
        stored={stored}
        aria-describedby={limit.describedBy}
        save={save}
      />
    </FormField>
  );
}

/** Limits side by side, each showing what is stored. */
export function LimitRow({
  limits,
  settings,
  save,
}: {
  limits: Limit[];
  settings: ApiSettings;
  save(limit: Limit): (text: string) => Promise<string>;
}) {
  return (
    <div class="sl-form">
      {limits.map((limit) => (
        <LimitField
          key={limit.id}
          limit={limit}
          stored={String(settings[limit.name] ?? '')}
          save={save(limit)}
        />
      ))}
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
