/**
 * Every write to a stored object starts from what is stored at that moment: saves in quick
 * succession, two pages' writers at once, what another page stored in between, and the watched
 * list's add and remove by key. Each write tells the views on their channel.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { onKept } from '@/lib/extension/shared/kept-news';
import { defaultApiSettings, defaultPreferences } from '@/lib/extension/shared/settings';
import {
  apiSettings,
  preferences,
  type WatchedThing,
  watched,
} from '@/lib/extension/shared/storage';
import {
  addWatched,
  patch,
  removeWatched,
  storedApiSettings,
  storedPreferences,
  storedWatched,
  withoutWatched,
  withWatched,
} from '@/lib/extension/shared/stored-writes';

beforeEach(() => fakeBrowser.reset());

const thing = (key: string): WatchedThing => ({
  key,
  endpointId: 'video.channel',
  params: { handle: key },
  url: `https://www.youtube.com/@${key}`,
  title: key,
  addedAt: 1,
});

describe('patches of one stored object', () => {
  it('keep every field saved in quick succession, none undone by the next', async () => {
    // The settings page's three saves of the report, started before any has ended.
    await Promise.all([
      patch(storedApiSettings, { historyDays: 52 }),
      patch(storedApiSettings, { watchedSnapshots: 62 }),
      patch(storedApiSettings, { cacheMegabytes: 53 }),
    ]);
    expect(await apiSettings.getValue()).toEqual({
      ...defaultApiSettings,
      historyDays: 52,
      watchedSnapshots: 62,
      cacheMegabytes: 53,
    });
  });

  it('start from what another page stored since, not from a copy read before', async () => {
    await patch(storedPreferences, { demoData: true });
    // The popup's demo box, written by another page after this one read the preferences.
    await preferences.setValue({ ...(await preferences.getValue()), transcriptLanguage: 'de' });
    const written = await patch(storedPreferences, { copyFormat: 'srt' });
    expect(written).toEqual({
      ...defaultPreferences,
      demoData: true,
      transcriptLanguage: 'de',
      copyFormat: 'srt',
    });
    expect(await preferences.getValue()).toEqual(written);
  });

  it('answer what was stored, and a failed write changes nothing after it', async () => {
    const failing = vi.spyOn(apiSettings, 'setValue').mockRejectedValueOnce(new Error('quota'));
    await expect(patch(storedApiSettings, { dailyBudget: 5 })).rejects.toThrow('quota');
    failing.mockRestore();
    // The chain goes on after a failure.
    expect(await patch(storedApiSettings, { monthlyBudget: 9 })).toEqual({
      ...defaultApiSettings,
      monthlyBudget: 9,
    });
  });
});

describe('two pages writing at once', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'navigator', original);
    vi.resetModules();
  });

  it("never interleave: the browser's lock of the extension's origin puts one after the other", async () => {
    // The browser's Web Locks, shared by every page of the extension: one holder per name.
    const held = new Map<string, Promise<unknown>>();
    const locks = {
      request: (name: string, work: () => Promise<unknown>) => {
        const turn = (held.get(name) ?? Promise.resolve()).then(work, work);
        held.set(
          name,
          turn.catch(() => undefined),
        );
        return turn;
      },
    };
    Object.defineProperty(globalThis, 'navigator', {
      value: { ...globalThis.navigator, locks },
      configurable: true,
    });
    // Two pages: two loads of the module, each with its own in-page chain.
    const settingsPage = await import('@/lib/extension/shared/stored-writes');
    vi.resetModules();
    const otherSettingsPage = await import('@/lib/extension/shared/stored-writes');
    expect(otherSettingsPage.storedApiSettings).not.toBe(settingsPage.storedApiSettings);

    await Promise.all([
      settingsPage.patch(settingsPage.storedApiSettings, { historyDays: 52 }),
      otherSettingsPage.patch(otherSettingsPage.storedApiSettings, { watchedSnapshots: 62 }),
      settingsPage.patch(settingsPage.storedApiSettings, { cacheHours: 3 }),
      otherSettingsPage.patch(otherSettingsPage.storedApiSettings, { dailyBudget: 40 }),
    ]);
    expect(await apiSettings.getValue()).toEqual({
      ...defaultApiSettings,
      historyDays: 52,
      watchedSnapshots: 62,
      cacheHours: 3,
      dailyBudget: 40,
    });
  });
});

describe('the watched list', () => {
  it('adds and removes by key, keeping what others added meanwhile', async () => {
    await watched.setValue([thing('a')]);
    await Promise.all([
      // The star in one panel, the settings' Stop watching, and a star in another panel.
      addWatched(thing('b')),
      removeWatched('a'),
      storedWatched.update(withWatched(thing('c'))),
    ]);
    expect((await watched.getValue()).map((each) => each.key)).toEqual(['b', 'c']);
  });

  it('watches a thing once, its first star kept, and removing what is gone changes nothing', async () => {
    await addWatched(thing('a'));
    await addWatched({ ...thing('a'), addedAt: 2, title: 'again' });
    expect(await watched.getValue()).toEqual([thing('a')]);
    expect(withoutWatched('z')([thing('a')])).toEqual([thing('a')]);
  });
});

describe('news of a write', () => {
  it("tells every view on the views' channel what kind of thing changed", async () => {
    const heard: string[][] = [];
    const stop = onKept((changed) => heard.push([...changed]));
    await patch(storedPreferences, { autoFetch: false });
    await addWatched(thing('a'));
    await vi.waitFor(() => expect(heard).toEqual([['settings'], ['watched']]));
    stop();
  });
});
