/**
 * A scheduled refresh that fails against the local fake, for the tests of the record of problems
 * in both browsers: one thing watched daily, and the service's error for it, which carries the
 * key and an address with a query, as a careless upstream might echo them.
 */
import { doings } from '../../lib/extension/shared/problems';
import type { Fault } from '../fake-api/faults';

export const failingThing = {
  endpointId: 'video.channel',
  params: { channelId: 'UCq7Lm3vXk9TzR2bN8wYd4Hg' } as Record<string, unknown>,
  url: 'https://www.youtube.com/channel/UCq7Lm3vXk9TzR2bN8wYd4Hg',
  title: 'Clack Lab',
};

/** Words of a search that must never reach the record. */
export const searchWords = 'my secret search';

/** The service's 500 for the thing, its message holding the key and a query. */
export const failingRefresh = (key: string): Fault => ({
  endpoint: failingThing.endpointId,
  respond: {
    status: 500,
    body: {
      success: false,
      error: `Upstream failed for https://upstream.example/v1/channel?api_key=${key}&q=${encodeURIComponent(searchWords)} with key ${key}`,
    },
  },
});

/**
 * What the record says of the failed run: the fixed phrase, how many failed and the service's
 * words, without the advice to retry (the run is tried again when next due, by itself).
 */
export const failedRun = {
  doing: doings.refreshingWatched,
  error: /^1 of 1 automatic refresh failed: The service failed \(500\)\. The service said: “.+”$/,
};

/** A view's report of a refused write, the key in its words. */
export const refusedWrite = (key: string) => ({
  doing: 'savingSettings' as const,
  error: `QuotaExceededError: the write for ${key} was refused`,
});
export const refusedWriteKept = {
  doing: doings.savingSettings,
  error: 'QuotaExceededError: the write for [your key] was refused',
};

/** The empty record's words. */
export const nothingWrong = 'Nothing has gone wrong: no problems are recorded.';
