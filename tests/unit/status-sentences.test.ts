/**
 * A sentence about an action is shown only while what it describes still holds. Each sentence
 * the settings say after an action is listed with the action that brings it and the change, made
 * as another page or a restore makes it (stored, then told on the views' channel as the
 * background tells it), that must take it away.
 */
import { h, render, type VNode } from 'preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiKeyField } from '@/components/settings/ApiKeyField';
import { BaseUrlField } from '@/components/settings/BaseUrlField';
import { KeyTest } from '@/components/settings/KeyTest';
import { StorageSection } from '@/components/settings/StorageSection';
import { WatchedSection } from '@/components/settings/WatchedSection';
import { apiKey } from '@/lib/extension/shared/api-key';
import { announceKept } from '@/lib/extension/shared/kept-news';
import { baseUrl, preferences, type WatchedThing, watched } from '@/lib/extension/shared/storage';
import { addWatched, storedBaseUrl, storedPreferences } from '@/lib/extension/shared/stored-writes';
import { type ClearAction, type KeptUse, keptStores, storeNames } from '@/lib/store/kept-stores';
import { withDocument } from '../support/document';

/** What the fake background answers from: changed by the tests as the real one would change. */
const { background } = vi.hoisted(() => ({
  background: {
    use: undefined as unknown,
    keyTest: undefined as unknown,
  },
}));

vi.mock('@/lib/extension/views/send-message', () => ({
  sendMessage: async (type: string, data: unknown) => {
    const reply = (value: unknown) => ({ ok: true, reply: value });
    const use = background.use as KeptUse;
    switch (type) {
      case 'setupState': {
        const [key, prefs] = await Promise.all([apiKey.getValue(), preferences.getValue()]);
        return reply({ hasKey: key !== '', demo: prefs.demoData || key === '' });
      }
      case 'watchedChanges':
        return reply({ changes: [], automaticSpent: 0, newestAt: {} });
      case 'snapshots':
        return reply([]);
      case 'keptUse':
        return reply(use);
      case 'clearKept': {
        const action = (data as { action: ClearAction }).action;
        const cleared = storeNames.filter((name) => keptStores[name].clearedBy.includes(action));
        const removed = Object.fromEntries(cleared.map((name) => [name, use.stores[name].count]));
        background.use = {
          ...use,
          stores: Object.fromEntries(
            storeNames.map((name) => [
              name,
              cleared.includes(name) ? { count: 0, bytes: 0 } : use.stores[name],
            ]),
          ),
          watchedSnapshots: 0,
        };
        return reply({ removed });
      }
      case 'testKey':
        return reply(background.keyTest);
      case 'startBatch':
        return reply({ ok: false, message: refusal });
      default:
        return { ok: false, error: `${type} is not answered here` };
    }
  },
}));

const refusal = 'Line 1: This channel is asked twice.';

/** A profile with 85 results, a few cached answers, and its watched things' snapshots. */
const usedProfile = (results: number): KeptUse => ({
  stores: Object.fromEntries(
    storeNames.map((name) => [
      name,
      { count: name.startsWith('history') ? results : 2, bytes: 1000 },
    ]),
  ) as KeptUse['stores'],
  watchedSnapshots: 3,
  automaticRefreshes: { count: 0, lines: 0 },
});

const channel: WatchedThing = {
  key: 'video.channel|clack',
  url: 'https://www.youtube.com/@clack',
  endpointId: 'video.channel',
  params: { handle: 'clack' },
  title: 'Clack Lab',
  addedAt: 0,
  schedule: 'daily',
  threshold: 5,
} as WatchedThing;

const { root } = withDocument();
beforeEach(() => vi.stubGlobal('location', new URL('chrome-extension://sidelight/options.html')));

const text = (testId: string) =>
  root().querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;
/** The button named so, or whose name starts with `name ·` (a price follows). */
const button = (name: string) =>
  [...root().querySelectorAll('button')].find((each) => {
    const words = each.textContent?.trim();
    return words === name || words?.startsWith(`${name} · `);
  }) as HTMLButtonElement | undefined;
const pressed = async (name: string) => {
  await vi.waitFor(() => expect(button(name)?.disabled).toBe(false));
  button(name)?.click();
};
const submitted = async (label: string) => {
  await vi.waitFor(() => expect(button(label)?.disabled).toBe(false));
  const form = button(label)?.closest('form');
  // The document's own Event: linkedom dispatches only its own.
  const { Event: PageEvent } = (form?.ownerDocument.defaultView ?? globalThis) as typeof globalThis;
  form?.dispatchEvent(new PageEvent('submit', { cancelable: true }));
};

/** The key stored by another page, and told as the background tells it. */
async function keyStored(key: string) {
  await apiKey.setValue(key);
  announceKept('settings');
}

/** Test the key pressed, the background answering so. */
async function keyTested(result: unknown) {
  background.keyTest = { result, style: null };
  await pressed('Test the key');
}
const demoAnswer = { ok: true, source: 'demo', data: {}, credits: {} };

/** Stop watching, asked and confirmed. */
async function stopWatching() {
  await pressed('Stop watching…');
  await pressed('Stop watching');
}

interface Sentence {
  /** The words said after the action. */
  words: string;
  view: () => VNode;
  /** Where it is read: a test id, or the whole view. */
  readAt?: string;
  /** What is stored before the view is drawn. */
  given?: () => Promise<unknown>;
  /** The person's action that brings the sentence, if it takes one. */
  act?: () => Promise<unknown>;
  /** What changes elsewhere so that it no longer holds. */
  change: string;
  changeElsewhere: () => Promise<unknown>;
}

