/**
 * A workbook is written in a worker after its button was pressed; when that fails, the panel's
 * export bar, Over time and the spending ledger each say so in a line, and the next try that
 * works clears it. Nothing is downloaded from a failed try.
 */
import { h, render } from 'preact';
import { beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fileProblemText } from '@/components/FileProblem';
import { OverTime } from '@/components/panel/OverTime';
import { SpendingSection } from '@/components/settings/SpendingSection';
import { ExportBar } from '@/components/views/ExportBar';
import { endpointById } from '@/lib/areas';
import { sampleOf } from '@/lib/areas/samples';
import { withDocument } from '../support/document';

const written = { fails: true, downloaded: [] as string[] };
vi.mock('@/lib/export/exporters', async (actual) => ({
  ...(await actual<typeof import('@/lib/export/exporters')>()),
  workbook: async () => {
    if (written.fails) throw new Error('Worker failed to load.');
    return new Uint8Array([80, 75]);
  },
  download: (_: unknown, name: string) => written.downloaded.push(name),
}));
vi.mock('@/lib/export/files', async (actual) => ({
  ...(await actual<typeof import('@/lib/export/files')>()),
  download: (_: unknown, name: string) => written.downloaded.push(name),
}));
vi.mock('@/lib/extension/views/send-message', () => ({
  sendMessage: async (type: string) => {
    if (type === 'snapshots')
      return {
        ok: true,
        reply: [
          { at: Date.parse('2026-11-01T10:00:00Z'), counts: { followers: 10 } },
          { at: Date.parse('2026-11-20T10:00:00Z'), counts: { followers: 12 } },
        ],
      };
    if (type === 'creditTotals') return { ok: true, reply: { today: 1, month: 1, days: [] } };
    if (type === 'listLedger')
      return {
        ok: true,
        reply: [
          {
            id: 1,
            at: Date.parse('2026-11-20T10:00:00Z'),
            day: '2026-11-20',
            month: '2026-11',
            endpointId: 'video.video',
            params: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
            price: 1,
            outcome: 'ok',
          },
        ],
      };
    return { ok: false, error: 'not asked in this test' };
  },
}));

const { root } = withDocument();

beforeEach(() => {
  fakeBrowser.reset();
  written.fails = true;
  written.downloaded.length = 0;
});

const excelButton = async (label: RegExp) => {
  let found: HTMLButtonElement | undefined;
  await vi.waitFor(() => {
    found = [...root().querySelectorAll('button')].find((each) =>
      label.test(each.textContent ?? ''),
    );
    expect(found?.textContent).toMatch(label);
  });
  return found as HTMLButtonElement;
};

it.each([
  [
    "the panel's export bar",
    () =>
      h(ExportBar, {
        data: sampleOf('video.video'),
        endpointId: 'video.video',
        context: { kind: 'video', id: 'dQw4w9WgXcQ' },
      }),
    /^Download Excel/,
  ],
  [
    'Over time',
    () =>
      h(OverTime, {
        endpoint: endpointById('shortvideo.user'),
        params: { handle: 'khaby.lame' },
        fetchedAt: 1,
        context: { kind: 'user', id: 'khaby.lame' },
        title: 'Khaby Lame',
      }),
    /^Download series Excel$/,
  ],
  ['the spending ledger', () => h(SpendingSection, {}), /^Download the ledger \(Excel\)$/],
] as const)(
  '%s says a workbook that could not be written, until a try works',
  async (_, view, label) => {
    render(view(), root());
    const button = await excelButton(label);
    expect(root().querySelector('[role="alert"]')).toBeNull();

    button.click();
    await vi.waitFor(() =>
      expect(root().querySelector('[data-testid="file-problem"]')?.textContent).toBe(
        fileProblemText,
      ),
    );
    expect(written.downloaded).toEqual([]);

    written.fails = false;
    button.click();
    await vi.waitFor(() => expect(written.downloaded).toEqual([expect.stringMatching(/\.xlsx$/)]));
    await vi.waitFor(() => expect(root().querySelector('[data-testid="file-problem"]')).toBeNull());
  },
);
