/**
 * Debian's firefox-esr with the built Firefox package, driven by puppeteer-core over WebDriver BiDi.
 *
 * Firefox lets WebDriver into its own windows and into extension pages only when started with
 * `--remote-allow-system-access`. With it, this harness:
 * - serves platform pages at their real addresses (request interception in the platform tab);
 * - drives Sidelight's settings page, the tab Firefox opens on install, as a user would, and uses
 *   it to reach the REAL sidebar and popup: `browser.extension.getViews()` gives their documents,
 *   which share the settings page's process;
 * - opens and closes the sidebar, pictures the window and reads the error console from the
 *   browser window itself (chrome scope), where errors of extension pages land.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { expect, inject } from 'vitest';
import { addonId, addonUuid, firefoxLaunch } from './profile';

const root = path.resolve(import.meta.dirname, '../..');
const firefoxBuild = path.join(root, '.output/firefox-mv2');

export { addonId };
export const extensionUrl = (pathAndQuery: string) =>
  `moz-extension://${addonUuid}/${pathAndQuery}`;
/** Firefox names an add-on's sidebar after its id, with every other character an underscore. */
const sidebarId = `${addonId.replace(/[^a-z0-9_-]/gi, '_')}-sidebar-action`;

/** What Firefox's own code reported while destroying an extension page, no line of Sidelight's involved. */
const isTeardown = (line: string) =>
  line.includes('destroyExtensionContext@resource://gre/') && !line.includes(addonUuid);

/**
 * What Firefox reports of a view or content script closed or left while it starts or waits,
 * whoever closes it: an API's answer (or its failure) that came after its page or script was gone,
 * an update having unloaded it, or after it was navigated away from and kept inactive for Back
 * (dropped, as no one is left to take it), and a sidebar document started in a frame already
 * removed (reported before any script of Sidelight's runs in it). None is an error of
 * Sidelight's, and nothing a person sees is lost.
 */
const isClosedViewReport = (line: string) =>
  line.startsWith('Promise resolved after context unloaded\n') ||
  line.startsWith('Promise rejected after context unloaded: ') ||
  line.startsWith('Promise resolved while context is inactive\n') ||
  (line.startsWith(`FrameData missing for ${addonId} page ${extensionUrl('sidepanel.html')} @ `) &&
    !line.slice(line.indexOf(' @ ')).includes(addonUuid));

/**
 * The part of puppeteer's BiDi browser this harness needs for commands and events puppeteer has no
 * API for. Events emitted on the connection reach puppeteer as if Firefox had sent them.
 */
interface BidiBrowser {
  connection: {
    send(method: string, params: object): Promise<{ result: unknown }>;
    on(event: string, listener: (params: BidiEvent) => void): void;
    off(event: string, listener: (params: BidiEvent) => void): void;
    emit(event: string, params: unknown): void;
  };
}

interface BidiEvent {
  context: string;
  url: string;
}

interface ContextTree {
  contexts: { context: string; url: string; parent?: string | null }[];
}

type EvaluateResult =
  | { type: 'success'; result: { type: string; value?: unknown } }
  | { type: 'exception'; exceptionDetails: { text: string } };

/** A view of Sidelight's that a user sees: the sidebar, the popup, or the settings tab. */
export type ViewKind = 'sidebar' | 'popup' | 'settings';

export interface FirefoxSession {
  browser: Browser;
  /** The tab where platform pages open, active in the one browser window. */
  tab: Page;
  /** Sidelight's settings page, opened by Firefox on install; it also drives the other views. */
  settings: Page;
  /** Pages served at their real addresses, by URL; any other https request gets a 404. */
  pages: Map<string, string>;
  /** Opens a tab, serving `pages` like the first; `tab` stays the first one. */
  newTab(): Promise<Page>;
  /** Does `action`, then returns the tab it opened at an address starting with `url`, once shown. */
  tabOpenedAt(url: string, action: () => Promise<unknown>): Promise<Page>;
  /** Runs an expression in the browser window itself (privileged), awaiting a promise. */
  inWindow<T>(expression: string): Promise<T>;
  /**
   * Errors in Firefox's error console since start that name Sidelight's pages or its add-on id:
   * uncaught exceptions, unhandled rejections, what Firefox reports of its pages and their
   * listeners (Sidelight itself never logs).
   */
  errors(): Promise<string[]>;
  /**
   * Runs an add-on reload. Firefox's teardown of the old add-on's pages then reports listeners it
   * could not remove ("sendRemoveListener on closed conduit"), from its own code alone; those, and
   * only those, are not counted as Sidelight's errors.
   */
  reload(action: () => Promise<void>): Promise<void>;
  /**
   * A PNG of the whole browser window, the sidebar included, or of the open popup. Firefox's
   * snapshot of a page in another process may leave out a translucent layer (a disabled button).
   */
  screenshot(file: string, of?: 'window' | 'popup'): Promise<void>;
  close(): Promise<void>;
}

