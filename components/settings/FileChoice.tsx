/** A button that opens the file picker; the file chosen is handed on, the same one again too. */
export function FileChoice({
  label,
  choose,
  disabled,
  testId,
}: {
  label: string;
  choose(file: File): void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <label class="sl-button">
      {label}
      <input
        type="file"
        accept="application/json,.json"
        class="sl-visually-hidden"
        disabled={disabled}
        {...(testId ? { 'data-testid': testId } : {})}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // The same file chosen again (after a fix, or a restore run again) is a change too.
          event.currentTarget.value = '';
          if (file) choose(file);
        }}
      />
    </label>
  );
}
