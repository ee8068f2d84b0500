import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { SearchBox } from '@/components/SearchBox';
import { endpoints } from '@/lib/api/catalog';
import { endpointName, platformOfArea } from '@/lib/api/names';
import { download, fileName, toJson } from '@/lib/export/files';
import { sendMessage } from '@/lib/extension/messaging';
import type { HistoryEntry } from '@/lib/store/db';

/** Past results: search, reopen in the panel without a new call, download, delete. */
export function HistorySection() {
  const [query, setQuery] = useState('');
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  const load = (text: string) =>
    void sendMessage('listHistory', { query: text, limit: 100 })
      .then(setEntries)
      .catch(() => undefined);
  useEffect(() => load(query), [query]);
  return (
    <section class="sl-card" data-testid="history">
      <h2 class="sl-card__title">History</h2>
      <SearchBox
        label="Search the history"
        placeholder="Platform, kind, id or text"
        value={query}
        onInput={setQuery}
      />
      {entries.length === 0 ? (
        <p class="sl-muted">Nothing yet.</p>
      ) : (
        <ol class="sl-rows">
          {entries.map((entry) => (
            <li key={entry.id} class="sl-history">
              <p class="sl-item__title" title={entry.endpointId}>
                {endpointName(entry.endpointId)}
              </p>
              <p class="sl-item__subtitle">
                {new Date(entry.at).toLocaleString()} ·{' '}
                {Object.values(entry.params)
                  .filter((value) => typeof value === 'string')
                  .join(' · ')}
                {entry.demo ? ' · demo data' : ''}
              </p>
              <div class="sl-actions">
                <button
                  type="button"
                  class="sl-button"
                  onClick={() =>
                    void browser.tabs.create({
                      url: browser.runtime.getURL(`/sidepanel.html?history=${entry.id}`),
                    })
                  }
                >
                  Reopen
                </button>
                <button
                  type="button"
                  class="sl-button"
                  onClick={() =>
                    download(
                      toJson(entry.data),
                      fileName(
                        {
                          platform: platformOfArea(entry.endpointId)?.id ?? 'sidelight',
                          id: String(Object.values(entry.params)[0] ?? ''),
                          what: endpoints
                            .find((endpoint) => endpoint.id === entry.endpointId)
                            ?.label.toLowerCase(),
                          date: new Date(entry.at),
                        },
                        'json',
                      ),
                      'application/json',
                    )
                  }
                >
                  Download
                </button>
                <button
                  type="button"
                  class="sl-button"
                  onClick={() =>
                    void sendMessage('deleteHistory', { id: entry.id ?? -1 }).then(() =>
                      load(query),
                    )
                  }
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