/**
 * A request the page dropped before it was answered (the tab navigated on, or closed) has nobody
 * left to answer: Firefox says "no such request". Any other failure stays loud.
 */
const unlessDropped = (error: unknown) => {
  if (!(error instanceof Error && /no such request/i.test(error.message))) throw error;
};

async function serveIn(page: Page, pages: Map<string, string>) {
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    const body = pages.get(request.url().split('#')[0] ?? '');
    if (body !== undefined) {
      void request
        .respond({ status: 200, contentType: 'text/html; charset=utf-8', body })
        .catch(unlessDropped);
    } else if (request.url().startsWith('https://')) {
      // Nothing leaves this machine: a platform's scripts, images and other pages are absent.
      void request
        .respond({ status: 404, contentType: 'text/plain', body: '' })
        .catch(unlessDropped);
    } else {
      void request.continue().catch(unlessDropped);
    }
  });
}

/** How long the harness waits for a tab Firefox is opening, under a loaded machine. */
const tabTimeout = 20_000;

/**
 * Does `action`, then returns the tab it opened at an address starting with `url`, once its page
 * shows its `main`. Firefox's `browsingContext.contextCreated` for a tab opening on an extension
 * page sometimes comes after the navigation, or never (a few tabs in a hundred), and puppeteer
 * makes pages only from that event; the navigation's `navigationStarted` always comes, naming the
 * tab, so the harness waits for that and, if puppeteer still has no page for it, passes puppeteer
 * the tab as Firefox lists it, as puppeteer itself does on connecting.
 */
async function tabOpenedAt(
  browser: Browser,
  url: string,
  action: () => Promise<unknown>,
): Promise<Page> {
  const bidi = (browser as unknown as BidiBrowser).connection;
  const tabs = async () =>
    ((await bidi.send('browsingContext.getTree', { maxDepth: 0 })).result as ContextTree).contexts;
  const seen = async () => (await tabs()).map((tab) => tab.url).join(', ');
  let listener: ((event: BidiEvent) => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  const navigation = new Promise<string>((resolve, reject) => {
    listener = (event) => {
      if (event.url.startsWith(url)) resolve(event.context);
    };
    bidi.on('browsingContext.navigationStarted', listener);
    timer = setTimeout(async () => {
      reject(
        new Error(
          `No tab started loading ${url} within ${tabTimeout / 1000} s; tabs: ${await seen().catch((error: Error) => error.message)}`,
        ),
      );
    }, tabTimeout);
  });
  let context: string;
  try {
    await action();
    context = await navigation;
  } finally {
    clearTimeout(timer);
    if (listener) bidi.off('browsingContext.navigationStarted', listener);
  }
  let page = await pageOf(browser, context);
  if (!page) {
    const info = (await tabs()).find((tab) => tab.context === context);
    if (!info) throw new Error(`The tab loading ${url} closed before it could be driven`);
    bidi.emit('browsingContext.contextCreated', info);
    page = await pageOf(browser, context);
    if (!page) throw new Error(`puppeteer made no page for the tab loading ${url}`);
  }
  const shown = page;
  // Until the page's document replaces the tab's first empty one, each ask answers false at once.
  const showsMain = () =>
    shown
      .evaluate(
        (prefix) =>
          new Promise<boolean>((resolve) => {
            if (!location.href.startsWith(prefix)) return resolve(false);
            const resolveOnMain = () => {
              if (document.querySelector('main') === null) return false;
              resolve(true);
              return true;
            };
            if (!resolveOnMain()) {
              new MutationObserver(resolveOnMain).observe(document, {
                subtree: true,
                childList: true,
              });
            }
          }),
        url,
      )
      .catch(() => false);
  let shows = false;
  const gaveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(async () => {
      if (shows) return;
      const where = await shown
        .evaluate(() => location.href)
        .catch((error: Error) => error.message);
      reject(
        new Error(
          `The tab at ${url} showed no <main> within ${tabTimeout / 1000} s; it is at ${where}`,
        ),
      );
    }, tabTimeout);
  });
  try {
    while (!shows) shows = await Promise.race([showsMain(), gaveUp]);
  } finally {
    clearTimeout(timer);
  }
  return shown;
}

