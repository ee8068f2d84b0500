/** A search field whose label says what it searches. */
export function SearchBox({
  label,
  placeholder = label,
  value,
  onInput,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onInput(value: string): void;
}) {
  return (
    <input
      class="sl-input"
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onInput={(event) => onInput(event.currentTarget.value)}
    />
  );
}
