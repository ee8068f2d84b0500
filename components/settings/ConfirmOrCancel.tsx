/** A preview's answers: the action it asks about, which does it, and Cancel, which changes nothing. */
export function ConfirmOrCancel({
  action,
  confirm,
  cancel,
}: {
  action: string;
  confirm(): void;
  cancel(): void;
}) {
  return (
    <div class="sl-actions">
      <button type="button" class="sl-button sl-button--primary" onClick={confirm}>
        {action}
      </button>
      <button type="button" class="sl-button" onClick={cancel}>
        Cancel
      </button>
    </div>
  );
}