/** puppeteer's page for a BiDi browsing context; its frame's id is the context's. */
async function pageOf(browser: Browser, context: string): Promise<Page | undefined> {
  return (await browser.pages()).find(
    (page) => (page.mainFrame() as unknown as { _id: string })._id === context,
  );
}

/** Platform pages (address → page) already open in the tab when Sidelight is installed. */
export interface LaunchOptions {
  beforeInstall?: { url: string; html: string };
  /** Preferences beside the closed network's (a lower storage limit, say). */
  prefs?: Record<string, string | number | boolean>;
  /** Another build of the add-on than .output/firefox-mv2. */
  build?: string;
}

export async function launchFirefox(options: LaunchOptions = {}): Promise<FirefoxSession> {
  // A copy of the suite's profile (`profile.ts`), Firefox's caches built and Sidelight not in it.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'sidelight-firefox-'));
  cpSync(inject('firefoxProfile'), profile, { recursive: true });
  const launched = await puppeteer
    .launch({ ...firefoxLaunch(options.prefs), userDataDir: profile })
    .catch((error: unknown) => {
      rmSync(profile, { recursive: true, force: true });
      throw error;
    });
  const bidi = (launched as unknown as BidiBrowser).connection;
  const [tab] = await launched.pages();
  if (!tab) throw new Error('Firefox opened no tab');
  const pages = new Map<string, string>();
  await serveIn(tab, pages);
  if (options.beforeInstall) {
    pages.set(options.beforeInstall.url, options.beforeInstall.html);
    await tab.goto(options.beforeInstall.url);
  }
  // Firefox opens the settings page on install.
  const settings = await tabOpenedAt(launched, extensionUrl('options.html'), () =>
    launched.installExtension(options.build ?? firefoxBuild),
  );
  await tab.bringToFront();

  const tree = (await bidi.send('browsingContext.getTree', { 'moz:scope': 'chrome' })).result as {
    contexts: { context: string }[];
  };
  const windowContext = tree.contexts[0]?.context;
  if (!windowContext) throw new Error('No browser window');
  const reloads: [number, number][] = [];
  const inWindow = async <T>(expression: string): Promise<T> => {
    const answer = (
      await bidi.send('script.evaluate', {
        target: { context: windowContext },
        expression,
        awaitPromise: true,
        resultOwnership: 'none',
      })
    ).result as EvaluateResult;
    if (answer.type === 'exception') throw new Error(answer.exceptionDetails.text);
    return answer.result.value as T;
  };

  return {
    browser: launched,
    tab,
    settings,
    pages,
    newTab: async () => {
      const page = await launched.newPage();
      await serveIn(page, pages);
      return page;
    },
    tabOpenedAt: (url, action) => tabOpenedAt(launched, url, action),
    inWindow,
    errors: async () => {
      const logged = JSON.parse(
        await inWindow<string>(`JSON.stringify(Services.console.getMessageArray().map((m) =>
          m instanceof Ci.nsIScriptError && !(m.flags & Ci.nsIScriptError.warningFlag)
            ? m.errorMessage + ' @ ' + m.sourceName + ':' + m.lineNumber + ':' + m.columnNumber + (m.stack ? ' ' + m.stack : '')
            : null))`),
      ) as (string | null)[];
      return logged.filter(
        (line, index): line is string =>
          line !== null &&
          (line.includes(addonUuid) || line.includes(addonId)) &&
          !isClosedViewReport(line) &&
          !(reloads.some(([from, to]) => index >= from && index < to) && isTeardown(line)),
      );
    },
    reload: async (action) => {
      const length = () => inWindow<number>('Services.console.getMessageArray().length');
      const from = await length();
      await action();
      reloads.push([from, await length()]);
    },
    screenshot: async (file, of = 'window') => {
      // The popup is a widget of its own, outside the window's picture: it is pictured alone.
      const dataUrl = await inWindow<string>(`(async () => {
        const popup = document.querySelector('browser.webextension-popup-browser');
        const bitmap = ${JSON.stringify(of)} === 'popup'
          ? await popup.browsingContext.currentWindowGlobal.drawSnapshot(null, 1, 'white')
          : await window.browsingContext.currentWindowGlobal.drawSnapshot(
              new DOMRect(0, 0, window.innerWidth, window.innerHeight), 1, 'white');
        const canvas = document.createElementNS('http://www.w3.org/1999/xhtml', 'canvas');
        canvas.width = bitmap.width;
        canvas.height = bitmap.height;
        canvas.getContext('2d').drawImage(bitmap, 0, 0);
        return canvas.toDataURL('image/png');
      })()`);
      writeFileSync(file, Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
    },
    close: async () => {
      // The profile is thrown away, so Firefox is stopped at once rather than asked to save it
      // (seconds of shutdown per browser); its content processes are in its process group.
      const firefoxProcess = launched.process();
      if (!firefoxProcess?.pid) throw new Error('Firefox has no process to stop');
      const exited = new Promise((resolve) => firefoxProcess.once('exit', resolve));
      await launched.disconnect();
      if (firefoxProcess.exitCode === null) process.kill(-firefoxProcess.pid, 'SIGKILL');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Opens Sidelight's sidebar in the window, as its toolbar button or shortcut would, and returns
 * once its page has loaded, as a person would see it before using it.
 */
export async function openSidebar(firefox: FirefoxSession) {
  await firefox.inWindow<boolean>(
    `SidebarController.show(${JSON.stringify(sidebarId)}).then(() => true)`,
  );
  await expect
    .poll(
      () =>
        firefox.settings.evaluate(
          () => browser.extension.getViews({ type: 'sidebar' } as never)[0]?.document.readyState,
        ),
      { message: "Sidelight's sidebar page never finished loading" },
    )
    .toBe('complete');
}

/**
 * Closes the sidebar, as its close button would, and returns once its page is gone, so that a
 * sidebar shown next is a new page, not the last one unloading.
 */
export async function closeSidebar(firefox: FirefoxSession) {
  await firefox.inWindow<boolean>('SidebarController.hide(); SidebarController.isOpen');
  await expect
    .poll(
      () =>
        firefox.settings.evaluate(
          () => browser.extension.getViews({ type: 'sidebar' } as never).length,
        ),
      { message: "Sidelight's sidebar pages still open after the sidebar was closed" },
    )
    .toBe(0);
}

/** Whether Sidelight's sidebar is open in the window. */
export const sidebarIsOpen = (firefox: FirefoxSession) =>
  firefox.inWindow<boolean>(
    `SidebarController.isOpen && SidebarController.currentID === ${JSON.stringify(sidebarId)}`,
  );

/** Opens the toolbar button's popup, as a click on the button would. */
export const openPopup = (firefox: FirefoxSession) =>
  firefox.settings.evaluate(async () => {
    const window = await browser.windows.getLastFocused();
    // Firefox's `openPopup` takes the window; Chrome's types do not know it.
    const action = browser.browserAction as unknown as {
      openPopup(options: { windowId?: number }): Promise<void>;
    };
    await action.openPopup({ windowId: window.id });
  });

/** Closes the popup, as a click elsewhere would. */
export const closePopup = (firefox: FirefoxSession) =>
  firefox.settings.evaluate(() => {
    for (const popup of browser.extension.getViews({ type: 'popup' })) popup.close();
  });

/** Reads the clipboard as the user would paste it. */
export const clipboardText = (firefox: FirefoxSession) =>
  firefox.inWindow<string>('navigator.clipboard.readText()');
