import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type BrowserContext,
  test as base,
  type CDPSession,
  type ConsoleMessage,
  chromium,
  type Page,
  type WebError,
  type Worker,
} from '@playwright/test';
import { requestPortName } from '../../lib/extension/shared/envelope';
import { defaultPreferences } from '../../lib/extension/shared/settings';
import { panelPath, pinnedPath, popupPath } from '../../lib/extension/shared/view-addresses';
import { cacheKey } from '../../lib/store/cache';
import { type FakeApi, type FakeApiOptions, startFakeApi } from '../fake-api/server';

const root = path.resolve(import.meta.dirname, '../..');
export const chromeBuild = path.join(root, '.output/chrome-mv3');

/** Flags for a closed network: Chromium must not reach out on its own (it would be refused). */
const closedNetworkFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-quic',
];

const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * A browser with the extension; give a profile directory to keep its data across launches, and
 * other unpacked extensions to load beside it.
 */
export function launchWithExtension(
  extensionDir = chromeBuild,
  userDataDir = '',
  alongside: string[] = [],
): Promise<BrowserContext> {
  const all = [extensionDir, ...alongside].join(',');
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: [...closedNetworkFlags, `--disable-extensions-except=${all}`, `--load-extension=${all}`],
  });
}

/**
 * A browser without Sidelight, and the way to install it (over CDP, as a user's install would):
 * for what must hold of tabs opened before. Each `install()` after the first is an update.
 */
export async function launchBeforeInstall(): Promise<{
  context: BrowserContext;
  install: () => Promise<Worker>;
}> {
  const context = await chromium.launchPersistentContext('', {
    executablePath: chromiumPath,
    headless: true,
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [...closedNetworkFlags, '--enable-unsafe-extension-debugging'],
  });
  const browser = context.browser();
  if (!browser) throw new Error('No browser behind the context');
  const cdp = await browser.newBrowserCDPSession();
  const install = async () => {
    const before = new Set(context.serviceWorkers());
    await cdp.send('Extensions.loadUnpacked', { path: chromeBuild });
    let started: Worker | undefined;
    await expect
      .poll(() => {
        started = context.serviceWorkers().find((worker) => !before.has(worker));
        return started !== undefined;
      })
      .toBe(true);
    return started as Worker;
  };
  return { context, install };
}

/**
 * Counts the background's calls of `scripting.executeScript` from now on; the returned function
 * reads the count (what the content scripts do needs none).
 */
export async function countExecuteScript(sw: Worker): Promise<() => Promise<number>> {
  await sw.evaluate(() => {
    const scripting = chrome.scripting as unknown as Record<string, unknown> & {
      executeScript: (...args: unknown[]) => unknown;
    };
    const original = scripting.executeScript.bind(scripting);
    scripting.calls = 0;
    scripting.executeScript = (...args: unknown[]) => {
      scripting.calls = (scripting.calls as number) + 1;
      return original(...args);
    };
  });
  return () => sw.evaluate(() => (chrome.scripting as unknown as { calls: number }).calls);
}

const fixturePage = (name: string): string =>
  readFileSync(path.join(root, 'tests/fixtures/pages', name), 'utf8');

/** Serves a saved page at its real address, as if the platform had answered. */
export async function routePage(context: BrowserContext, urlGlob: string, fixture: string) {
  const body = fixturePage(fixture);
  await context.route(urlGlob, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }),
  );
}

export interface ExtensionFixtures {
  /**
   * A browser of the test's own, installed as a new user installs (the welcome tab open), instead
   * of the worker's shared one: for what only a first install shows.
   */
  freshProfile: boolean;
  context: BrowserContext;
  sw: Worker;
  extensionId: string;
  /** Console errors and uncaught exceptions from the worker and every page, gathered as they come. */
  consoleErrors: string[];
  /** Opens one of Sidelight's pages (`pinnedPath(3)`, `options.html`, ...) in a tab. */
  openExtensionPage: (pathAndQuery: string) => Promise<Page>;
  /** Stops the service worker, as Chrome does to an idle one; the next event starts it again. */
  restartWorker: () => Promise<void>;
}

interface WorkerFixtures {
  /** The worker's browser, reset (or launched anew) for the test that asks for it. */
  sharedBrowser: { next: () => Promise<SharedBrowser> };
}

/** What a service worker's version is doing, as CDP's ServiceWorker domain reports it. */
type RunningStatus = 'stopped' | 'starting' | 'running' | 'stopping';

/** What the reset cannot take back in the same browser: the next test gets a new one. */
const irreversible = [
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
] as const;

