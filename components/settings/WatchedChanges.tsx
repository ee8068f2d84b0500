import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { counted } from '@/components/views/format';
import { historyPanelPath, opensSettingsPart } from '@/lib/extension/shared/view-addresses';
import type { Change } from '@/lib/extension/shared/watch-moves';
import { moveWords } from './watched-words';

/**
 * Whether a person can see the element now: its page is the one shown (not a background tab or a
 * minimised window) and some of it is inside the viewport. Without an IntersectionObserver (never
 * in the browsers Sidelight runs in) the page being shown is enough.
 */
function useShownToPerson(element: RefObject<HTMLElement | null>): boolean {
  const [pageShown, setPageShown] = useState(() => document.visibilityState === 'visible');
  const [inView, setInView] = useState(typeof IntersectionObserver === 'undefined');
  // The document the list was drawn in: a cleanup run late still reaches it.
  const page = document;
  useEffect(() => {
    const target = element.current;
    const observes = target !== null && typeof IntersectionObserver !== 'undefined';
    let current: IntersectionObserver | undefined;
    /** Asks afresh whether the element is in view; only the newest observer's answer counts. */
    const observe = () => {
      if (!observes) return;
      current?.disconnect();
      const observer = new IntersectionObserver((entries) => {
        if (observer === current) setInView(entries[entries.length - 1]?.isIntersecting ?? false);
      });
      current = observer;
      observer.observe(target);
    };
    const follow = () => {
      const shown = page.visibilityState === 'visible';
      // A hidden page is not drawn, so what the observer said last may be out of date: out of
      // view until a fresh answer comes.
      if (shown && observes) {
        setInView(false);
        observe();
      }
      setPageShown(shown);
    };
    page.addEventListener('visibilitychange', follow);
    observe();
    return () => {
      page.removeEventListener('visibilitychange', follow);
      current?.disconnect();
    };
  }, [page]);
  return pageShown && inView;
}

/**
 * The watched things whose counts moved since they were last looked at, the biggest move first;
 * each opens its result in the panel (and counts as seen), or all are marked seen at once.
 */
export function WatchedChanges({
  changes,
  seen,
  shown,
}: {
  changes: readonly Change[];
  /** These things were looked at now. */
  seen(keys: readonly string[]): void;
  /** The list was shown: the toolbar's count can go. */
  shown(): void;
}) {
  const list = useRef<HTMLElement>(null);
  // Seen means shown to a person: a page open in a background tab, or the list scrolled away,
  // leaves the toolbar's count as it is until the list comes into view.
  const inSight = useShownToPerson(list);
  useEffect(() => {
    if (inSight && changes.length > 0) shown();
  }, [inSight, changes.map((change) => `${change.key}@${change.at}`).join()]);
  // Opened at #changes (the popup's line, a notification): the list is what was asked for.
  useEffect(() => {
    if (opensSettingsPart(location.hash, 'changes')) list.current?.scrollIntoView();
  }, []);
  const open = (change: Change) => {
    void browser.tabs.create({ url: browser.runtime.getURL(historyPanelPath(change.historyId)) });
    seen([change.key]);
  };
  return (
    <section
      class="sl-changes"
      id="changes"
      ref={list}
      aria-labelledby="changes-title"
      data-testid="changes"
    >
      <h3 class="sl-view__heading" id="changes-title">
        Changes{changes.length > 0 ? `: ${counted(changes.length, 'thing')} moved` : ''}
      </h3>
      {changes.length === 0 ? (
        <p class="sl-muted">Nothing moved since you last looked.</p>
      ) : (
        <>
          <ul class="sl-changes__list">
            {changes.map((change) => (
              <li key={change.key}>
                <button type="button" class="sl-link-button" onClick={() => open(change)}>
                  {change.title}
                </button>{' '}
                <span>{change.moves.slice(0, 3).map(moveWords).join(', ')}</span>
              </li>
            ))}
          </ul>
          <div class="sl-actions">
            <button
              type="button"
              class="sl-button"
              onClick={() => seen(changes.map((change) => change.key))}
            >
              Mark all as seen
            </button>
          </div>
        </>
      )}
    </section>
  );
}
