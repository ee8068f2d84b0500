import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { BatchJob } from '@/lib/store/db';
import { deleteWords } from './batch-state-words';

type Deleting = 'asking' | 'deleting' | undefined;

/**
 * Whether the delete question is asked, and where the focus goes: asked, to the question's safe
 * answer; kept, back to the button that asked.
 */
export function useDeleteQuestion() {
  const [deleting, setDeleting] = useState<Deleting>(undefined);
  const keepIt = useRef<HTMLButtonElement>(null);
  const askDelete = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (deleting === 'asking' && !asked.current) keepIt.current?.focus();
    if (deleting === undefined && asked.current) askDelete.current?.focus();
    asked.current = deleting !== undefined;
  }, [deleting]);
  return { deleting, setDeleting, keepIt, askDelete };
}

/** Asks before a batch is deleted, saying what goes with it. */
export function BatchDeleteQuestion({
  batch,
  deleting,
  setDeleting,
  keepIt,
  onDeleted,
  onProblem,
}: {
  batch: BatchJob;
  deleting: 'asking' | 'deleting';
  setDeleting(deleting: Deleting): void;
  keepIt: RefObject<HTMLButtonElement | null>;
  onDeleted(): void;
  onProblem(problem: string): void;
}) {
  return (
    <div class="sl-batch__delete" role="alertdialog" aria-labelledby="batch-delete-words">
      <p id="batch-delete-words">{deleteWords(batch)}</p>
      <div class="sl-actions">
        <button
          type="button"
          class="sl-button sl-button--danger"
          disabled={deleting === 'deleting'}
          onClick={async () => {
            setDeleting('deleting');
            const sent = await sendMessage('deleteBatch', { batchId: batch.id });
            if (!sent.ok) {
              setDeleting('asking');
              return onProblem("Sidelight's background did not answer. Try again.");
            }
            onDeleted();
          }}
        >
          {deleting === 'deleting' ? 'Deleting…' : `Delete batch ${batch.id}`}
        </button>
        <button ref={keepIt} type="button" class="sl-button" onClick={() => setDeleting(undefined)}>
          Keep it
        </button>
      </div>
    </div>
  );
}
