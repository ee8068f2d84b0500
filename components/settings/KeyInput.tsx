/** The key's field, masked unless shown. */
export function KeyInput({
  value,
  revealed,
  setValue,
}: {
  /** Undefined until the stored key is read: the field never shows empty before it knows. */
  value: string | undefined;
  revealed: boolean;
  setValue(value: string): void;
}) {
  const inputProps = {
    id: 'api-key',
    class: 'sl-input',
    autocomplete: 'off',
    spellcheck: false,
    placeholder: value === undefined ? 'Reading the saved key…' : 'sk_…',
    disabled: value === undefined,
    value: value ?? '',
    onInput: (event: Event) => setValue((event.currentTarget as HTMLInputElement).value),
  };
  return revealed ? (
    <input type="text" {...inputProps} />
  ) : (
    <input type="password" {...inputProps} />
  );
}
