/**
 * What Sidelight keeps, cleared in Firefox with the built add-on and the local fake: after live
 * answers, a Load all and a batch, Clear history asks first, saying what it removes; confirmed,
 * no answer text of theirs is left in any store of Firefox's own IndexedDB, the spending record
 * stays, and the total kept goes down to it at once.
 */
import { expect, it } from 'vitest';
import { endpointById } from '../../lib/areas';
import { keptRows } from '../../lib/store/kept-stores';
import { answerFor } from '../fake-api/pages';
import { backUp, restore } from './backup-files';
import { askBackground, firefoxForSuite, useService } from './session';

const suite = firefoxForSuite();
const reviews = { id: 'reviews.reviews', params: { domain: 'www.amazon.com' } } as const;
const videoId = 'dQw4w9WgXcQ';

/** The longest texts an answer holds: what only the answer itself would put in a store. */
function answerTexts(answer: unknown): string[] {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string' && value.length >= 40 && !/^https?:/.test(value))
      texts.push(value);
    else if (value && typeof value === 'object')
      for (const each of Object.values(value)) walk(each);
  };
  walk(answer);
  return texts.sort((a, b) => b.length - a.length).slice(0, 2);
}

const ask = <T>(type: string, data?: unknown) => askBackground<T>(suite().firefox, type, data);

/** Every object store of the database `sidelight`, as JSON, read in the settings page. */
const readDatabase = () =>
  suite().firefox.settings.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('sidelight');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const stores: Record<string, { count: number; json: string }> = {};
    for (const name of [...db.objectStoreNames]) {
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      stores[name] = { count: rows.length, json: JSON.stringify(rows) };
    }
    db.close();
    return stores;
  });

const holding = (stores: Record<string, { json: string }>, texts: string[]) =>
  Object.keys(stores).filter((name) => texts.some((text) => stores[name]?.json.includes(text)));

it('Clear history asks first, then leaves no answer text in IndexedDB; the spending record stays, and the total goes down to it', async () => {
  const { firefox, fake, settings } = suite();
  const reviewTexts = answerTexts(answerFor(endpointById(reviews.id), reviews.params, 2, 3));
  const videoTexts = answerTexts(answerFor(endpointById('video.video'), { videoId }, 1, 3));
  expect(reviewTexts.length * videoTexts.length).toBeGreaterThan(0);
  await useService(firefox, fake);

  await ask('callApi', { id: 'video.video', params: { videoId } });
  await ask('loadAll', { ...reviews, cap: 1000 });
  const batch = await ask<{ ok: boolean }>('startBatch', {
    rows: [
      {
        url: 'https://youtu.be/M7lc1UVf-VE',
        id: 'video.video',
        params: { videoId: 'M7lc1UVf-VE' },
      },
    ],
    cap: 100,
    concurrency: 1,
  });
  expect(batch.ok).toBe(true);
  await expect
    .poll(async () => {
      const job = await ask<{ ended?: { why: string } } | null>('findJob', reviews);
      const state = await ask<{ batch: { ended?: { why: string } } } | null>('batchState', {});
      return [job?.ended?.why, state?.batch.ended?.why];
    })
    .toEqual(['end', 'end']);

  const before = await readDatabase();
  expect(holding(before, reviewTexts)).toEqual(expect.arrayContaining(['history', 'jobPages']));
  expect(holding(before, videoTexts)).toEqual(
    expect.arrayContaining(['history', 'cache', 'batchAnswers']),
  );
  const ledger = before.ledger?.count ?? 0;
  expect(ledger).toBeGreaterThan(0);

  const total = () => settings.text('[data-testid="storage-total"]');
  await expect.poll(total).toMatch(/^Sidelight keeps about [\d.,]+ (KB|MB)\.$/);
  const keptBefore = await total();
  expect(await settings.text('[data-testid="storage-browser"]')).toMatch(
    /^This browser allows Sidelight [\d.,]+ (MB|GB|TB) and counts [\d.,]+ (KB|MB) as used; it frees the room of what is removed later\.$/,
  );
  await settings.click({ role: 'button', name: 'Clear history…' }, '[data-testid="storage"]');
  await expect
    .poll(() => settings.text('[role="alertdialog"] p'))
    .toMatch(
      /^Clear history removes [\d,]+ results, [\d,]+ cached answers, 1 Load all list \([\d,]+ pages\) and 1 batch \(1 line\)\. What it cost stays in the spending record; what you watch stays watched\./,
    );
  await settings.click({ role: 'button', name: 'Clear history' }, '[role="alertdialog"]');
  await expect.poll(() => settings.text('[data-testid="storage-status"]')).toMatch(/^Removed /);
  // The total goes down to what is left, the spending record, whatever Firefox still counts.
  const sizes = () => settings.texts('[data-testid="storage-row"] .sl-storage__size');
  const spendingRow = keptRows.findIndex((row) => row.kind === 'spending');
  await expect
    .poll(sizes)
    .toEqual(keptRows.map((_row, index) => (index === spendingRow ? expect.any(String) : '0 KB')));
  expect(await total()).toBe(`Sidelight keeps about ${(await sizes())[spendingRow]}.`);
  expect(await total()).not.toBe(keptBefore);

  const after = await readDatabase();
  expect(holding(after, [...reviewTexts, ...videoTexts])).toEqual([]);
  expect(after.ledger?.count).toBe(ledger);
});

