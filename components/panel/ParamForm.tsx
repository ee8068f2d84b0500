import {
  type AccessMode,
  accessModeOf,
  accessModeParams,
  offersAccessModes,
} from '@/lib/api/access-mode';
import type { Endpoint } from '@/lib/api/endpoint';
import { type FormField, formFields } from '@/lib/api/form';
import { apiNameHint, choiceLabel, paramLabel } from '@/lib/api/param-labels';

export type FormValues = Record<string, string | boolean>;

interface Props {
  endpoint: Endpoint;
  values: FormValues;
  onChange(values: FormValues): void;
  /** Params the page already gives (not asked again); in the explorer, none. */
  given?: Record<string, string>;
  explorer?: boolean;
  /** Params shown as controls above the answer on screen, not asked again here. */
  aboveAnswer?: readonly string[];
  /** Before each control's id, where one page shows the same endpoint's form more than once. */
  idPrefix?: string;
}

/** The fields worth showing: in a page's tab, the optional ones and any required one the page lacks. */
const visibleFields = (endpoint: Endpoint, given: Record<string, string>, explorer: boolean) =>
  formFields(endpoint).filter(
    (field) =>
      explorer ||
      (!(field.name in given) &&
        !endpoint.pagingParams.includes(field.name) &&
        !(field.inPath && field.name in given)),
  );

/** Whether a page's form has any field to show for this endpoint. */
export const hasFields = (endpoint: Endpoint, given: Record<string, string> = {}) =>
  visibleFields(endpoint, given, false).length > 0;

/** Controls generated from the endpoint's params, within their caps. */
export function ParamForm({
  endpoint,
  values,
  onChange,
  given = {},
  explorer = false,
  aboveAnswer = [],
  idPrefix = '',
}: Props) {
  const fields = visibleFields(endpoint, given, explorer).filter(
    (field) => !aboveAnswer.includes(field.name),
  );
  const set = (name: string, value: string | boolean) => onChange({ ...values, [name]: value });
  const names = fields.map((field) => field.name);
  const hasModes =
    offersAccessModes(endpoint) && names.includes('max') && names.includes('country');
  const plain = fields.filter(
    (field) => !hasModes || (field.name !== 'max' && field.name !== 'country'),
  );
  if (fields.length === 0) return null;
  return (
    <div class="sl-form">
      {plain.map((field) => (
        <Field
          key={field.name}
          id={`${idPrefix}${endpoint.id}-${field.name}`}
          endpoint={endpoint}
          field={field}
          value={values[field.name]}
          onChange={(value) => set(field.name, value)}
        />
      ))}
      {hasModes && (
        <div class="sl-form__field">
          <label
            class="sl-form__label"
            for={`${idPrefix}${endpoint.id}-mode`}
            title={apiNameHint('max, country')}
          >
            Mode
          </label>
          <select
            id={`${idPrefix}${endpoint.id}-mode`}
            class="sl-input"
            value={accessModeOf(values)}
            onChange={(event) => {
              const mode = event.currentTarget.value as AccessMode;
              onChange({ ...values, ...accessModeParams(mode, String(values.country || '')) });
            }}
          >
            <option value="anonymous">Anonymous</option>
            <option value="max">Authenticated</option>
            <option value="country">Proxy country</option>
          </select>
          {accessModeOf(values) === 'country' && (
            <input
              aria-label="Proxy country"
              class="sl-input sl-input--short"
              maxLength={2}
              value={String(values.country ?? '')}
              onInput={(event) => set('country', event.currentTarget.value.toUpperCase())}
            />
          )}
        </div>
      )}
    </div>
  );
}

function Field({
  id,
  endpoint,
  field,
  value,
  onChange,
}: {
  id: string;
  endpoint: Endpoint;
  field: FormField;
  value: string | boolean | undefined;
  onChange(value: string | boolean): void;
}) {
  // The API's own name is for people who read the contract: a tooltip, never beside the words.
  const label = (
    <label class="sl-form__label" for={id} title={apiNameHint(field.name)}>
      {paramLabel(field.name, endpoint.paramLabels)}
      {field.required && <span class="sl-form__required"> (required)</span>}
    </label>
  );
  if (field.kind === 'flag') {
    return (
      <div class="sl-form__field sl-form__field--flag">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        {label}
      </div>
    );
  }
  if (field.kind === 'choice') {
    return (
      <div class="sl-form__field">
        {label}
        <select
          id={id}
          class="sl-input"
          value={String(value ?? field.fallback ?? '')}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {!field.required && field.fallback === undefined && <option value="">—</option>}
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {choiceLabel(field.name, option)}
            </option>
          ))}
        </select>
      </div>
    );
  }
  const defaultWords = endpoint.defaultWords?.[field.name];
  const common = {
    id,
    // A default said in words is wider than the digits a number field is sized for.
    class: defaultWords === undefined ? 'sl-input' : 'sl-input sl-input--words',
    required: field.required,
    placeholder: defaultWords ?? (field.fallback === undefined ? '' : `${field.fallback}`),
    value: typeof value === 'string' ? value : '',
    onInput: (event: { currentTarget: HTMLInputElement }) => onChange(event.currentTarget.value),
  };
  return (
    <div class="sl-form__field">
      {label}
      {field.kind === 'integer' || field.kind === 'number' ? (
        <input
          {...common}
          type="number"
          {...(field.min !== undefined ? { min: field.min } : {})}
          {...(field.max !== undefined ? { max: field.max } : {})}
          step={field.kind === 'integer' ? 1 : 'any'}
        />
      ) : (
        <input {...common} type="text" spellcheck={false} />
      )}
    </div>
  );
}
