/**
 * A message the background does not answer (a worker that stopped, a refusal) is never thrown at
 * a view: every view that asks says so in the same words, in place of what it would have shown.
 */
import { h, render } from 'preact';
import { beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CreditSummary } from '@/components/CreditSummary';
import { HistorySection } from '@/components/settings/HistorySection';
import { SpendingSection } from '@/components/settings/SpendingSection';
import { StorageSection } from '@/components/settings/StorageSection';
import { unansweredText } from '@/components/Unanswered';
import { withDocument } from '../support/document';

const asked: string[] = [];
vi.mock('@/lib/extension/views/send-message', () => ({
  sendMessage: async (type: string) => {
    asked.push(type);
    return { ok: false, error: 'Could not establish connection. Receiving end does not exist.' };
  },
}));

const { root } = withDocument();

beforeEach(() => {
  fakeBrowser.reset();
  asked.length = 0;
});

it.each([
  ['the credit summary', CreditSummary, ['creditTotals']],
  ['the history', HistorySection, ['listHistory']],
  ['the spending', SpendingSection, ['creditTotals', 'listLedger']],
  ['the storage', StorageSection, ['keptUse']],
] as const)('%s says the background did not answer', async (_, View, messages) => {
  render(h(View, {}), root());
  await vi.waitFor(() => expect(root().textContent).toContain(unansweredText));
  expect(asked).toEqual(messages);
  expect(root().querySelector('[role="alert"]')?.textContent).toBe(unansweredText);
  // The browser's own words are no help to a person.
  expect(root().textContent).not.toContain('Receiving end');
});
