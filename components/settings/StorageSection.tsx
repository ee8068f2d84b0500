import { useEffect, useRef } from 'preact/hooks';
import { whileHolds } from '@/components/StatusLine';
import { Unanswered } from '@/components/Unanswered';
import { useStored } from '@/components/useStored';
import { storedWatched } from '@/lib/extension/shared/stored-writes';
import { opensSettingsPart } from '@/lib/extension/shared/view-addresses';
import { keptRows } from '@/lib/store/kept-stores';
import { Reading } from './Reading';
import { StorageRow } from './StorageRow';
import { browserWords, countsOf, keptWords, rowSizes } from './storage-words';
import { useClearQuestion } from './use-clear-question';
import { useKeptUse } from './use-kept-use';

/**
 * Opened from a notice that storage is full (`options.html#storage`): the section comes into
 * view once it shows what is kept, as the page draws it after loading.
 */
function useShownWhenAsked(loaded: boolean) {
  const shown = useRef<HTMLElement>(null);
  useEffect(() => {
    if (loaded && opensSettingsPart(globalThis.location?.hash ?? '', 'storage'))
      shown.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);
  return shown;
}

const StorageTitle = () => (
  <h2 class="sl-card__title" id="storage-title">
    Storage
  </h2>
);

/**
 * What Sidelight keeps, a row per kind with its count and size, their total (counted from the
 * stores, so a clearing shows at once), and apart from it what the browser allows and counts;
 * each kind that can be cleared has its action, which says what it will remove (counted as it is
 * asked) and asks first. The rows follow new calls, runs and clearing.
 */
export function StorageSection() {
  const { value: things } = useStored(storedWatched);
  const { use, estimate, unanswered, read, notAnswered } = useKeptUse();
  const watchedCount = things?.length ?? 0;
  const clearing = useClearQuestion({ read, watchedCount, notAnswered });
  const shown = useShownWhenAsked(Boolean(use && things));

  if (!use || !things)
    return (
      <section class="sl-card" aria-labelledby="storage-title" aria-busy={!unanswered}>
        <StorageTitle />
        {unanswered ? <Unanswered /> : <Reading what="what Sidelight keeps" />}
      </section>
    );
  const counts = countsOf(use, watchedCount);
  const sizes = rowSizes(use, counts);
  const said = whileHolds(clearing.status, counts);
  return (
    <section
      class="sl-card sl-storage"
      id="storage"
      ref={shown}
      aria-labelledby="storage-title"
      data-testid="storage"
    >
      <StorageTitle />
      <p data-testid="storage-total">{keptWords(use)}</p>
      {browserWords(estimate) && (
        <p class="sl-muted" data-testid="storage-browser">
          {browserWords(estimate)}
        </p>
      )}
      <ul class="sl-storage__rows">
        {keptRows.map((row) => (
          <StorageRow
            key={row.title}
            row={row}
            counts={counts}
            bytes={sizes.get(row) ?? 0}
            clearing={clearing}
          />
        ))}
      </ul>
      {unanswered && <Unanswered />}
      {said && (
        <p class="sl-muted" role="status" data-testid="storage-status">
          {said.text}
        </p>
      )}
    </section>
  );
}
