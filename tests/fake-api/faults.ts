/**
 * What a test can make the fake do to the next matching request(s): answer with any status and
 * body, wait, cut the body, drop the connection, wrap the body in an envelope.
 */
export interface Fault {
  /** The endpoint id (`video.comments`) or area (`video`) it applies to; every request if absent. */
  endpoint?: string;
  /** How many matching requests it applies to (default 1). */
  times?: number;
  /** Wait this long before answering (up to minutes, for the slow scrapes). */
  delayMs?: number;
  /** Answer only once the test calls `release()`: a slow scrape whose end the test chooses. */
  hold?: boolean;
  /** Answer with this instead of the sample. Not charged. */
  respond?: { status: number; body?: unknown; headers?: Record<string, string> };
  /** Send the successful body cut in half (status 200, length of the cut part). */
  truncate?: boolean;
  /** Close the connection: before any answer, or after the headers went out. */
  drop?: 'beforeResponse' | 'afterHeaders';
  /** Send the headers and half the body, then nothing more. */
  stall?: boolean;
  /** Wrap the successful body as `{ success: true, data }`. */
  envelope?: boolean;
  /** Answer (and charge) as usual, with the answer made hostile (see hostile.ts). */
  hostile?: boolean;
}

/** Ready-made faults for the answers the service is known to give (design/api-behaviour.md). */
export const faults = {
  status: (
    status: number,
    error = `Fake failure ${status}`,
    headers?: Record<string, string>,
  ): Fault => ({
    respond: { status, body: { success: false, error }, ...(headers ? { headers } : {}) },
  }),
  rateLimited: (retryAfterSeconds: number): Fault => ({
    respond: {
      status: 429,
      body: { error: 'Rate limit exceeded' },
      headers: { 'retry-after': String(retryAfterSeconds) },
    },
  }),
  outOfCredits: (): Fault => ({
    respond: { status: 429, body: { error: 'Insufficient credits: top up your balance' } },
  }),
  proxyPage: (status = 502): Fault => ({
    respond: {
      status,
      body: `<html><head><title>${status} Bad Gateway</title></head><body><center><h1>${status} Bad Gateway</h1></center><hr><center>nginx</center></body></html>`,
      headers: { 'content-type': 'text/html' },
    },
  }),
  successFalse: (error = 'Scraper failed to load the page'): Fault => ({
    respond: { status: 200, body: { success: false, error } },
  }),
} satisfies Record<string, (...args: never[]) => Fault>;