/** Pictures the settings tab at a width, scrolled to an element, when pictures are asked for. */
async function picture(selector: string, name: string) {
  const shots = process.env.SHOTS_DIR;
  if (!shots) return;
  const { firefox } = suite();
  await firefox.settings.bringToFront();
  for (const width of [1024, 1920]) {
    await firefox.inWindow<boolean>(`window.resizeTo(${width}, 900); true`);
    await firefox.settings.evaluate((found: string) => {
      document.querySelector(found)?.scrollIntoView({ block: 'start' });
    }, selector);
    await firefox.screenshot(`${shots}/${name}-firefox-${width}.png`);
  }
}

it('Stop watching names what it removes and asks first; what it and Clear history said goes once a restore brings it all back', async () => {
  const { firefox, fake, settings } = suite();
  await useService(firefox, fake);
  await ask('callApi', { id: 'video.video', params: { videoId } });
  const key = await ask<string>('callKey', { id: 'video.video', params: { videoId } });
  await firefox.settings.evaluate((thing) => browser.storage.local.set({ watched: [thing] }), {
    key,
    endpointId: 'video.video',
    params: { videoId },
    url: `https://www.youtube.com/watch?v=${videoId}`,
    title: 'Never gonna',
    addedAt: Date.now(),
    schedule: 'weekly',
    threshold: 10,
  });
  await firefox.settings.evaluate(() =>
    new BroadcastChannel('sidelight:kept').postMessage({ changed: ['watched'] }),
  );
  const watched = '[data-testid="watched"]';
  await expect.poll(() => settings.texts(`${watched} .sl-watched__title`)).toEqual(['Never gonna']);
  const file = await backUp(firefox);

  await settings.click({ role: 'button', name: 'Stop watching…' }, watched);
  await expect
    .poll(() => settings.text(`${watched} [role="alertdialog"] p`))
    .toBe(
      "Stop watching “Never gonna” removes its schedule (every week) and its threshold (10 % up or down). Its snapshots stay, but no longer past the history's days.",
    );
  await picture('[data-testid="watched"]', 'stop-watching');
  await settings.click({ role: 'button', name: 'Keep watching' }, watched);
  await expect.poll(() => settings.text(`${watched} [role="alertdialog"]`)).toBeNull();
  await settings.click({ role: 'button', name: 'Stop watching…' }, watched);
  await settings.click(
    { role: 'button', name: 'Stop watching' },
    `${watched} [role="alertdialog"]`,
  );
  await expect
    .poll(() => settings.text('[data-testid="watched-stopped"]'))
    .toBe(
      "Stopped watching “Never gonna”, and its schedule with it. Its snapshots stay, but no longer past the history's days.",
    );

  await settings.click({ role: 'button', name: 'Clear history…' }, '[data-testid="storage"]');
  await settings.click({ role: 'button', name: 'Clear history' }, '[role="alertdialog"]');
  await expect
    .poll(() => settings.text('[data-testid="storage-status"]'))
    .toBe('Removed 1 result and 1 cached answer.');

  await restore(firefox, file.name, file.text);
  await expect
    .poll(() => settings.text('[data-testid="backup-status"]'))
    .toMatch(/^Added 1 result, 1 cached answer and 1 watched thing/);
  await expect.poll(() => settings.texts(`${watched} .sl-watched__title`)).toEqual(['Never gonna']);
  await expect.poll(() => settings.text('[data-testid="watched-stopped"]')).toBeNull();
  await expect.poll(() => settings.text('[data-testid="storage-status"]')).toBeNull();
  await picture('[data-testid="watched"]', 'watched-restored');
});