/**
 * One browser with Sidelight for every test of a Playwright worker, put back before each test to
 * the state a fresh install leaves once its welcome tab is closed: one blank tab; every storage
 * area, IndexedDB database and alarm of the extension gone, optional permissions given back; the
 * context's routes, permissions, cookies, init scripts and listeners gone; and the service worker
 * started again, so nothing the background kept in memory survives. What the reset cannot take
 * back (a clock installed, a side panel left open, a binding) marks the browser spent, and the
 * next test launches a new one.
 */
class SharedBrowser {
  private spent = false;
  private status: RunningStatus = 'running';
  private statusChanged = new Set<() => void>();
  private initScripts: { dispose: () => Promise<void> }[] = [];
  private listenersBefore = new Map<object, Map<string | symbol, unknown[]>>();

  private constructor(
    readonly context: BrowserContext,
    readonly sw: Worker,
    private readonly keeper: Page,
    private readonly cdp: CDPSession,
  ) {}

  static async launch(): Promise<SharedBrowser> {
    const context = await launchWithExtension();
    const sw =
      context.serviceWorkers()[0] ??
      (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
    // The install's welcome tab: closed, as the reset closes every tab but the first.
    await expect
      .poll(() => context.pages().some((page) => page.url().includes('options.html?welcome')), {
        message: 'The welcome tab a new install opens never came',
        timeout: 30_000,
      })
      .toBe(true);
    const [keeper, ...others] = context.pages();
    if (!keeper) throw new Error('The browser opened with no tab');
    await Promise.all(others.map((page) => page.close()));
    const cdp = await context.newCDPSession(keeper);
    const shared = new SharedBrowser(context, sw, keeper, cdp);
    const scope = `chrome-extension://${new URL(sw.url()).host}/`;
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const ours = versions.find((version) => version.scriptURL.startsWith(scope));
      if (!ours) return;
      shared.status = ours.runningStatus;
      for (const changed of shared.statusChanged) changed();
    });
    await cdp.send('ServiceWorker.enable');
    return shared;
  }

  get extensionId(): string {
    return new URL(this.sw.url()).host;
  }

  get usable(): boolean {
    return !this.spent && !this.keeper.isClosed();
  }

  /** Watches what a test does to the shared context, so the reset can undo it. */
  lend(): BrowserContext {
    const { context } = this;
    for (const emitter of [context, this.sw] as object[]) {
      const events = emitter as unknown as {
        eventNames?: () => (string | symbol)[];
        listeners?: (event: string | symbol) => unknown[];
      };
      if (!events.eventNames || !events.listeners) continue;
      this.listenersBefore.set(
        emitter,
        new Map(events.eventNames().map((name) => [name, [...(events.listeners?.(name) ?? [])]])),
      );
    }
    const spend =
      <A extends unknown[], R>(original: (...args: A) => Promise<R>) =>
      (...args: A) => {
        this.spent = true;
        return original(...args);
      };
    const own = context as unknown as Record<string, unknown>;
    for (const name of irreversible)
      own[name] = spend((context[name] as (...args: unknown[]) => Promise<unknown>).bind(context));
    const clock = context.clock as unknown as Record<string, unknown>;
    clock.install = spend(context.clock.install.bind(context.clock));
    const addInitScript = context.addInitScript.bind(context);
    own.addInitScript = async (...args: Parameters<BrowserContext['addInitScript']>) => {
      const added = await addInitScript(...args);
      this.initScripts.push({ dispose: () => added[Symbol.asyncDispose]() });
      return added;
    };
    return context;
  }

  /** Undoes what `lend` watched: listeners added, init scripts, the wrapped methods. */
  private takeBack(): void {
    for (const [emitter, before] of this.listenersBefore) {
      const events = emitter as {
        eventNames: () => (string | symbol)[];
        listeners: (event: string | symbol) => ((...args: unknown[]) => void)[];
        off: (event: string | symbol, listener: (...args: unknown[]) => void) => void;
      };
      for (const name of events.eventNames())
        for (const listener of events.listeners(name))
          if (!before.get(name)?.includes(listener)) events.off(name, listener);
    }
    this.listenersBefore.clear();
    const own = this.context as unknown as Record<string, unknown>;
    for (const name of [...irreversible, 'addInitScript']) delete own[name];
    delete (this.context.clock as unknown as Record<string, unknown>).install;
  }

  private async workerIs(wanted: RunningStatus, what: string): Promise<void> {
    if (this.status === wanted) return;
    let done = () => {};
    const reached = new Promise<void>((resolve) => {
      done = () => {
        if (this.status === wanted) resolve();
      };
      this.statusChanged.add(done);
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`The service worker was never ${wanted} ${what}`)),
        15_000,
      );
    });
    try {
      await Promise.race([reached, late]);
    } finally {
      clearTimeout(timer);
      this.statusChanged.delete(done);
    }
  }

  private async stopWorker(what: string): Promise<void> {
    if (this.status === 'stopped') return;
    await this.cdp.send('ServiceWorker.stopAllWorkers');
    await this.workerIs('stopped', what);
  }

  /** Puts the browser back as a fresh install leaves it; false when it cannot (see the class). */
  async reset(): Promise<boolean> {
    this.takeBack();
    for (const script of this.initScripts.splice(0)) await script.dispose();
    if (!this.usable) return false;
    const { context, keeper, cdp, extensionId } = this;
    const origin = `chrome-extension://${extensionId}`;
    await Promise.all(context.pages().flatMap((page) => (page === keeper ? [] : [page.close()])));
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all([
      context.clearPermissions(),
      context.clearCookies(),
      context.setOffline(false),
      cdp.send('Network.clearBrowserCache'),
      // Without a size, the origin's quota is the browser's own again.
      cdp.send('Storage.overrideQuotaForOrigin', { origin }),
    ]);
    await this.sw.evaluate(() => {
      Object.assign(globalThis, { beforeTheReset: true });
    });
    await this.stopWorker('before the reset');
    // Every database of the extension's origin, deleted by the browser itself: it closes the
    // connections a page or a worker woken meanwhile (a closed tab's event) still holds.
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'indexeddb' });
    // A document of the extension's origin that runs none of its code, to clear with its APIs.
    await keeper.goto(`${origin}/privacy.txt`);
    const leftOpen = await keeper.evaluate(async () => {
      const views = await chrome.runtime.getContexts({});
      const others = views
        .filter((view) => view.contextType !== 'BACKGROUND' && view.documentUrl !== location.href)
        .map((view) => `${view.contextType} ${view.documentUrl}`);
      await chrome.alarms.clearAll();
      const manifest = chrome.runtime.getManifest();
      const granted = await chrome.permissions.getAll();
      const optional = {
        permissions: (granted.permissions ?? []).filter((name) =>
          (manifest.optional_permissions ?? []).includes(name as never),
        ),
        origins: (granted.origins ?? []).filter(
          (pattern) => !(manifest.host_permissions ?? []).includes(pattern),
        ),
      };
      if (optional.permissions.length + optional.origins.length > 0)
        await chrome.permissions.remove(optional);
      // Clearing fires storage.onChanged, which may wake the worker: it is stopped again after.
      await Promise.all(
        [chrome.storage.local, chrome.storage.session, chrome.storage.sync].map((area) =>
          area.clear(),
        ),
      );
      return others;
    });
    await keeper.goto('about:blank');
    if (leftOpen.length > 0) return false;
    await this.stopWorker('after the stores were cleared');
    await cdp.send('ServiceWorker.startWorker', { scopeURL: `${origin}/` });
    await this.workerIs('running', 'after the reset');
    const remembers = await this.sw.evaluate(() => 'beforeTheReset' in globalThis);
    if (remembers) throw new Error('The service worker kept its memory through the reset');
    return true;
  }

  close(): Promise<void> {
    return this.context.close();
  }
}

