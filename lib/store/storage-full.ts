/**
 * A write the browser refused for want of room: Sidelight's data has reached what the browser
 * grants it. Told apart from other failures because the way on differs: free space, then go on.
 */
export function isStorageFull(error: unknown): boolean {
  if (error instanceof NotKeptError) return error.full;
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (name === 'QuotaExceededError') return true;
  // Firefox, once a write found no room, refuses the next write transaction of the connection.
  if (
    name === 'InvalidStateError' &&
    typeof message === 'string' &&
    /did not allow mutations/.test(message)
  )
    return true;
  // Some engines abort the transaction with a generic error that names the quota only in words.
  return typeof message === 'string' && /quota/i.test(message);
}

/**
 * An answer the database did not keep (its transaction failed): whether for want of room, and
 * whether the call's ledger entry was then kept on its own (so the credits it cost are counted).
 */
export class NotKeptError extends Error {
  readonly full: boolean;
  readonly costKept: boolean;
  constructor(cause: unknown, costKept: boolean) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'NotKeptError';
    this.full = isStorageFull(cause);
    this.costKept = costKept;
  }
}
