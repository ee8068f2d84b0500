/**
 * The history's days cost a batch nothing: each call and each price reads the settings, and the
 * days are applied once a day and when they change, never beside a read. A 1,000-page batch on
 * years of use, the days set (so a sweep would have years to walk), at most 1.15 times the same
 * batch on an empty profile; each in a browser of its own, against the same fake.
 */
import { defaultApiSettings } from '../../lib/extension/shared/settings';
import { askBackground, launchWithExtension, useService } from '../e2e/fixtures';
import { type FakeApi, startFakeApi } from '../fake-api/server';
import { yearsOfUse } from '../support/seed-profile';
import { lines, settledBatch, videoIds } from './jobs';
import type { Row } from './report';
import { seed } from './years';

const pages = 1_000;
const latency = 50;

/** The batch's time from its start to its last line, on an empty profile or on years of use. */
async function batchOn(fake: FakeApi, years: boolean) {
  const context = await launchWithExtension();
  try {
    const sw = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(sw.url()).host;
    await useService(sw, fake.url, fake.key);
    // Ten years: nothing of the profile goes, and a sweep would still walk all of it.
    await sw.evaluate((apiSettings) => chrome.storage.local.set({ apiSettings }), {
      ...defaultApiSettings,
      historyDays: 3650,
    });
    const view = await context.newPage();
    await view.goto(`chrome-extension://${extensionId}/batch.html`);
    if (years) await seed(context, view, yearsOfUse);
    const started = await askBackground<{ ok: true; batch: { id: number } }>(view, 'startBatch', {
      rows: lines(videoIds(pages, 'r')),
      cap: 100_000,
      concurrency: 3,
    });
    const batch = await settledBatch(view, started.batch.id);
    return { ms: batch.updatedAt - batch.startedAt, done: batch.done };
  } finally {
    await context.close();
  }
}

export async function retentionRows(): Promise<Row[]> {
  const fake = await startFakeApi({ latency: { video: latency } });
  try {
    const empty = await batchOn(fake, false);
    const years = await batchOn(fake, true);
    return [
      {
        group: 'retention',
        name: `a ${pages.toLocaleString('en-US')}-page batch (${latency} ms an answer, 3 at a time) on years of use (${years.ms} ms), against an empty profile (${empty.ms} ms)`,
        value: years.ms / empty.ms,
        unit: '×',
        budget: 1.15,
        check: years.done === pages && empty.done === pages && years.ms / empty.ms <= 1.15,
        note: `the history's days set to 3,650; ${years.done} and ${empty.done} of ${pages} done; years of use: ${yearsOfUse.results.toLocaleString('en-US')} results, ${yearsOfUse.batches} batches of ${yearsOfUse.rowsPerBatch.toLocaleString('en-US')} lines`,
      },
    ];
  } finally {
    await fake.close();
  }
}
