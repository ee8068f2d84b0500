/**
 * The Changes list counts as seen (the toolbar's count goes) only when a person can see it: its
 * page is the one shown and the list is in view. A settings page open in a background tab, or
 * scrolled away from the list, leaves the count.
 */
import { h, render } from 'preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WatchedChanges } from '@/components/settings/WatchedChanges';
import type { Change } from '@/lib/extension/shared/watch-moves';
import { withDocument } from '../support/document';

const moved: Change[] = [
  {
    key: 'video.channel|clack',
    title: 'Clack Lab',
    at: 1_000,
    historyId: 7,
    moves: [{ label: 'subscribers', from: 100, to: 150, percent: 50 }],
  } as Change,
];

/** The browser's answers, as the test sets them: the page shown or hidden, the list in view or not. */
const page = { visibility: 'hidden' as DocumentVisibilityState, observers: [] as (() => void)[] };
let inView = false;

class FakeIntersectionObserver {
  constructor(private readonly told: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    const tell = () => this.told([{ isIntersecting: inView }]);
    page.observers.push(tell);
    tell();
  }
  disconnect() {}
}

const { root } = withDocument();
beforeEach(() => {
  vi.stubGlobal('location', new URL('chrome-extension://sidelight/options.html'));
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  Object.defineProperty(document, 'visibilityState', { get: () => page.visibility });
  page.observers = [];
});

const showPage = (visibility: DocumentVisibilityState) => {
  page.visibility = visibility;
  const { Event: PageEvent } = document.defaultView as unknown as typeof globalThis;
  document.dispatchEvent(new PageEvent('visibilitychange'));
};
const scroll = (intoView: boolean) => {
  inView = intoView;
  for (const tell of page.observers) tell();
};
const heading = () => root().querySelector('#changes-title')?.textContent;

describe('the Changes list is seen when shown to a person', () => {
  it.each([
    ['a background tab, the list in view', 'hidden', true, () => showPage('visible')],
    ['the page shown, the list scrolled away', 'visible', false, () => scroll(true)],
  ] as const)(
    '%s: not seen until it is brought into sight',
    async (_, visibility, listInView, bring) => {
      page.visibility = visibility;
      inView = listInView;
      const shown = vi.fn();
      render(h(WatchedChanges, { changes: moved, seen: () => undefined, shown }), root());
      await vi.waitFor(() => expect(heading()).toBe('Changes: 1 thing moved'));
      // The list is watched for once its page has drawn it.
      await vi.waitFor(() => expect(page.observers).toHaveLength(1));
      expect(shown).not.toHaveBeenCalled();
      bring();
      await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    },
  );

  it('a background tab scrolled away from the list meanwhile is not seen on being shown: what the observer said while the page was not drawn is asked again', async () => {
    page.visibility = 'hidden';
    inView = true;
    const shown = vi.fn();
    render(h(WatchedChanges, { changes: moved, seen: () => undefined, shown }), root());
    await vi.waitFor(() => expect(page.observers).toHaveLength(1));
    // Scrolled away while hidden: a page that is not drawn tells its observers nothing.
    inView = false;
    showPage('visible');
    await vi.waitFor(() => expect(page.observers).toHaveLength(2));
    expect(shown).not.toHaveBeenCalled();
    scroll(true);
    await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
  });

  it('a page shown with the list in view counts it as seen once, and again when more moves', async () => {
    page.visibility = 'visible';
    inView = true;
    const shown = vi.fn();
    render(h(WatchedChanges, { changes: moved, seen: () => undefined, shown }), root());
    await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    const more = [
      ...moved,
      { ...moved[0], key: 'video.channel|mika', title: 'Mika', at: 2_000 } as Change,
    ];
    render(h(WatchedChanges, { changes: more, seen: () => undefined, shown }), root());
    await vi.waitFor(() => expect(heading()).toBe('Changes: 2 things moved'));
    await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(2));
  });
});