const sentences: Sentence[] = [
  {
    words: 'Removed 85 results',
    view: () => h(StorageSection, {}),
    readAt: 'storage-status',
    act: async () => {
      await pressed('Clear history…');
      await pressed('Clear history');
    },
    change: 'a restore puts the results back',
    changeElsewhere: async () => {
      background.use = usedProfile(85);
      announceKept('history', 'ledger', 'jobs', 'cache');
    },
  },
  ...(
    [
      ['a panel watches it again', () => addWatched(channel)],
      [
        'a restore brings it back',
        async () => {
          await watched.setValue([channel]);
          announceKept('watched');
        },
      ],
    ] as const
  ).map(([change, changeElsewhere]) => ({
    words: 'Stopped watching “Clack Lab”, and its schedule with it.',
    view: () => h(WatchedSection, {}),
    readAt: 'watched-stopped',
    act: stopWatching,
    change,
    changeElsewhere,
  })),
  {
    words: refusal,
    view: () => h(WatchedSection, {}),
    act: () => pressed('Refresh watched'),
    change: 'a panel watches another thing',
    changeElsewhere: () => addWatched({ ...channel, key: 'video.channel|mika', title: 'Mika' }),
  },
  {
    words: 'Demo data is on: nothing is refreshed by itself.',
    view: () => h(WatchedSection, {}),
    readAt: 'watched-schedule',
    given: () => apiKey.setValue(''),
    change: 'the key is saved',
    changeElsewhere: () => keyStored('sk_live_1'),
  },
  {
    words: "No service address is set. Add it in Sidelight's settings.",
    view: () => h(KeyTest, {}),
    given: () => baseUrl.setValue(''),
    act: () =>
      keyTested({
        ok: false,
        error: {
          kind: 'network',
          message: "No service address is set. Add it in Sidelight's settings.",
        },
      }),
    change: 'the address is saved',
    changeElsewhere: () => storedBaseUrl.update(() => 'https://api.example.com'),
  },
  {
    words: 'No key is saved yet, so demo data answers: save your key above, then test it.',
    view: () => h(KeyTest, {}),
    given: () => apiKey.setValue(''),
    act: () => keyTested(demoAnswer),
    change: 'the key is saved',
    changeElsewhere: () => keyStored('sk_live_2'),
  },
  {
    words: 'Demo data is on: turn it off below to test the key.',
    view: () => h(KeyTest, {}),
    given: () => storedPreferences.update((now) => ({ ...now, demoData: true })),
    act: () => keyTested(demoAnswer),
    change: 'the demo box is unticked',
    changeElsewhere: () => storedPreferences.update((now) => ({ ...now, demoData: false })),
  },
  {
    words: 'Address saved.',
    view: () => h(BaseUrlField, {}),
    act: () => submitted('Save'),
    change: 'another page saves another address',
    changeElsewhere: () => storedBaseUrl.update(() => 'http://localhost:9999'),
  },
  {
    words: 'Key saved on this device.',
    view: () => h(ApiKeyField, {}),
    act: () => submitted('Save'),
    change: 'another page removes the key',
    changeElsewhere: () => keyStored(''),
  },
];

describe('a status sentence goes when what it says no longer holds', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    background.use = usedProfile(85);
    await apiKey.setValue('sk_live_0');
    await baseUrl.setValue('http://localhost:8787');
    await watched.setValue([channel]);
  });

  it.each(sentences)('“$words” goes when $change', async (sentence) => {
    const read = () => (sentence.readAt ? text(sentence.readAt) : (root().textContent ?? null));
    await sentence.given?.();
    render(sentence.view(), root());
    await sentence.act?.();
    await vi.waitFor(() => expect(read()).toContain(sentence.words));
    await sentence.changeElsewhere();
    await vi.waitFor(() => expect(read() ?? '').not.toContain(sentence.words));
  });
});

describe('Stop watching', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await watched.setValue([channel]);
  });

  it('says what it removes and asks first; Keep watching keeps it, Undo puts it back as it was', async () => {
    render(h(WatchedSection, {}), root());
    await pressed('Stop watching…');
    await vi.waitFor(() =>
      expect(text('watched-stop-question')).toBe(
        "Stop watching “Clack Lab” removes its schedule (every day) and its threshold (5 % up or down). Its snapshots stay, but no longer past the history's days.Stop watchingKeep watching",
      ),
    );
    await pressed('Keep watching');
    await vi.waitFor(() => expect(text('watched-stop-question')).toBeNull());
    expect(await watched.getValue()).toEqual([channel]);

    await stopWatching();
    await vi.waitFor(() => expect(text('watched-stopped')).toContain('Stopped watching'));
    expect(await watched.getValue()).toEqual([]);
    await pressed('Undo');
    await vi.waitFor(() => expect(text('watched-stopped')).toBeNull());
    expect(await watched.getValue()).toEqual([channel]);
  });
});

describe('Test the key pressed right after a save', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await apiKey.setValue('sk_old');
    await baseUrl.setValue('http://localhost:8787');
  });

  it('says what it found of the key saved, before the news of the save reaches the page', async () => {
    render(h(KeyTest, {}), root());
    await vi.waitFor(() => expect(button('Test the key')?.disabled).toBe(false));
    // Stored, and no news of it yet: the test answers for the key stored now.
    await apiKey.setValue('sk_new');
    await keyTested({ ok: true, source: 'network', data: {}, credits: { remaining: 99_999 } });
    await vi.waitFor(() => expect(text('key-test')).toContain('The key works.'));
    // The news arrives and the page reads again: the sentence was said of this key, so it stays.
    vi.useFakeTimers();
    try {
      announceKept('settings');
      await vi.advanceTimersByTimeAsync(1000);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(text('key-test')).toContain('The key works. Balance: 99,999'));
  });
});
