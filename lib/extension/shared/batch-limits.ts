/** How many of a batch's calls run at a time: the page offers 1 to the most, starting at the default. */
export const mostBatchConcurrency = 10;
export const defaultBatchConcurrency = 3;
