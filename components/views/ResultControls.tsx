import { formFields } from '@/lib/api/form';
import { choiceLabel, paramLabel } from '@/lib/api/param-labels';
import type { ViewProps } from './types';

/**
 * The controls an endpoint's catalog entry puts above its answer (a review list's stars, order and
 * language): each change fetches again, priced like any call.
 */
export function ResultControls({
  endpoint,
  params,
  rerun,
}: Pick<ViewProps, 'endpoint' | 'params' | 'rerun'>) {
  const names = endpoint.controls ?? [];
  const fields = formFields(endpoint).filter((field) => names.includes(field.name));
  if (fields.length === 0) return null;
  return (
    <div class="sl-actions">
      {fields.map((field) => {
        const value = String(params[field.name] ?? field.fallback ?? '');
        const change = (next: string) => rerun({ [field.name]: next });
        // A small range without a default reads as a choice: every value, or all of them.
        const range =
          field.kind === 'integer' &&
          field.min !== undefined &&
          field.max !== undefined &&
          field.max - field.min < 10
            ? Array.from({ length: field.max - field.min + 1 }, (_, index) =>
                String((field.max ?? 0) - index),
              )
            : undefined;
        const choices = field.options ?? range;
        const id = `${endpoint.id}-control-${field.name}`;
        return (
          <span class="sl-check" key={field.name}>
            <label for={id}>{paramLabel(field.name, endpoint.paramLabels)}</label>{' '}
            {choices ? (
              <select
                id={id}
                class="sl-input"
                value={value}
                onChange={(event) => change(event.currentTarget.value)}
              >
                {field.fallback === undefined && <option value="">All</option>}
                {choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {choiceLabel(field.name, choice)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                class="sl-input sl-input--short"
                value={value}
                onChange={(event) => change(event.currentTarget.value)}
              />
            )}
          </span>
        );
      })}
    </div>
  );
}
