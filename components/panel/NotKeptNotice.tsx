import { browser } from 'wxt/browser';
import type { NotKept } from '@/lib/extension/shared/kept-news';
import { settingsPartPath } from '@/lib/extension/shared/view-addresses';
import { notKeptText, notKeptTitle } from '../not-kept-words';

/** An answer shown that the browser did not keep: what happened, and the way to free space. */
export function NotKeptNotice({ notKept }: { notKept: NotKept }) {
  return (
    <div class="sl-error" role="alert" data-testid="not-kept" data-full={String(notKept.full)}>
      <p class="sl-error__title">{notKeptTitle}</p>
      <p class="sl-error__text">{notKeptText(notKept)}</p>
      <div class="sl-actions">
        <button
          type="button"
          class="sl-button"
          onClick={() =>
            void browser.tabs.create({ url: browser.runtime.getURL(settingsPartPath('storage')) })
          }
        >
          Open Storage in settings
        </button>
      </div>
    </div>
  );
}
