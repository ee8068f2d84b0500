import { SearchBox } from '@/components/SearchBox';
import { counted, exactNumber } from '../format';

/** The filter of a loaded list, and how many of its rows it lets through. */
export function Filter({
  value,
  onInput,
  count,
  total,
}: {
  value: string;
  onInput(value: string): void;
  count: number;
  total: number;
}) {
  return (
    <div class="sl-actions">
      <SearchBox label="Filter the loaded rows" value={value} onInput={onInput} />
      <span class="sl-muted">
        {count === total
          ? counted(total, 'row')
          : `${exactNumber(count)} of ${counted(total, 'row')}`}
      </span>
    </div>
  );
}

/** What shows instead of rows: an answer without any, or a filter that matches none. */
export function Empty({ needle, none }: { needle: string; none: string }) {
  return (
    <p class="sl-muted sl-empty" data-testid="empty">
      {needle.trim() === '' ? none : `No loaded row contains “${needle.trim()}”.`}
    </p>
  );
}
