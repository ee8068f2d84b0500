/**
 * The settings' Watched during a batch: each result the batch keeps tells the views the history
 * changed, and Watched reads what moved and every thing's last look in one message, at most twice
 * a second, and once more after the last word, so it ends on what is stored.
 */
import { h, render } from 'preact';
import { beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { WatchedSection } from '@/components/settings/WatchedSection';
import { announceKept } from '@/lib/extension/shared/kept-news';
import { type WatchedThing, watched } from '@/lib/extension/shared/storage';
import { withDocument } from '../support/document';

/** What the fake background holds: each watched thing's newest snapshot, and what it was asked. */
const { background } = vi.hoisted(() => ({
  background: { newestAt: {} as Record<string, number>, asked: [] as string[] },
}));

vi.mock('@/lib/extension/views/send-message', () => ({
  sendMessage: async (type: string) => {
    background.asked.push(type);
    const reply = (value: unknown) => ({ ok: true, reply: value });
    switch (type) {
      case 'setupState':
        return reply({ hasKey: true, demo: false });
      case 'watchedChanges':
        return reply({ changes: [], automaticSpent: 0, newestAt: { ...background.newestAt } });
      default:
        return { ok: false, error: `${type} is not answered here` };
    }
  },
}));

const day = 86_400_000;
const things: WatchedThing[] = Array.from({ length: 20 }, (_, place) => ({
  key: `video.channel|channel${place}`,
  url: `https://www.youtube.com/@channel${place}`,
  endpointId: 'video.channel',
  params: { handle: `channel${place}` },
  title: `Channel ${place}`,
  addedAt: 0,
}));

const { root } = withDocument();

/** Each watched row's last look, as the section says it. */
const looks = () =>
  [...root().querySelectorAll('.sl-watched__title')].map(
    (title) => `${title.textContent} ${title.nextElementSibling?.textContent ?? ''}`,
  );
const asked = (type: string) => background.asked.filter((each) => each === type).length;

beforeEach(async () => {
  fakeBrowser.reset();
  vi.stubGlobal('location', new URL('chrome-extension://sidelight/options.html'));
  background.newestAt = Object.fromEntries(
    things.map((thing) => [thing.key, Date.now() - 5 * day]),
  );
  background.asked = [];
  await watched.setValue(things);
});

it('a burst of 100 words from a batch is read in one message at most twice a second, and the section ends on what is stored', async () => {
  render(h(WatchedSection, {}), root());
  await vi.waitFor(() =>
    expect(looks()).toEqual(things.map((thing) => `${thing.title} · last look 5 days ago`)),
  );
  const before = asked('watchedChanges');
  const started = performance.now();
  // A batch of 100 results over the 20 things: each result kept, then word of it.
  for (let result = 0; result < 100; result += 1) {
    const thing = things[result % things.length] as WatchedThing;
    background.newestAt[thing.key] = Date.now() - (result < 99 ? 3 * day : 0);
    if (result === 99)
      for (const each of things) background.newestAt[each.key] = Date.now() - 2 * day;
    announceKept(result % 2 === 0 ? 'history' : 'watched');
  }
  // The last word is followed by a read: every row ends on the newest snapshot stored.
  await vi.waitFor(() =>
    expect(looks()).toEqual(things.map((thing) => `${thing.title} · last look 2 days ago`)),
  );
  const seconds = (performance.now() - started) / 1000;
  const reads = asked('watchedChanges') - before;
  expect(reads).toBeGreaterThanOrEqual(1);
  // At most two a second (one more for a read under way as the words began).
  expect(reads).toBeLessThanOrEqual(Math.floor(seconds * 2) + 1);
  // No message per watched thing.
  expect(asked('snapshots')).toBe(0);
});
