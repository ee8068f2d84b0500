import { useState } from 'preact/hooks';
import { SearchBox } from '@/components/SearchBox';
import { Unanswered } from '@/components/Unanswered';
import { HistoryDeleted } from './HistoryDeleted';
import { HistoryRow } from './HistoryRow';
import { Reading } from './Reading';
import { shownAtMost, useHistoryList } from './use-history-list';
import { useUndoableDelete } from './use-undoable-delete';

/**
 * Past results: search their summaries, reopen one in the panel without a new call, download,
 * delete. The list follows new results as they are fetched.
 */
export function HistorySection() {
  const [query, setQuery] = useState('');
  const { entries, unanswered, notAnswered, reload } = useHistoryList(query);
  const { deleted, remove, undo, undoButton, list } = useUndoableDelete({ reload, notAnswered });
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
            <HistoryRow key={entry.id} entry={entry} remove={() => remove(entry)} />
          ))}
        </ol>
      )}
      {entries?.length === shownAtMost && (
        <p class="sl-muted">The newest {shownAtMost} results; search to find older ones.</p>
      )}
    </section>
  );
}
