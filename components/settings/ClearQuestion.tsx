import type { RefObject } from 'preact';
import { type ClearAction, clearActionWords } from '@/lib/store/kept-stores';
import { askWords, type Counts } from './storage-words';
import type { Asking } from './use-clear-question';

/**
 * The question under a row before its clearing action: what it removes (counted first), the
 * action, and Keep everything, which Escape answers too while asking.
 */
export function ClearQuestion({
  action,
  question,
  clear,
  close,
  keepIt,
}: {
  action: ClearAction;
  question: Asking;
  clear(action: ClearAction, counts: Counts): void;
  close(): void;
  keepIt: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <div
      class="sl-batch__delete"
      role="alertdialog"
      aria-labelledby={`ask-${action}`}
      data-testid="storage-question"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && question.state === 'asking') {
          event.preventDefault();
          close();
        }
      }}
    >
      {question.state === 'counting' ? (
        <p id={`ask-${action}`} role="status">
          Counting what it removes…
        </p>
      ) : (
        <>
          <p id={`ask-${action}`}>{askWords(question.action, question.counts)}</p>
          <div class="sl-actions">
            <button
              type="button"
              class="sl-button sl-button--danger"
              disabled={question.state === 'clearing'}
              onClick={() => clear(question.action, question.counts)}
            >
              {question.state === 'clearing' ? 'Removing…' : clearActionWords[question.action].name}
            </button>
            <button
              ref={keepIt}
              type="button"
              class="sl-button"
              disabled={question.state === 'clearing'}
              onClick={close}
            >
              Keep everything
            </button>
          </div>
        </>
      )}
    </div>
  );
}