export const test = base.extend<ExtensionFixtures, WorkerFixtures>({
  freshProfile: [false, { option: true }],
  sharedBrowser: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      let current: SharedBrowser | undefined;
      let used = false;
      await use({
        next: async () => {
          if (current && used && !(await current.reset())) {
            await current.close();
            current = undefined;
          }
          current ??= await SharedBrowser.launch();
          used = true;
          return current;
        },
      });
      await current?.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  context: async ({ freshProfile, sharedBrowser }, use) => {
    if (freshProfile) {
      const context = await launchWithExtension();
      await use(context);
      await context.close();
      return;
    }
    await use((await sharedBrowser.next()).lend());
  },
  consoleErrors: async ({ context }, use) => {
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(`${message.location().url}: ${message.text()}`);
    };
    const onError = (error: WebError) => errors.push(`uncaught: ${error.error().message}`);
    context.on('console', onConsole);
    context.on('weberror', onError);
    await use(errors);
    context.off('console', onConsole);
    context.off('weberror', onError);
  },
  sw: async ({ context, consoleErrors: _ }, use) => {
    const worker =
      context.serviceWorkers()[0] ??
      (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
    await use(worker);
  },
  extensionId: async ({ sw }, use) => {
    await use(new URL(sw.url()).host);
  },
  openExtensionPage: async ({ context, extensionId }, use) => {
    await use(async (pathAndQuery) => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${pathAndQuery.replace(/^\//, '')}`);
      return page;
    });
  },
  restartWorker: async ({ context, extensionId }, use) => {
    await use(async () => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/popup.html`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
      await cdp.detach();
      await page.close();
    });
  },
});

export const expect = test.expect;

type TrackedPages = Record<
  string,
  { url: string; tabId: number; platform: string; match: { kind: string; params?: object } }
>;

/** The page state the background keeps for a tab, read from inside the worker. */
export function tabPages(sw: Worker): Promise<TrackedPages> {
  return sw.evaluate(async () =>
    Object.fromEntries(
      Object.entries(await chrome.storage.session.get(null)).filter(([key]) =>
        key.startsWith('tab:'),
      ),
    ),
  ) as Promise<TrackedPages>;
}

/**
 * Opens a saved platform page at its real address in a new tab and waits until the background
 * tracks that tab's page.
 */
export async function openTrackedPage(
  context: BrowserContext,
  sw: Worker,
  url: string,
  fixture: string,
): Promise<{ tab: Page; tabId: number }> {
  await routePage(context, `${new URL(url).origin}/**`, fixture);
  const tab = await context.newPage();
  await tab.goto(url);
  let tabId: number | undefined;
  await expect
    .poll(async () => {
      tabId = Object.values(await tabPages(sw)).find((page) => page.url === url)?.tabId;
      return tabId;
    })
    .toBeDefined();
  return { tab, tabId: tabId as number };
}

/** The match the background keeps for one tab, or undefined when it keeps none. */
export async function tabMatch(sw: Worker, tabId: number) {
  return Object.values(await tabPages(sw)).find((page) => page.tabId === tabId)?.match;
}

/** The id of the tab whose page the background tracks at this URL, once it does. */
export async function tabIdOf(sw: Worker, url: string): Promise<number> {
  let id: number | undefined;
  await expect
    .poll(async () => {
      id = Object.values(await tabPages(sw)).find((page) => page.url === url)?.tabId;
      return id;
    })
    .toBeDefined();
  return id as number;
}

/** The id of the tab at this URL, as the browser knows it (tracked or not). */
export async function tabIdAt(sw: Worker, url: string): Promise<number> {
  let id: number | undefined;
  await expect
    .poll(async () => {
      id = await sw.evaluate(
        async (address) => (await chrome.tabs.query({})).find((tab) => tab.url === address)?.id,
        url,
      );
      return id;
    })
    .toBeDefined();
  return id as number;
}

/**
 * What a view (an extension page) gets back when it sends one of the background's messages, sent
 * as views send them: the envelope on a port of its own, the first message back the answer.
 */
export function askBackground<T = unknown>(view: Page, type: string, data?: unknown): Promise<T> {
  return view.evaluate(
    async ([kind, payload, portName]) => {
      // `undefined` crosses into the page as null: a message without payload sends no data.
      const message =
        payload === null
          ? { sidelight: 1, type: kind }
          : { sidelight: 1, type: kind, data: payload };
      const answer = await new Promise<{ ok?: unknown; error?: string }>((resolve, reject) => {
        const port = chrome.runtime.connect({ name: portName });
        port.onMessage.addListener((reply) => {
          port.disconnect();
          resolve(reply);
        });
        port.onDisconnect.addListener(() => reject(new Error('Disconnected before the answer')));
        port.postMessage(message);
      });
      if ('error' in answer) throw new Error(answer.error);
      return answer.ok;
    },
    [type, data, requestPortName] as const,
  ) as Promise<T>;
}

/** Types the address and the key into the settings page and saves both, as a new user does. */
export async function saveInSettings(options: Page, address: string, key: string) {
  await options.getByLabel('API base address').fill(address);
  await options.getByRole('button', { name: 'Save address' }).click();
  await expect(options.getByText('Address saved.')).toBeVisible();
  await options.getByLabel('API key').fill(key);
  await options.getByRole('button', { name: 'Save key' }).click();
}

/** Points the extension at a service (the local fake) with a key. */
export const useService = (sw: Worker, url: string, key: string) =>
  sw.evaluate(([base, apiKey]) => chrome.storage.local.set({ baseUrl: base, apiKey }), [
    url,
    key,
  ] as const);

/**
 * The wait before the panel's automatic fetch, as the settings write it: the stored preferences
 * with this one changed. At 0 the panel fetches as it opens, for tests of what comes after.
 */
export const waitBeforeFetching = (sw: Worker, seconds: number) =>
  sw.evaluate(
    async ([defaults, autoFetchDelaySeconds]) => {
      const { preferences } = await chrome.storage.local.get('preferences');
      await chrome.storage.local.set({
        preferences: { ...defaults, ...(preferences as object), autoFetchDelaySeconds },
      });
    },
    [defaultPreferences, seconds] as const,
  );

/** Sets a daily credit budget (the other API settings at their defaults). */
export const useDailyBudget = (sw: Worker, credits: number) =>
  sw.evaluate(
    (daily) =>
      chrome.storage.local.set({
        apiSettings: {
          cacheHours: 24,
          cacheMegabytes: 50,
          dailyBudget: daily,
          monthlyBudget: null,
          historyDays: null,
          watchedSnapshots: 100,
        },
      }),
    credits,
  );

/**
 * The local fake of the service for every test of a file: started once, reset before each test
 * (requests, faults and balances), closed at the end. Call at the top level of a spec file.
 */
export function fakeApiForSuite(options: FakeApiOptions = {}): () => FakeApi {
  let fake: FakeApi | undefined;
  test.beforeAll(async () => {
    fake = await startFakeApi(options);
  });
  test.afterAll(() => fake?.close());
  // After the browser's reset (the context fixture): a call the last test left on its way has
  // ended with that test's worker, and cannot land among the next test's requests.
  test.beforeEach(({ context: _ }) => fake?.reset());
  return () => {
    if (!fake) throw new Error('The fake service has not started');
    return fake;
  };
}

/**
 * A platform page served at its real address in a tab, and one of Sidelight's views (the panel or
 * the popup) opened for that tab with `?tabId=`, as the real panel would show it.
 */
export async function openViewForPage(
  context: BrowserContext,
  sw: Worker,
  extensionId: string,
  url: string,
  {
    view = panelPath,
    fixture = 'generic.html',
  }: { view?: typeof panelPath | typeof popupPath; fixture?: string } = {},
): Promise<{ tab: Page; view: Page; tabId: number }> {
  await routePage(context, `${new URL(url).origin}/**`, fixture);
  const tab = await context.newPage();
  await tab.goto(url);
  const tabId = await tabIdAt(sw, url);
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}${pinnedPath(tabId, view)}`);
  return { tab, view: page, tabId };
}

/**
 * Results of a call as if fetched at earlier dates, each with the counts its card showed: written
 * into the history as the background writes them (the summary keeps the call's key and counts).
 */
export const seedHistory = (
  sw: Worker,
  endpointId: string,
  params: Record<string, unknown>,
  entries: { at: number; counts: Record<string, number> }[],
) =>
  sw.evaluate(
    async ({ entries, endpointId, params, key }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('sidelight');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction(['history', 'historyIndex'], 'readwrite');
      for (const { at, counts } of entries) {
        const added = tx
          .objectStore('history')
          .add({ at, endpointId, params, data: {}, warnings: [], demo: false });
        added.onsuccess = () =>
          tx.objectStore('historyIndex').put({
            id: added.result,
            at,
            endpointId,
            params,
            demo: false,
            search: '',
            key,
            counts,
          });
      }
      await new Promise((resolve) => {
        tx.oncomplete = resolve;
      });
      db.close();
    },
    { entries, endpointId, params, key: cacheKey({ id: endpointId }, params) },
  );

/** A YouTube video in a tab and the popup showing it, with the clipboard readable. */
export async function popupOnVideo(
  context: BrowserContext,
  sw: Worker,
  extensionId: string,
): Promise<Page> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  return (await openViewForPage(context, sw, extensionId, video, { view: popupPath })).view;
}

/**
 * The worker's `Date.now` moved forward, as `clock.fastForward` moves a page's (Playwright's clock
 * reaches pages, never the worker): a wait the worker measures against `Date.now` ends the next
 * time it looks. Its timers keep their real pace; a worker started again reads the real time.
 */
export const fastForwardWorker = (sw: Worker, ms: number) =>
  sw.evaluate((ms) => {
    const clock = globalThis as { realNow?: () => number; aheadMs?: number };
    if (!clock.realNow) {
      const realNow = Date.now;
      clock.realNow = realNow;
      Date.now = () => realNow() + (clock.aheadMs ?? 0);
    }
    clock.aheadMs = (clock.aheadMs ?? 0) + ms;
  }, ms);
