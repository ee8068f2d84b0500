/**
 * The background's API service in the built extension, against the local fake of the service over
 * real HTTP: nothing paid twice, no budget overshot, long calls finish, and nothing fetched is lost
 * across worker and browser restarts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { requestPortName } from '../../lib/extension/shared/envelope';
import { manyComments } from '../bench/big-answers';
import {
  askBackground,
  expect,
  fakeApiForSuite,
  launchWithExtension,
  test,
  useDailyBudget,
  useService,
} from './fixtures';

const fake = fakeApiForSuite();

const video = { id: 'video.video', params: { videoId: 'dQw4w9WgXcQ' } };
type Answer = { ok: boolean; source?: string; error?: { kind: string; message: string } };

test('the same request twice reaches the service once; the second answer is free', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const view = await openExtensionPage('popup.html');
  expect(await askBackground<Answer>(view, 'callApi', video)).toMatchObject({
    ok: true,
    source: 'network',
  });
  expect(await askBackground<Answer>(view, 'callApi', video)).toMatchObject({
    ok: true,
    source: 'cache',
  });
  expect(fake().requests).toHaveLength(1);
});

test('two views asking at once reach the service once and see the same answer', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  // A slow answer rather than a held one: nothing outside the worker names the moment the second
  // ask joins the first, so there is no event to release it on.
  fake().inject({ delayMs: 800 });
  const [panel, popup] = [
    await openExtensionPage('sidepanel.html'),
    await openExtensionPage('popup.html'),
  ];
  const [a, b] = await Promise.all([
    askBackground<Answer & { data: unknown }>(panel, 'callApi', video),
    askBackground<Answer & { data: unknown }>(popup, 'callApi', video),
  ]);
  expect(a).toMatchObject({ ok: true, source: 'network' });
  expect(b.data).toEqual(a.data);
  expect(fake().requests).toHaveLength(1);
});

test('a big answer stays where the background keeps it: the view reads it from the shared database', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const body = manyComments(1500);
  const comments = { id: 'video.comments', params: { videoId: 'dQw4w9WgXcQ' }, byKey: true };
  const view = await openExtensionPage('sidepanel.html');
  for (const source of ['network', 'cache']) {
    if (source === 'network')
      fake().inject({ endpoint: 'video.comments', respond: { status: 200, body } });
    // Asked as the views ask; read at once, as they read, in a transaction of the view's own.
    const { reply, read } = await view.evaluate(
      async ([request, portName]) => {
        const answer = await new Promise<{ ok: { key: string; fetchedAt: number } }>((resolve) => {
          const port = chrome.runtime.connect({ name: portName });
          port.onMessage.addListener((message) => {
            port.disconnect();
            resolve(message);
          });
          port.postMessage({ sidelight: 1, type: 'callApi', data: request });
        });
        const reply = answer.ok;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const opening = indexedDB.open('sidelight');
          opening.onsuccess = () => resolve(opening.result);
          opening.onerror = () => reject(opening.error);
        });
        const entry = await new Promise<{ data: unknown; fetchedAt: number } | undefined>(
          (resolve, reject) => {
            const get = db.transaction('cache').objectStore('cache').get(reply.key);
            get.onsuccess = () => resolve(get.result);
            get.onerror = () => reject(get.error);
          },
        );
        db.close();
        return { reply, read: entry && { data: entry.data, fetchedAt: entry.fetchedAt } };
      },
      [comments, requestPortName] as const,
    );
    expect(reply).toMatchObject({ ok: true, stored: true, source });
    expect(Object.keys(reply)).not.toContain('data');
    expect(read?.fetchedAt).toBe(reply.fetchedAt);
    expect(read?.data).toEqual(body);
  }
  expect(fake().requests).toHaveLength(1);
});

test('a call over budget reaches the service zero times', async ({ sw, openExtensionPage }) => {
  await useService(sw, fake().url, fake().key);
  await useDailyBudget(sw, 3);
  const view = await openExtensionPage('popup.html');
  const answer = await askBackground<Answer>(view, 'callApi', video);
  expect(answer).toMatchObject({ ok: false, error: { kind: 'overBudget' } });
  expect(answer.error?.message).toContain('daily budget of 3');
  expect(fake().requests).toEqual([]);
});

test('without a key, demo data answers and nothing reaches the service', async ({
  openExtensionPage,
}) => {
  const view = await openExtensionPage('popup.html');
  expect(await askBackground<Answer>(view, 'callApi', video)).toMatchObject({
    ok: true,
    source: 'demo',
  });
  expect(fake().requests).toEqual([]);
});

test('the user cancels: the request sent goes on, its answer is kept and costs nothing more', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  fake().inject({ hold: true });
  const view = await openExtensionPage('popup.html');
  const pending = askBackground<Answer>(view, 'callApi', { ...video, requestId: 'view-1' });
  await expect.poll(() => fake().requests.length).toBe(1);
  expect(await askBackground(view, 'cancelCall', { requestId: 'view-1' })).toEqual({
    cancelled: true,
  });
  expect(await askBackground(view, 'costNow', video)).toEqual({ free: 'inFlight' });
  fake().release();
  expect(await pending).toMatchObject({ ok: true, source: 'network' });
  expect(await askBackground(view, 'costNow', video)).toEqual({ free: 'cache' });
  expect(await askBackground<Answer>(view, 'callApi', video)).toMatchObject({ source: 'cache' });
  expect(fake().requests.map((request) => [request.charged, request.closedByCaller])).toEqual([
    [4, undefined],
  ]);
});

test('a worker that dies mid-call: the view is told, the ledger keeps it, retry works', async ({
  sw,
  openExtensionPage,
  restartWorker,
}) => {
  await useService(sw, fake().url, fake().key);
  fake().inject({ hold: true });
  const view = await openExtensionPage('popup.html');
  const pending = askBackground<Answer>(view, 'callApi', video).catch(
    (error: Error) => error.message,
  );
  await expect.poll(() => fake().requests.length).toBe(1);
  await restartWorker();
  // Its request's port closes with the worker (see askBackground).
  expect(await pending).toMatch(/Disconnected before the answer/);
  expect(await askBackground<Answer>(view, 'callApi', video)).toMatchObject({
    ok: true,
    source: 'network',
  });
  const spend = await askBackground<{ today: number }>(view, 'creditTotals');
  // The interrupted call may have been charged: it counts, as the retry does.
  expect(spend.today).toBe(8);
});

const spendAndHistory = async (view: Page) => ({
  totals: await askBackground<{ today: number }>(view, 'creditTotals'),
  history: (await askBackground<{ endpointId: string }[]>(view, 'listHistory', {})).map(
    (entry) => entry.endpointId,
  ),
});

test('cache, ledger and history survive a worker restart', async ({
  sw,
  openExtensionPage,
  restartWorker,
}) => {
  await useService(sw, fake().url, fake().key);
  const view = await openExtensionPage('popup.html');
  await askBackground(view, 'callApi', video);
  await restartWorker();
  expect(await askBackground<Answer>(view, 'callApi', video)).toMatchObject({ source: 'cache' });
  expect(await spendAndHistory(view)).toEqual({
    totals: expect.objectContaining({ today: 4 }),
    history: ['video.video'],
  });
  expect(fake().requests).toHaveLength(1);
});

test('cache, ledger and history survive a browser restart', async () => {
  const profile = mkdtempSync(path.join(tmpdir(), 'sidelight-profile-'));
  try {
    const first = await launchWithExtension(undefined, profile);
    const sw = first.serviceWorkers()[0] ?? (await first.waitForEvent('serviceworker'));
    const id = new URL(sw.url()).host;
    await useService(sw, fake().url, fake().key);
    const view = await first.newPage();
    await view.goto(`chrome-extension://${id}/popup.html`);
    await askBackground(view, 'callApi', video);
    await first.close();

    const second = await launchWithExtension(undefined, profile);
    // The restarted browser's worker is up before a view asks it.
    await (second.serviceWorkers()[0] ?? second.waitForEvent('serviceworker'));
    const page = await second.newPage();
    await page.goto(`chrome-extension://${id}/popup.html`);
    expect(await askBackground<Answer>(page, 'callApi', video)).toMatchObject({ source: 'cache' });
    expect(await spendAndHistory(page)).toEqual({
      totals: expect.objectContaining({ today: 4 }),
      history: ['video.video'],
    });
    expect(fake().requests).toHaveLength(1);
    await second.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
