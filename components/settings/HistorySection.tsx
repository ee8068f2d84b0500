import { useEffect, useState } from 'preact/hooks';
import { SearchBox } from '@/components/SearchBox';
import { Unanswered } from '@/components/Unanswered';
import { CompareHistory } from './CompareHistory';
import { HistoryDeleted } from './HistoryDeleted';
import { HistoryRow } from './HistoryRow';
import { Reading } from './Reading';
import { shownAtMost, useHistoryList } from './use-history-list';
import { comparable, useHistoryPicks } from './use-history-picks';
import { useUndoableDelete } from './use-undoable-delete';

/**
 * Past results: search their summaries, reopen one in the panel without a new call, download,
 * delete, tick things to compare. The list follows new results as they are fetched.
 */
export function HistorySection() {
  const [query, setQuery] = useState('');
  const { entries, unanswered, notAnswered, reload } = useHistoryList(query);
  const { deleted, remove, undo, undoButton, list } = useUndoableDelete({ reload, notAnswered });
  const listed = entries?.filter((entry) => entry.id !== deleted?.id);
  const picks = useHistoryPicks();
  // The ticks follow the history as it is read again: a result deleted elsewhere names no thing.
  useEffect(() => {
    if (entries) picks.listed(entries, query.trim() === '' && entries.length < shownAtMost);
  }, [entries]);
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
      {(picks.picked.length > 0 || listed?.some(comparable)) && (
        <CompareHistory picked={picks.picked} untickAll={picks.untickAll} />
      )}
      {unanswered && <Unanswered />}
      {deleted && (
        <HistoryDeleted deleted={deleted} undo={() => undo(deleted)} undoButton={undoButton} />
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
            <HistoryRow
              key={entry.id}
              entry={entry}
              remove={() => {
                remove(entry);
                picks.deleted(entry, listed);
              }}
              compared={comparable(entry) ? picks.has(entry) : undefined}
              compare={(on) => picks.tick(entry, on)}
            />
          ))}
        </ol>
      )}
      {entries?.length === shownAtMost && (
        <p class="sl-muted">The newest {shownAtMost} results; search to find older ones.</p>
      )}
    </section>
  );
}
