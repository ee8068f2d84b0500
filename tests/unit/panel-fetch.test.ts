/**
 * When the panel spends: an automatic fetch waits until a page has stayed in sight (the wait from
 * the settings, read when the page shows), is dropped when the page changes or hides first, and
 * pressing Fetch does not wait; a cached answer shows on any tab with no press and no spend.
 */
import { h, render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PagePanel } from '@/components/panel/PagePanel';
import { endpointsForPage } from '@/lib/areas';
import type { ServiceError } from '@/lib/extension/shared/answers';
import { announceKept } from '@/lib/extension/shared/kept-news';
import { defaultAutoFetchDelaySeconds, defaultPreferences } from '@/lib/extension/shared/settings';
import type { Preferences } from '@/lib/extension/shared/settings-schema';
import { preferences } from '@/lib/extension/shared/storage';
import type { TabPage } from '@/lib/extension/shared/tab-page';
import { withDocument } from '../support/document';
import { background, keyOf, videoPage } from '../support/panel-background';

vi.mock('@/lib/extension/views/send-message', () => import('../support/panel-background'));

const { root } = withDocument();

/** Shows a page as the panel does: a PagePanel of its own, a new one when the page changes. */
const show = async (page: TabPage) => {
  render(h(PagePanel, { key: page.url, page }), root());
  // The preferences' read and the look in the cache settle: no wait to speak of.
  await vi.advanceTimersByTimeAsync(50);
};

const [primary, second] = endpointsForPage('video', 'video');
if (!primary || !second) throw new Error('A video page has two tabs or more');
const delayMs = defaultAutoFetchDelaySeconds * 1000;

const shownPanel = () => root().querySelector('[role="tabpanel"]:not([hidden])');
const countdown = () =>
  root().querySelector('[data-testid="fetch-countdown"]')?.textContent ?? null;
const provenance = () => shownPanel()?.querySelector('[data-testid="provenance"]')?.textContent;
const button = (start: string) =>
  [...(shownPanel()?.querySelectorAll('button') ?? [])].find((each) =>
    each.textContent?.startsWith(start),
  );
const setPreferences = (changes: Partial<Preferences>) =>
  preferences.setValue({ ...defaultPreferences, ...changes });

beforeEach(() => {
  fakeBrowser.reset();
  vi.useFakeTimers();
  background.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the automatic fetch', () => {
  it('pays only for the page the user stays on: seven passed 400 ms apart cost nothing', async () => {
    const passed = Array.from(
      { length: 7 },
      (_, index) => `passed${String(index).padStart(5, '0')}`,
    );
    for (const videoId of passed) {
      await show(videoPage(videoId));
      expect(countdown()).toMatch(/^Fetching in [12] s$/);
      await vi.advanceTimersByTimeAsync(350);
    }
    await show(videoPage('stayedOn001'));
    await vi.advanceTimersByTimeAsync(delayMs - 600);
    expect(countdown()).toBe('Fetching in 1 s');
    expect(background.paid).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(countdown()).toBeNull();
    expect(background.paid).toEqual([`${primary.id}:stayedOn001`]);
    expect(shownPanel()?.querySelector('[data-testid="result"]')).not.toBeNull();
    // Each page asked the cache for a free answer on its own, and nothing else.
    expect(background.asked.filter((request) => !request.only).map(keyOf)).toEqual([
      `${primary.id}:stayedOn001`,
    ]);
  });

  it('never runs for a page the panel no longer shows', async () => {
    await show(videoPage('leftBehind1'));
    render(null, root());
    await vi.advanceTimersByTimeAsync(10 * delayMs);
    expect(background.paid).toEqual([]);
  });

  it('never runs for a page left before the panel read its settings', async () => {
    render(h(PagePanel, { key: 'left', page: videoPage('leftAtOnce1') }), root());
    render(null, root());
    await vi.advanceTimersByTimeAsync(10 * delayMs);
    expect(background.asked).toEqual([]);
  });

  it('waits while the panel is hidden, and starts over once it shows again', async () => {
    const visibility = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new (document.defaultView?.Event ?? Event)('visibilitychange'));
    };
    await show(videoPage('hiddenPanel'));
    visibility('hidden');
    await vi.advanceTimersByTimeAsync(10 * delayMs);
    expect(background.paid).toEqual([]);
    expect(countdown()).toBeNull();
    visibility('visible');
    await vi.advanceTimersByTimeAsync(10);
    expect(countdown()).toMatch(/^Fetching in \d s$/);
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(background.paid).toEqual([`${primary.id}:hiddenPanel`]);
  });

  it("never runs once another of the page's tabs was opened before the wait ended", async () => {
    await show(videoPage('switched001'));
    await vi.advanceTimersByTimeAsync(500);
    const tabs = [...root().querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    tabs[1]?.click();
    await vi.advanceTimersByTimeAsync(delayMs * 2);
    expect(background.paid).toEqual([]);
    tabs[0]?.click();
    await vi.advanceTimersByTimeAsync(delayMs * 2);
    expect(background.paid).toEqual([]);
    expect(button('Fetch')?.textContent).toMatch(/^Fetch · \d+ credits?$/);
  });

  it('does not wait for a press of Fetch, and runs once', async () => {
    await show(videoPage('pressedNow1'));
    button('Fetch')?.click();
    await vi.advanceTimersByTimeAsync(50);
    expect(background.paid).toEqual([`${primary.id}:pressedNow1`]);
    expect(countdown()).toBeNull();
    await vi.advanceTimersByTimeAsync(10 * delayMs);
    expect(background.paid).toEqual([`${primary.id}:pressedNow1`]);
  });

  it('waits as long as the settings say', async () => {
    await setPreferences({ autoFetchDelaySeconds: 4 });
    await show(videoPage('waitsLonger'));
    expect(countdown()).toBe('Fetching in 4 s');
    await vi.advanceTimersByTimeAsync(3000);
    expect(countdown()).toBe('Fetching in 1 s');
    expect(background.paid).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(background.paid).toEqual([`${primary.id}:waitsLonger`]);
  });
});

