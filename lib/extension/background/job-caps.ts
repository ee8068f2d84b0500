/**
 * A job's cap belongs to the job: a resume goes on under the cap stored with it. A view may lower
 * it, and raise it only when the user typed the higher figure and confirmed it (`raiseCap`), so a
 * resume never spends past the cap the user set, and the stored cap never changes by itself.
 */
import { credits } from '../../words';

/** The cap a job resumes under, or why the resume is refused. */
export function capOnResume(
  stored: number,
  asked: number | undefined,
  raiseCap: boolean,
): { cap: number } | { refused: string } {
  if (asked === undefined || asked <= stored || raiseCap) return { cap: asked ?? stored };
  return {
    refused: `Not resumed: its cap is ${credits(stored)}. A higher cap is set only by raising it, with the figure you type.`,
  };
}
