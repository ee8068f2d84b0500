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

/** Why a job cannot start when the browser refuses to keep it. */
export const noRoomToStart =
  "The browser has no room left for Sidelight's data, so nothing more can be kept. Free space in Settings › Storage (clear the cache, or delete old batches and Load all lists), then start again.";

/** How many times a small write that must land is asked while the browser says it has no room. */
export const fullWriteAttempts = 3;

/**
 * A small write that must land (a ledger entry, a job's end), tried again when refused for want of
 * room: Firefox refuses the write after one that found no room, whatever its size, and while it
 * is still giving back the room a refused write held, the one after that too.
 */
export const writeEvenIfFull = <T>(
  write: () => Promise<T>,
  attempts = fullWriteAttempts,
): Promise<T> =>
  write().catch((error: unknown) =>
    isStorageFull(error) && attempts > 1
      ? writeEvenIfFull(write, attempts - 1)
      : Promise.reject(error),
  );

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
