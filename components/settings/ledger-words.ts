/** The spending record in a person's words: what each call was, where credits went, a file's rows. */
import { endpointName, platformOfArea } from '@/lib/areas/names';
import { outcome } from '@/lib/export/words';
import type { LedgerEntry } from '@/lib/store/db';
import { spent } from '@/lib/store/ledger';

const platformOf = (endpointId: string) => platformOfArea(endpointId)?.name ?? endpointId;

/** Where a call's credits went, in a person's words: the platform, or the key tests. */
const spentOn = (entry: LedgerEntry) =>
  entry.purpose === 'keyTest' ? 'Key tests' : platformOf(entry.endpointId);

/** Credits spent per platform (and on key tests), in the order each first appears. */
export function spentByPlatform(entries: readonly LedgerEntry[]): Map<string, number> {
  const byPlatform = new Map<string, number>();
  for (const entry of entries)
    byPlatform.set(spentOn(entry), (byPlatform.get(spentOn(entry)) ?? 0) + spent(entry));
  return byPlatform;
}

/**
 * What a call was, in a person's words ("YouTube · Video", "Key test", "YouTube · Video
 * (automatic refresh)" for a watched thing refreshed on its schedule).
 */
export const callName = (entry: LedgerEntry) =>
  entry.purpose === 'keyTest'
    ? 'Key test'
    : entry.purpose === 'automaticRefresh'
      ? `${endpointName(entry.endpointId)} (automatic refresh)`
      : endpointName(entry.endpointId);

/**
 * The ledger as a file's rows, a row per call. "charged" is what the call cost by the ledger's one
 * rule (the spending totals' own), so the column sums to what was spent.
 */
export const ledgerRows = (entries: readonly LedgerEntry[]): Record<string, unknown>[] =>
  entries.map((entry) => ({
    time: new Date(entry.at).toISOString(),
    call: callName(entry),
    // The API's own names, for whoever checks a call against the service's records.
    'API endpoint': entry.endpointId,
    'API parameters': JSON.stringify(entry.params),
    price: entry.price,
    charged: spent(entry),
    balance: entry.remaining ?? '',
    outcome: outcome(entry.outcome),
  }));
