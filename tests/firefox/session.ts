/**
 * One Firefox per test file, with Sidelight installed, the local fake of the service, and the
 * user's views: the sidebar, the popup and the settings page.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { requestPortName } from '../../lib/extension/shared/envelope';
import { type FakeApi, type FakeApiOptions, startFakeApi } from '../fake-api/server';
import {
  addonId,
  extensionUrl,
  type FirefoxSession,
  type LaunchOptions,
  launchFirefox,
} from './firefox';
import { fixturePage } from './pages';
import { type View, view } from './views';

export interface Suite {
  firefox: FirefoxSession;
  fake: FakeApi;
  sidebar: View;
  popup: View;
  settings: View;
}

/** Starts Firefox and the fake for the file's tests; the fake forgets its requests before each. */
export function firefoxForSuite(
  options: LaunchOptions & { fake?: FakeApiOptions } = {},
): () => Suite {
  let suite: Suite | undefined;
  beforeAll(async () => {
    const { fake: fakeOptions, ...launch } = options;
    const [firefox, fake] = await Promise.all([launchFirefox(launch), startFakeApi(fakeOptions)]);
    suite = {
      firefox,
      fake,
      sidebar: view(firefox, 'sidebar'),
      popup: view(firefox, 'popup'),
      settings: view(firefox, 'settings'),
    };
  });
  afterAll(async () => {
    await Promise.all([suite?.firefox.close(), suite?.fake.close()]);
  });
  beforeEach(() => suite?.fake.reset());
  // No error from Sidelight in Firefox's error console: each test answers for the ones logged
  // since the previous test (the first also for the browser's start and the install).
  let seen = 0;
  afterEach(async () => {
    const errors = (await suite?.firefox.errors()) ?? [];
    const fresh = errors.slice(seen);
    seen = errors.length;
    expect(fresh).toEqual([]);
  });
  return () => {
    if (!suite) throw new Error('Firefox has not started');
    return suite;
  };
}

/** Shows a platform page at its real address in a tab (a saved copy, or a bare page). */
export async function showPage(
  firefox: FirefoxSession,
  url: string,
  fixture = 'generic.html',
  tab = firefox.tab,
) {
  firefox.pages.set(url, fixturePage(fixture));
  await tab.goto(url);
}

/** Asks Sidelight's background from the settings page, as its views do (on a port of its own). */
export const askBackground = <T>(firefox: FirefoxSession, type: string, data?: unknown) =>
  firefox.settings.evaluate(
    async (kind, payload, portName) => {
      const answer = await new Promise<{ ok?: unknown; error?: string }>((resolve, reject) => {
        const port = browser.runtime.connect({ name: portName });
        port.onMessage.addListener((reply) => {
          port.disconnect();
          resolve(reply as { ok?: unknown; error?: string });
        });
        port.onDisconnect.addListener(() => reject(new Error('Disconnected before the answer')));
        // `undefined` crosses into the page as null: a message without payload sends no data.
        port.postMessage(
          payload === null
            ? { sidelight: 1, type: kind }
            : { sidelight: 1, type: kind, data: payload },
        );
      });
      if ('error' in answer) throw new Error(answer.error);
      return answer.ok;
    },
    type,
    data ?? null,
    requestPortName,
  ) as Promise<T>;

/** Points Sidelight at the fake with its key, as the settings would. */
export const useService = (firefox: FirefoxSession, fake: FakeApi) =>
  firefox.settings.evaluate(
    (baseUrl, apiKey) => browser.storage.local.set({ baseUrl, apiKey }),
    fake.url,
    fake.key,
  );

/**
 * Does `action`, then returns the tab it opened on one of Sidelight's pages (`pathPrefix`), once
 * the page shows its `main`.
 */
export const newExtensionTab = (
  firefox: FirefoxSession,
  pathPrefix: string,
  action: () => Promise<unknown>,
) => firefox.tabOpenedAt(extensionUrl(pathPrefix), action);

/** Opens one of Sidelight's pages in a background tab, as a link to it would. */
export const openExtensionTab = (firefox: FirefoxSession, pathAndQuery: string) =>
  newExtensionTab(firefox, pathAndQuery, () =>
    firefox.inWindow(
      `openTrustedLinkIn(${JSON.stringify(extensionUrl(pathAndQuery))}, 'tabshifted'); true`,
    ),
  );

/**
 * Reloads Sidelight as an update would: its pages close and its background starts again. The
 * settings page is opened anew to go on driving the views.
 */
export async function reloadExtension(firefox: FirefoxSession) {
  const instance = () => firefox.inWindow<number | null>(extensionInstance);
  const before = await instance();
  const sidebars = () =>
    firefox.settings.evaluate(
      () => browser.extension.getViews({ type: 'sidebar' } as never).length,
    );
  await firefox.reload(async () => {
    // Reloading ends the page that asks for it: its answer never comes, so nothing waits for it.
    await firefox.settings.evaluate(() => {
      setTimeout(() => browser.runtime.reload(), 0);
    });
    await expect.poll(instance).not.toBe(before);
    await expect.poll(instance).not.toBeNull();
    // The new start's policy exists before its manifest is read: its pages open once it is ready.
    await firefox.inWindow(extensionReady);
    // The old start's tabs close as it stops: a tab opened before they have can be caught in
    // their closing and left blank.
    await expect
      .poll(() => firefox.inWindow<number>(extensionTabs), {
        message: "the old start's tabs closed",
      })
      .toBe(0);
    firefox.settings = await openExtensionTab(firefox, 'options.html');
    // Firefox shows the sidebar by itself after a reload, as on install, open before or not
    // (showing it meanwhile races its start).
    await expect.poll(sidebars, { message: 'the sidebar Firefox shows after a reload' }).toBe(1);
  });
}

/** Which start of the add-on is running: another one after a reload, null while none is. */
const extensionInstance = `WebExtensionPolicy.getByID(${JSON.stringify(addonId)})?.instanceId ?? null`;

/** How many tabs show one of Sidelight's pages. */
const extensionTabs = `gBrowser.tabs.filter((tab) =>
  tab.linkedBrowser.currentURI.spec.startsWith(${JSON.stringify(extensionUrl(''))})).length`;

/** Waits until the running start of the add-on has read its manifest and serves its pages. */
const extensionReady = `(async () => {
  const policy = WebExtensionPolicy.getByID(${JSON.stringify(addonId)});
  if (policy?.readyPromise) await policy.readyPromise;
  return true;
})()`;
