import { clearActionOf, clearActionWords, type KeptRow } from '@/lib/store/kept-stores';
import { ClearQuestion } from './ClearQuestion';
import { type Counts, rowCountWords, sizeWords } from './storage-words';
import type { ClearQuestionState } from './use-clear-question';

/**
 * One kind Sidelight keeps: its count and size, its clearing action if it has one (a share of
 * another's row has none), its note, and the action's question under it while asked.
 */
export function StorageRow({
  row,
  counts,
  bytes,
  clearing,
}: {
  row: KeptRow;
  counts: Counts;
  bytes: number;
  clearing: ClearQuestionState;
}) {
  const { asking } = clearing;
  const action = row.shareOf ? undefined : clearActionOf(row.kind);
  const question = action && asking?.action === action ? asking : undefined;
  return (
    <li class="sl-storage__row" data-testid="storage-row">
      <div class="sl-storage__line">
        <span class="sl-storage__title">{row.title}</span>
        <span class="sl-storage__count">{rowCountWords(row, counts)}</span>
        <span class="sl-storage__size">{sizeWords(bytes)}</span>
        {action && (
          <button
            type="button"
            class="sl-button"
            ref={(element) => {
              if (element) clearing.askers.current.set(action, element);
            }}
            aria-expanded={question !== undefined}
            disabled={asking !== undefined && question === undefined}
            onClick={() => void clearing.ask(action)}
          >
            {clearActionWords[action].name}…
          </button>
        )}
      </div>
      {row.note && <p class="sl-muted sl-storage__note">{row.note}</p>}
      {action && question && (
        <ClearQuestion
          action={action}
          question={question}
          clear={(cleared, counts) => void clearing.clear(cleared, counts)}
          close={clearing.close}
          keepIt={clearing.keepIt}
        />
      )}
    </li>
  );
}
