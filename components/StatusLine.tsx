/** What an action did, or why it could not, announced to screen readers. */
export interface Status {
  error: boolean;
  text: string;
}

export function StatusLine({ status, testId }: { status: Status | null; testId?: string }) {
  if (!status) return null;
  return (
    <p
      class={`sl-status ${status.error ? 'sl-status--error' : 'sl-status--ok'}`}
      role="status"
      {...(testId ? { 'data-testid': testId } : {})}
    >
      {status.text}
    </p>
  );
}
