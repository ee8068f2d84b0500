/**
 * The spending table on screen says what each call cost by the same rule as the ledger's file and
 * the totals: an answered call the service gave no figure for cost its price, never "—".
 */
import { h, render } from 'preact';
import { beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ledgerRows } from '@/components/settings/ledger-words';
import { SpendingSection } from '@/components/settings/SpendingSection';
import { type LedgerEntry, ledgerOutcomes } from '@/lib/store/db';
import { withDocument } from '../support/document';

/** Every outcome twice: once without the service's own figure, once with one (1 credit). */
const ledger: LedgerEntry[] = ledgerOutcomes.flatMap((outcome, index) =>
  [undefined, 1].map((used, second) => ({
    id: index * 2 + second + 1,
    at: Date.UTC(2026, 10, 28, 9, 0, index),
    day: '2026-11-28',
    month: '2026-11',
    endpointId: 'video.video',
    params: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    price: 4,
    outcome,
    ...(used === undefined ? {} : { used }),
  })),
);

vi.mock('@/lib/extension/views/send-message', () => ({
  sendMessage: async (type: string) =>
    type === 'listLedger'
      ? { ok: true, reply: ledger }
      : { ok: true, reply: { today: 0, month: 0, days: [] } },
}));

const { root } = withDocument();

beforeEach(() => fakeBrowser.reset());

it("says in each row what the call cost, as the ledger's file does", async () => {
  render(h(SpendingSection, {}), root());
  await vi.waitFor(() => expect(root().querySelectorAll('tbody tr')).toHaveLength(ledger.length));
  const charged = [...root().querySelectorAll('tbody tr')].map(
    (row) => row.querySelectorAll('td')[3]?.textContent,
  );
  expect(charged).toEqual(ledgerRows(ledger).map((row) => String(row.charged)));
  // An answer with no figure from the service cost its price; a refusal before it, nothing.
  const of = (outcome: string) => charged.filter((_, index) => ledger[index]?.outcome === outcome);
  expect(of('ok')).toEqual(['4', '1']);
  expect(of('invalidParams')).toEqual(['0', '1']);
});
