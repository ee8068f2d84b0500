/**
 * The key, attacked from everywhere it must not be reachable: Sidelight's own world in a page, a web
 * page, another extension; and looked for everywhere it must not end up: errors, the ledger,
 * history, the cache, exports, copied JSON and every console.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Worker } from '@playwright/test';
import { sampleOf } from '../../lib/areas/samples';
import { requestPortName } from '../../lib/extension/shared/envelope';
import { messages } from '../../lib/extension/shared/messages';
import { faults } from '../fake-api/faults';
import { messageExamples } from '../support/message-examples';
import { writeWorkerExtension } from '../support/worker-extension';
import {
  askBackground,
  expect,
  fakeApiForSuite,
  launchWithExtension,
  openTrackedPage,
  openViewForPage,
  tabMatch,
  test,
  useService,
} from './fixtures';

const fake = fakeApiForSuite();
const videoUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** Every message the background answers, as a sender would put it on the wire. */
const everyMessage = Object.keys(messages).map((type) => ({
  type,
  message: {
    sidelight: 1,
    type,
    ...(messageExamples[type as keyof typeof messageExamples] === undefined
      ? {}
      : { data: messageExamples[type as keyof typeof messageExamples] }),
  },
}));
/** The report of the page the test's tab shows (the example's would move the panel elsewhere). */
const channelReport = {
  platform: 'youtube',
  url: 'https://www.youtube.com/c/Veritasium',
  title: 'Veritasium',
  match: { area: 'video', kind: 'channel', params: { channelId: 'UCHnyfMqiRRG1u-2MsSQLbXA' } },
};
const fromTheTab = everyMessage.map((entry) =>
  entry.type === 'reportPage'
    ? { ...entry, message: { ...entry.message, data: channelReport } }
    : entry,
);

/**
 * Runs an expression inside Sidelight's world of a tab (the isolated world its content script and
 * video controls run in).
 */
async function inSidelightWorld(tab: Page, expression: string): Promise<unknown> {
  const cdp = await tab.context().newCDPSession(tab);
  const worlds: { id: number; name: string }[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context }) => worlds.push(context));
  await cdp.send('Runtime.enable');
  const world = worlds.findLast((candidate) => candidate.name === 'Sidelight');
  if (!world) throw new Error('Sidelight never ran in this tab');
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression,
    contextId: world.id,
    awaitPromise: true,
    returnByValue: true,
  });
  await cdp.detach();
  if (exceptionDetails) throw new Error(exceptionDetails.text);
  return result.value;
}

test("Sidelight's world in a page can read no storage, and gets only refusals", async ({
  context,
  sw,
  extensionId,
}) => {
  await useService(sw, fake().url, fake().key);
  // A page only its markup tells, shown in the panel: YouTube's content script resolved it.
  const { tab, tabId } = await openViewForPage(
    context,
    sw,
    extensionId,
    'https://www.youtube.com/c/Veritasium',
    { fixture: 'youtube/legacy-channel.html' },
  );
  await expect.poll(() => tabMatch(sw, tabId)).toMatchObject({ kind: 'channel' });
  // The panel fetches the channel on its own; the world's messages must add nothing to that.
  await expect.poll(() => fake().requests.length).toBe(1);
  const storage = await inSidelightWorld(
    tab,
    `Promise.all(['local', 'session'].map((area) =>
      chrome.storage[area].get(null).then((items) => JSON.stringify(items), (error) => String(error))))`,
  );
  expect(storage).toEqual([
    expect.stringContaining('Access to storage is not allowed'),
    expect.stringContaining('Access to storage is not allowed'),
  ]);

  // The content script's world may send its page report, and nothing else: on a port of its own
  // (as views send), or as one message (as the content script sends its report).
  const allowed = Object.keys(messages).map((type) => [
    type,
    type === 'reportPage' ? { ok: { kept: true } } : { error: 'Message refused' },
  ]);
  const onPorts = await inSidelightWorld(
    tab,
    `Promise.all(${JSON.stringify(fromTheTab)}.map(({ type, message }) =>
      new Promise((resolve) => {
        const port = chrome.runtime.connect({ name: ${JSON.stringify(requestPortName)} });
        port.onMessage.addListener((answer) => resolve([type, answer]));
        port.onDisconnect.addListener(() => resolve([type, 'disconnected']));
        port.postMessage(message);
      })))`,
  );
  expect(onPorts).toEqual(allowed);
  const oneOff = await inSidelightWorld(
    tab,
    `Promise.all(${JSON.stringify(fromTheTab)}.map(({ type, message }) =>
      chrome.runtime.sendMessage(message).then((answer) => [type, answer], (error) => [type, String(error)])))`,
  );
  expect(oneOff).toEqual(allowed);
  expect(JSON.stringify([onPorts, oneOff])).not.toContain(fake().key);
  expect(fake().requests.map((request) => request.endpoint)).toEqual(['video.channel']);
});

