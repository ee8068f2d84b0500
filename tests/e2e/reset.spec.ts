/**
 * The reset between tests that share a worker's browser (fixtures.ts): the first test writes to
 * every place Sidelight keeps something, and to the browser around it; the next test, in the same
 * browser, finds each as a fresh install leaves it.
 */
import type { Page, Worker } from '@playwright/test';
import { storeNames } from '../../lib/store/kept-stores';
import { expect, fakeApiForSuite, launchWithExtension, test, useService } from './fixtures';

const fake = fakeApiForSuite();

/** A site no test serves and no resolver knows: only the route below answers it. */
const routedSite = 'https://reset.invalid/';
const probe = 'left by the test before';

/** Everything the extension keeps, read from inside its worker: each store's entries counted. */
const whatIsKept = (sw: Worker) =>
  sw.evaluate(async () => {
    const databases: Record<string, Record<string, number>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const counts: Record<string, number> = {};
      for (const store of [...db.objectStoreNames]) {
        const counted = db.transaction(store).objectStore(store).count();
        counts[store] = await new Promise<number>((resolve) => {
          counted.onsuccess = () => resolve(counted.result);
        });
      }
      db.close();
      databases[name] = counts;
    }
    return {
      local: await chrome.storage.local.get(null),
      session: await chrome.storage.session.get(null),
      sync: await chrome.storage.sync.get(null),
      alarms: (await chrome.alarms.getAll()).map((alarm) => alarm.name),
      databases,
      inMemory: (globalThis as { resetProbe?: string }).resetProbe ?? null,
    };
  });

/** What a new install keeps once its worker has opened the database, read in a browser of its own. */
async function freshInstall() {
  const context = await launchWithExtension();
  try {
    const sw = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    // The last of its start: the database opened and the watched things' moves counted.
    await expect
      .poll(
        async () => {
          const kept = await whatIsKept(sw);
          return Object.keys(kept.databases).length > 0 && 'movedCount' in kept.session;
        },
        { message: 'A new install never opened its database and counted what moved' },
      )
      .toBe(true);
    return await whatIsKept(sw);
  } finally {
    await context.close();
  }
}

/** Whether a page may read the clipboard: what `grantPermissions` changes. */
const clipboardReading = (page: Page) =>
  page.evaluate(
    async () =>
      (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
  );

/** What the init script the first test added left in a page's window. */
const initProbeIn = (page: Page) =>
  page.evaluate(() => (window as { initProbe?: string }).initProbe);

test.describe.configure({ mode: 'serial' });

test('a test writes to every store, tab, alarm, route and permission', async ({
  context,
  sw,
  consoleErrors,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const options = await openExtensionPage('options.html');
  await options.getByRole('button', { name: 'Test the key' }).click();
  await expect.poll(() => fake().requests.length).toBeGreaterThan(0);

  // One entry in every store the schema has, and a database of another name.
  const written = await sw.evaluate(
    async ({ stores, probe }) => {
      const open = (name: string, upgrade?: (db: IDBDatabase) => void) =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const opening = indexedDB.open(name);
          opening.onupgradeneeded = () => upgrade?.(opening.result);
          opening.onsuccess = () => resolve(opening.result);
          opening.onerror = () => reject(opening.error);
        });
      const other = await open('another', (db) => db.createObjectStore('things'));
      other.transaction('things', 'readwrite').objectStore('things').put(probe, 1);
      other.close();
      const db = await open('sidelight');
      const tx = db.transaction(stores, 'readwrite');
      stores.forEach((name, index) => {
        const store = tx.objectStore(name);
        const keyPath = store.keyPath;
        const entry: Record<string, unknown> = { probe };
        for (const field of typeof keyPath === 'string' ? [keyPath] : (keyPath ?? []))
          entry[field] = 1_000_000 + index;
        if (keyPath === null) store.put(entry, `${probe} ${index}`);
        else store.put(entry);
      });
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      await Promise.all([
        chrome.storage.local.set({ resetProbe: probe }),
        chrome.storage.session.set({ resetProbe: probe }),
        chrome.storage.sync.set({ resetProbe: probe }),
        chrome.alarms.create('resetProbe', { delayInMinutes: 60 }),
      ]);
      Object.assign(globalThis, { resetProbe: probe });
    },
    { stores: storeNames, probe },
  );
  expect(written).toBeUndefined();
  const kept = await whatIsKept(sw);
  // The key's test wrote to some stores too: each holds at least the entry written here.
  const emptyStores = storeNames.filter((name) => !(kept.databases.sidelight?.[name] ?? 0));
  expect(emptyStores).toEqual([]);
  expect(kept.databases.another).toEqual({ things: 1 });
  expect([kept.local.resetProbe, kept.session.resetProbe, kept.sync.resetProbe]).toEqual([
    probe,
    probe,
    probe,
  ]);
  expect(kept.alarms).toContain('resetProbe');
  expect(kept.inMemory).toBe(probe);

  // The browser around the extension: a route, a tab on it, a permission, an init script.
  await context.route(`${routedSite}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<title>${probe}</title>` }),
  );
  await context.grantPermissions(['clipboard-read']);
  await context.addInitScript((text) => Object.assign(window, { initProbe: text }), probe);
  const tab = await context.newPage();
  await tab.goto(routedSite);
  await expect(tab).toHaveTitle(probe);
  const settings = await openExtensionPage('options.html');
  expect(await initProbeIn(settings)).toBe(probe);
  expect(await clipboardReading(settings)).toBe('granted');
  await tab.evaluate((text) => console.error(text), probe);
  await expect.poll(() => consoleErrors.join('\n')).toContain(probe);
  consoleErrors.length = 0;
});

test('the next test in the same browser finds each as a new install leaves it', async ({
  context,
  sw,
  consoleErrors,
  openExtensionPage,
}) => {
  const fresh = await freshInstall();
  await expect
    .poll(() => whatIsKept(sw), { message: 'The worker never came back to a new install’s state' })
    .toEqual(fresh);
  expect(fresh.databases.sidelight).toEqual(
    Object.fromEntries(storeNames.map((name) => [name, 0])),
  );
  expect(fresh.alarms).not.toContain('resetProbe');

  expect(context.pages().map((page) => page.url())).toEqual(['about:blank']);
  expect(fake().requests).toEqual([]);
  const settings = await openExtensionPage('options.html');
  expect(await initProbeIn(settings)).toBeUndefined();
  expect(await clipboardReading(settings)).not.toBe('granted');
  expect(consoleErrors).toEqual([]);
  // No route answers it any more, and no resolver knows the name.
  await expect((await context.newPage()).goto(routedSite)).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
});
