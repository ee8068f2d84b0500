import { reportProblem } from '@/lib/extension/views/problems';
import type { BatchJob, BatchRow } from '@/lib/store/db';
import { batchButtonWords, downloadBatch } from './batch-export';

/** A batch's files: one file a click, a CSV per kind of result (and per list in them) in one zip. */
export function BatchFiles({
  batch,
  rows,
  onProblem,
}: {
  batch: BatchJob;
  rows: BatchRow[];
  onProblem(problem: string): void;
}) {
  const download = async (kind: 'csv' | 'xlsx' | 'json') => {
    const done = await downloadBatch(kind, batch, rows).catch((error: unknown) => {
      reportProblem('downloadingBatch')(error);
      return { problem: 'The file could not be written. Try again.' };
    });
    onProblem(done.problem ?? '');
  };
  const buttonWords = batchButtonWords(rows, batch.notSent?.length ?? 0);
  return (
    <>
      <button type="button" class="sl-button" onClick={() => void download('csv')}>
        {buttonWords.csv}
      </button>
      <button type="button" class="sl-button" onClick={() => void download('xlsx')}>
        {buttonWords.excel}
      </button>
      <button type="button" class="sl-button" onClick={() => void download('json')}>
        {buttonWords.json}
      </button>
    </>
  );
}