test('a web page has no way to message Sidelight', async ({ context, sw }) => {
  const { tab } = await openTrackedPage(context, sw, videoUrl, 'youtube/watch.html');
  // Without `externally_connectable`, Chrome gives web pages no runtime to send with at all.
  expect(await tab.evaluate(() => typeof globalThis.chrome?.runtime?.sendMessage)).toBe(
    'undefined',
  );
});

test('another extension gets no answer to any message', async () => {
  const intruder = mkdtempSync(path.join(tmpdir(), 'intruder-'));
  writeWorkerExtension(intruder, 'Intruder', { 'worker.js': '' });
  const context = await launchWithExtension(undefined, '', [intruder]);
  try {
    const workers = async (): Promise<Worker[]> => {
      await expect.poll(() => context.serviceWorkers().length).toBe(2);
      return context.serviceWorkers();
    };
    const all = await workers();
    const ours = all.find((worker) => worker.url().endsWith('/background.js')) as Worker;
    const theirs = all.find((worker) => worker !== ours) as Worker;
    await useService(ours, 'http://127.0.0.1:9', 'sk_test_never_to_leave');
    const sidelightId = new URL(ours.url()).host;
    const answers = await theirs.evaluate(
      ([id, messages]) =>
        Promise.all(
          messages.map(({ message }) =>
            chrome.runtime.sendMessage(id, message).then(
              (answer) => `answered ${JSON.stringify(answer)}`,
              (error) => String(error),
            ),
          ),
        ),
      [sidelightId, everyMessage] as const,
    );
    expect(answers).toHaveLength(everyMessage.length);
    for (const answer of answers) expect(answer).toContain('Receiving end does not exist');
    // Nor on a port, named as Sidelight's views name theirs.
    const overPorts = await theirs.evaluate(
      ([id, messages, portName]) =>
        Promise.all(
          messages.map(
            ({ message }) =>
              new Promise<string>((resolve) => {
                const port = chrome.runtime.connect(id, { name: portName });
                port.onMessage.addListener((answer) =>
                  resolve(`answered ${JSON.stringify(answer)}`),
                );
                port.onDisconnect.addListener(() =>
                  resolve(chrome.runtime.lastError?.message ?? 'disconnected'),
                );
                port.postMessage(message);
              }),
          ),
        ),
      [sidelightId, everyMessage, requestPortName] as const,
    );
    expect(overPorts).toHaveLength(everyMessage.length);
    for (const answer of overPorts) expect(answer).toContain('Receiving end does not exist');
  } finally {
    await context.close();
  }
});

test('the key is in no error, ledger, history, cache, export, copied JSON or console', async ({
  context,
  sw,
  extensionId,
}) => {
  const key = fake().key;
  const seen: string[] = [];
  context.on('console', (message) => seen.push(message.text()));
  sw.on('console', (message) => seen.push(message.text()));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await useService(sw, fake().url, key);
  // The service repeats the key in an error, then inside a result.
  fake().inject({ endpoint: 'video.video', ...faults.status(401, `Invalid API key ${key}`) });
  fake().inject({
    endpoint: 'video.video',
    respond: {
      status: 200,
      body: { ...(sampleOf('video.video') as object), description: `Fetched for ${key}` },
    },
  });
  const { view: panel } = await openViewForPage(context, sw, extensionId, videoUrl);
  const error = panel.getByTestId('error');
  await expect(error).toContainText('Invalid API key [your key]');
  await expect(panel.locator('body')).not.toContainText(key);

  await error.getByRole('button', { name: 'Retry · 4 credits' }).click();
  const result = panel.getByRole('tabpanel').getByTestId('result');
  await expect(result).toContainText('Fetched for [your key]');
  await panel.getByRole('button', { name: 'Copy JSON' }).click();
  await expect(panel.getByText(/^Copied/)).toBeVisible();
  const copied = await panel.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Fetched for [your key]');

  const [download] = await Promise.all([
    panel.waitForEvent('download'),
    panel.getByRole('tabpanel').getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  const exported = Buffer.concat(await (await download.createReadStream()).toArray()).toString();

  const ledger = await askBackground(panel, 'listLedger', {});
  const history = await askBackground<{ id: number }[]>(panel, 'listHistory', {});
  const entry = await askBackground(panel, 'getHistory', { id: history[0]?.id ?? 0 });
  const database = await sw.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('sidelight');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const stores = [...db.objectStoreNames];
    const contents = await Promise.all(
      stores.map(
        (store) =>
          new Promise((resolve) => {
            const request = db.transaction(store).objectStore(store).getAll();
            request.onsuccess = () => resolve([store, request.result]);
          }),
      ),
    );
    db.close();
    return JSON.stringify(contents);
  });
  expect(database).toContain('Fetched for [your key]');

  for (const [where, text] of Object.entries({
    panel: await panel.locator('body').innerText(),
    copied,
    exported,
    ledger: JSON.stringify(ledger),
    history: JSON.stringify([history, entry]),
    database,
    console: seen.join('\n'),
  }))
    expect(text, where).not.toContain(key);
  expect(fake().requests.map((request) => request.apiKey)).toEqual([key, key]);
});
