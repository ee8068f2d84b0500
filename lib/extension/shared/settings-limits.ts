/**
 * The settings' version and bounds, apart from their schema (settings-schema.ts), so that pages
 * which only read a setting carry no schema.
 */

/**
 * The settings' version, the first line of a settings file. 1: the wait before fetching, the
 * items per list, the history's days, the snapshots kept, the path style and the batch's calls at
 * a time could be absent (older Sidelights lacked them). 2: every one of them is written out.
 */
export const settingsVersion = 2;

/** The longest wait before fetching the settings allow, in seconds. */
export const maxAutoFetchDelaySeconds = 10;

/** How many of a batch's calls run at a time: the page offers 1 to the most, starting at the default. */
export const mostBatchConcurrency = 10;
export const defaultBatchConcurrency = 3;
