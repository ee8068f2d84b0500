/**
 * The background's one connection to the database, opened when first needed and opened again
 * after a failed open or a connection the browser closed (a worker living on would otherwise
 * fail every call until it dies; in Firefox, until a restart).
 */
import type { SidelightDb } from '../../store/db';

export function keptConnection(
  open: (terminated: () => void) => Promise<SidelightDb>,
): () => Promise<SidelightDb> {
  let database: Promise<SidelightDb> | undefined;
  return () => {
    if (database) return database;
    const opening: Promise<SidelightDb> = open(() => {
      if (database === opening) database = undefined;
    }).catch((error: unknown) => {
      if (database === opening) database = undefined;
      throw error;
    });
    database = opening;
    return opening;
  };
}
