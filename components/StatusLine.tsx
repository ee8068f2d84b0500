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

/**
 * A sentence about an action, with the test of whether what it describes still holds in what is
 * stored now: "Address saved." holds while that address is the one stored.
 */
export interface HeldStatus<Now> extends Status {
  holds(now: Now): boolean;
}

/** The status while what it says still holds (not before what is stored is read), else none. */
export const whileHolds = <Now,>(
  status: HeldStatus<Now> | null,
  now: Now | undefined,
): Status | null => (status && now !== undefined && status.holds(now) ? status : null);
