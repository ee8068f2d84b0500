import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { SearchBox } from '@/components/SearchBox';
import { Unanswered } from '@/components/Unanswered';
import { useKept } from '@/components/useKept';
import { endpointName } from '@/lib/areas/names';
import { download, toJson } from '@/lib/export/files';
import { resultFileName } from '@/lib/export/words';
import { historyPanelPath } from '@/lib/extension/shared/view-addresses';
import { readHistory } from '@/lib/extension/views/api-calls';
import { reportProblem } from '@/lib/extension/views/problems';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { HistorySummary } from '@/lib/store/db';
import { Reading } from './Reading';

/** How many results the list shows at most. */
const shown = 100;

/** How long a deleted result can be brought back before it goes. */
const undoSeconds = 10;

/** Downloads a past result as JSON, read whole only now. */
async function downloadResult(summary: HistorySummary): Promise<void> {
  const entry = await readHistory(summary.id);
  if (!entry) return;
  download(
    toJson(entry.data),
    resultFileName(
      {
        endpointId: entry.endpointId,
        id: String(Object.values(entry.params)[0] ?? ''),
        date: new Date(entry.at),
      },
      'json',
    ),
    'application/json',
  );
}

/**
 * Past results: search their summaries, reopen one in the panel without a new call, download,
 * delete. The list follows new results as they are fetched.
 */
export function HistorySection() {
  const [query, setQuery] = useState('');
  // Undefined until the background first answers: "Nothing yet." only once it is known.
  const [entries, setEntries] = useState<HistorySummary[] | undefined>(undefined);
  const [unanswered, setUnanswered] = useState(false);
  // Only the newest search's answer is shown, whatever order the answers come in.
  const asked = useRef(0);
  const load = (text: string) => {
    const ask = ++asked.current;
    void sendMessage('listHistory', { query: text, limit: shown }).then((sent) => {
      if (ask !== asked.current) return;
      setUnanswered(!sent.ok);
      if (sent.ok) setEntries(sent.reply);
    });
  };
  useEffect(() => load(query), [query]);
  useKept('history', () => load(query));

  // Delete waits a while, the result hidden, so a slip can be undone; it goes when the wait ends,
  // when another is deleted, or when the page closes.
  const [deleted, setDeleted] = useState<HistorySummary | undefined>(undefined);
  const pending = useRef<
    { entry: HistorySummary; timer: ReturnType<typeof setTimeout> } | undefined
  >(undefined);
  const reload = useRef(() => load(query));
  reload.current = () => load(query);
  const undo = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const commit = () => {
    const now = pending.current;
    if (!now) return;
    clearTimeout(now.timer);
    pending.current = undefined;
    setDeleted(undefined);
    void sendMessage('deleteHistory', { id: now.entry.id }).then((sent) =>
      sent.ok ? reload.current() : setUnanswered(true),
    );
  };
  const remove = (entry: HistorySummary) => {
    commit();
    pending.current = { entry, timer: setTimeout(commit, undoSeconds * 1000) };
    setDeleted(entry);
  };
  const bringBack = (entry: HistorySummary) => {
    if (pending.current?.entry !== entry) return;
    clearTimeout(pending.current.timer);
    pending.current = undefined;
    setDeleted(undefined);
  };
  useEffect(() => {
    globalThis.addEventListener?.('pagehide', commit);
    return () => {
      globalThis.removeEventListener?.('pagehide', commit);
      commit();
    };
  }, []);
  // Deleting, the focus goes to Undo; undone, back to the result's Delete.
  const undone = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (deleted) undo.current?.focus();
    else if (undone.current !== undefined)
      list.current?.querySelector<HTMLElement>(`[data-delete="${undone.current}"]`)?.focus();
    undone.current = undefined;
  }, [deleted]);
  const listed = entries?.filter((entry) => entry.id !== deleted?.id);
  return (
    <section class="sl-card" data-testid="history">
      <h2 class="sl-card__title">History</h2>
      <div class="sl-history-search">
        <SearchBox
          label="Search the history"
          placeholder="Title, platform or id"
          value={query}
          onInput={setQuery}
        />
      </div>
      {unanswered && <Unanswered />}
      {deleted && (
        <p class="sl-muted" role="status" data-testid="history-deleted">
          Deleted “{deleted.title ?? endpointName(deleted.endpointId)}” from the history; its
          snapshots go with it.{' '}
          <button
            ref={undo}
            type="button"
            class="sl-button"
            onClick={() => {
              undone.current = deleted.id;
              bringBack(deleted);
            }}
          >
            Undo
          </button>
        </p>
      )}
      {listed === undefined ? (
        !unanswered && <Reading what="the history" />
      ) : listed.length === 0 ? (
        <p class="sl-muted">
          {query.trim() ? `Nothing matches “${query.trim()}”.` : 'Nothing yet.'}
        </p>
      ) : (
        <ol class="sl-history-list" ref={list}>
          {listed.map((entry) => (
            <li key={entry.id} class="sl-history">
              <p class="sl-item__title" title={entry.endpointId}>
                {entry.title ?? endpointName(entry.endpointId)}
              </p>
              <p class="sl-item__subtitle">
                {entry.title ? `${endpointName(entry.endpointId)} · ` : ''}
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
                      url: browser.runtime.getURL(historyPanelPath(entry.id)),
                    })
                  }
                >
                  Reopen
                </button>
                <button
                  type="button"
                  class="sl-button"
                  onClick={() =>
                    void downloadResult(entry).catch(reportProblem('downloadingResult'))
                  }
                >
                  Download
                </button>
                <button
                  type="button"
                  class="sl-button"
                  data-delete={entry.id}
                  onClick={() => remove(entry)}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {entries?.length === shown && (
        <p class="sl-muted">The newest {shown} results; search to find older ones.</p>
      )}
    </section>
  );
}
