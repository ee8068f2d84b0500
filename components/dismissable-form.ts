/**
 * A small form's keys: Escape closes it, Enter (its submit) goes on only when what was typed is
 * valid. Spread onto the `<form>`.
 */
export const dismissableForm = (
  go: (() => void) | undefined,
  cancel: () => void,
): {
  onKeyDown(event: KeyboardEvent): void;
  onSubmit(event: SubmitEvent): void;
} => ({
  onKeyDown(event) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    cancel();
  },
  onSubmit(event) {
    event.preventDefault();
    go?.();
  },
});