describe('a cached answer', () => {
  it.each([
    ['on', true],
    ['off', false],
  ])(
    'shows at once on every tab, free, with its age, with automatic fetching %s',
    async (_, autoFetch) => {
      await setPreferences({ autoFetch });
      for (const endpoint of [primary, second]) background.cached.add(`${endpoint.id}:cachedVideo`);
      await show(videoPage('cachedVideo'));
      expect(provenance()).toBe('From the cache, fetched 5 min ago: free');
      expect(button('Refresh')?.textContent).toBe(
        `Refresh · ${primary.credits({ videoId: 'x' })} credits`,
      );
      expect(countdown()).toBeNull();
      const tab = root().querySelector<HTMLElement>(`#tab-${second.id.replace('.', '-')}`);
      tab?.click();
      await vi.advanceTimersByTimeAsync(50);
      expect(provenance()).toBe('From the cache, fetched 5 min ago: free');
      expect(shownPanel()?.querySelector('[data-testid="result"]')).not.toBeNull();
      await vi.advanceTimersByTimeAsync(10 * delayMs);
      expect(background.paid).toEqual([]);
    },
  );

  it('is looked for on a tab without one, which then waits for a press', async () => {
    await setPreferences({ autoFetch: false });
    await show(videoPage('notCached01'));
    expect(background.asked).toEqual([expect.objectContaining({ id: primary.id, only: 'cache' })]);
    expect(button('Fetch')?.textContent).toBe(
      `Fetch · ${primary.credits({ videoId: 'x' })} credits`,
    );
    expect(shownPanel()?.querySelector('[data-testid="result"]')).toBeNull();
  });
});

describe("a call's error about the settings", () => {
  const byTheSettings: [string, ServiceError][] = [
    ['no key', { kind: 'auth', message: "No API key is set. Add yours in Sidelight's settings." }],
    [
      'no address',
      {
        kind: 'network',
        noAddress: true,
        message: "No service address is set. Add it in Sidelight's settings.",
      },
    ],
    [
      'the daily cap',
      { kind: 'overBudget', over: 'daily', message: 'This call would pass your daily cap.' },
    ],
  ];
  const errorShown = () => shownPanel()?.querySelector('[data-testid="error"]')?.textContent;

  it.each(byTheSettings)('goes once the settings change (%s)', async (_, refusal) => {
    await setPreferences({ autoFetchDelaySeconds: 0 });
    background.refusal = refusal;
    await show(videoPage('settingsErr'));
    button('Fetch')?.click();
    await vi.advanceTimersByTimeAsync(50);
    expect(errorShown()).toContain(refusal.message.split(':')[0]?.split('.')[0]);
    announceKept('settings');
    await vi.advanceTimersByTimeAsync(500);
    expect(errorShown()).toBeUndefined();
    expect(button('Fetch')?.textContent).toMatch(/^Fetch · \d+ credits?$/);
    expect(background.paid).toEqual([]);
  });

  it("stays when it is the service's: a change of settings does not make it untrue", async () => {
    await setPreferences({ autoFetchDelaySeconds: 0 });
    background.refusal = { kind: 'server', status: 500, message: 'The service failed (500).' };
    await show(videoPage('serviceErr1'));
    button('Fetch')?.click();
    await vi.advanceTimersByTimeAsync(50);
    announceKept('settings');
    await vi.advanceTimersByTimeAsync(500);
    expect(errorShown()).toContain('The service failed (500)');
  });
});
