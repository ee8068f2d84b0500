import { useState } from 'preact/hooks';
import { SearchBox } from '@/components/SearchBox';
import { counted, exactNumber } from '../format';

/** What narrows a loaded list: the words typed or picked, and an author picked. */
export interface Narrowing {
  needle: string;
  author: string;
}

const notNarrowed: Narrowing = { needle: '', author: '' };

/** A list's narrowing: `narrow` changes the parts it is given and keeps the other. */
export function useNarrowing() {
  const [narrowing, setNarrowing] = useState(notNarrowed);
  return {
    narrowing,
    narrow: (picked: Partial<Narrowing>) => setNarrowing((now) => ({ ...now, ...picked })),
    clear: () => setNarrowing(notNarrowed),
  };
}

/** "containing “sound” by @tom" */
export function narrowingWords({ needle, author }: Narrowing): string {
  const words = needle.trim();
  return [words && `containing “${words}”`, author && `by ${author}`].filter(Boolean).join(' ');
}

/**
 * The filter of a loaded list, how many of its rows it lets through, and, while an author is
 * picked or the words are set, what the list is narrowed to and a way back to all of it.
 */
export function Filter({
  value,
  onInput,
  count,
  total,
  noun = 'row',
  narrowing,
  onClear,
}: {
  value: string;
  onInput(value: string): void;
  count: number;
  total: number;
  /** What a row is, singular ("comment"): the narrowing line names it. */
  noun?: string;
  narrowing?: Narrowing;
  onClear?(): void;
}) {
  const narrowed = narrowing && narrowingWords(narrowing);
  return (
    <>
      <div class="sl-actions">
        <SearchBox label="Filter the loaded rows" value={value} onInput={onInput} />
        <span class="sl-muted" data-testid="filter-count">
          {count === total
            ? counted(total, 'row')
            : `${exactNumber(count)} of ${counted(total, 'row')}`}
        </span>
      </div>
      {narrowed && onClear && (
        <p class="sl-narrowed" data-testid="narrowed">
          Showing only the {noun}s {narrowed}.{' '}
          <button type="button" class="sl-link-button" onClick={onClear}>
            Show all {noun}s
          </button>
        </p>
      )}
    </>
  );
}

/** The filter of a list narrowed by `useNarrowing`: by the words typed or picked, and an author. */
export function NarrowingFilter({
  narrowed: { narrowing, narrow, clear },
  ...shown
}: {
  narrowed: ReturnType<typeof useNarrowing>;
  count: number;
  total: number;
  noun: string;
}) {
  return (
    <Filter
      value={narrowing.needle}
      onInput={(needle) => narrow({ needle })}
      narrowing={narrowing}
      onClear={clear}
      {...shown}
    />
  );
}

/** What shows instead of rows: an answer without any, or a filter that matches none. */
export function Empty({
  needle,
  none,
  author = '',
}: {
  needle: string;
  none: string;
  author?: string;
}) {
  const words = needle.trim();
  const by = author === '' ? '' : ` by ${author}`;
  return (
    <p class="sl-muted sl-empty" data-testid="empty">
      {words === '' && by === ''
        ? none
        : `No loaded row${by}${words === '' ? '' : ` contains “${words}”`}.`}
    </p>
  );
}
