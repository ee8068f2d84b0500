import { useState } from 'preact/hooks';

/** What a person reads when a file could not be written (a workbook's worker failed). */
export const fileProblemText = 'The file could not be written. Try again.';

/**
 * A download that may fail after its button was pressed (a workbook or zip is written in a
 * worker): `attempt` wraps its handler, and `problem` says what happened until the next try.
 */
export function useFileProblem() {
  const [problem, setProblem] = useState('');
  const attempt = (write: () => Promise<void>) => async () => {
    try {
      await write();
      setProblem('');
    } catch {
      setProblem(fileProblemText);
    }
  };
  return { problem, attempt };
}

/** The line saying a file could not be written; nothing while there is no problem. */
export const FileProblem = ({ problem }: { problem: string }) =>
  problem ? (
    <p class="sl-error" role="alert" data-testid="file-problem">
      {problem}
    </p>
  ) : null;
