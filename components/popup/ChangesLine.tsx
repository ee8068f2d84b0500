import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { useKept } from '@/components/useKept';
import { settingsPartPath } from '@/lib/extension/shared/view-addresses';
import { sendMessage } from '@/lib/extension/views/send-message';
import { counted } from '@/lib/words';

/** "3 watched things moved", opening the settings' Changes list; nothing while nothing moved. */
export function ChangesLine() {
  const [moved, setMoved] = useState(0);
  const read = () =>
    void sendMessage('watchedChanges', undefined).then((sent) => {
      if (sent.ok) setMoved(sent.reply.changes.length);
    });
  useEffect(read, []);
  // A run ends by writing how each thing's refresh went.
  useKept('watched', read);
  if (moved === 0) return null;
  return (
    <p class="sl-changes-line" data-testid="changes-line">
      {counted(moved, 'watched thing')} moved since you last looked.{' '}
      <button
        type="button"
        class="sl-link-button"
        onClick={() => {
          void browser.tabs
            .create({ url: browser.runtime.getURL(settingsPartPath('changes')) })
            .then(() => window.close());
        }}
      >
        See the changes
      </button>
    </p>
  );
}
