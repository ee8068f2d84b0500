import { type SortOrder, sorts } from './sorts';

/** The choice of the order comments are read in. */
export function SortSelect({
  order,
  onChange,
}: {
  order: SortOrder;
  onChange(order: SortOrder): void;
}) {
  return (
    <div class="sl-actions">
      <label class="sl-check">
        Sort{' '}
        <select
          class="sl-input"
          value={order}
          onChange={(event) => onChange(event.currentTarget.value as SortOrder)}
        >
          {Object.entries(sorts).map(([key, { label }]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
