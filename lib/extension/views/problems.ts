/**
 * How a view records what went wrong: by message to the background, which keeps the record and
 * scrubs it of the key (views never read it). Scrubbed here first, so nothing key-shaped crosses.
 */
import { type Doing, errorWords, scrubbed } from '../shared/problems';
import { sendMessage } from './send-message';

/**
 * A `catch` handler that reports the error as a problem of `doing`. `sendMessage` never throws: a
 * background that cannot be reached cannot keep the record either, and the view goes on.
 */
export const reportProblem =
  (doing: Doing) =>
  (error: unknown): void =>
    void sendMessage('reportProblem', { doing, error: scrubbed(errorWords(error)) });
