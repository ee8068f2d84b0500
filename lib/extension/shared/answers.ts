/**
 * What the background answers the views: one endpoint's result (from the network, the cache or
 * the samples) or why there is none, and what a call would cost now. Types only.
 */
import type { Credits } from '../../api/client';
import type { ApiError } from '../../api/errors';
import type { BatchJob, LoadAllJob } from '../../store/db';

export type ServiceError =
  | ApiError
  /** The till refused the call before it was sent: it would pass the cap named. */
  | { kind: 'overBudget'; over: 'daily' | 'monthly' | 'job' | 'automatic'; message: string }
  | { kind: 'interrupted'; message: string }
  /** A call asked `only` from the cache (or the samples) that neither held. */
  | { kind: 'notCached'; message: string };

/**
 * An error the settings cause (the key, the service address, a daily or monthly cap): once the
 * settings change, its words may no longer hold, and the call is the person's to try again.
 */
export const causedBySettings = (error: ServiceError): boolean =>
  error.kind === 'auth' ||
  (error.kind === 'overBudget' && error.over !== 'job') ||
  ('noAddress' in error && error.noAddress === true);

export type ServiceResult =
  | {
      ok: true;
      data: unknown;
      /**
       * The rest of the body when the service wrapped the answer in an envelope (`rawOf` rebuilds
       * the body as sent). The body itself is not sent too: a big answer crosses once.
       */
      envelope?: Record<string, unknown>;
      warnings: string[];
      credits: Credits;
      key: string;
      fetchedAt: number;
      /** Where the answer came from: a new call, the cache (free), or the bundled samples. */
      source: 'network' | 'cache' | 'demo';
      /**
       * What this call charged, by the ledger's one rule (`spent` in ledger.ts): 0 from the cache,
       * from demo data, and for an asker another's request answered (`shared`).
       */
      charged: number;
      /** Answered by the request of another asker of the same call, charged to that one alone. */
      shared?: true;
      historyId?: number;
    }
  | {
      ok: false;
      error: ServiceError;
      credits?: Credits;
      key?: string;
      /** What the call's requests charged (a timeout may have been); absent when none was sent. */
      charged?: number;
      shared?: true;
    };

export type Answer = Extract<ServiceResult, { ok: true }>;

/** What a reply leaves out when the answer is left in the cache. */
export type AnswerBody = Pick<Answer, 'data' | 'envelope' | 'warnings'>;

/**
 * A big answer left in the database for the asking view, which reads it there itself (see
 * `readAnswer` in api-calls.ts): the reply without the answer's data, envelope and warnings.
 */
export type StoredAnswer = Omit<Answer, 'data' | 'envelope' | 'warnings'> & { stored: true };

/** What the background replies to a view's call. */
export type CallReply = ServiceResult | StoredAnswer;

/**
 * Why a call would cost nothing (more) now: demo data, a fresh cached answer, or the same call
 * already in flight, which it would join; or null: its price.
 */
export interface CostNow {
  free: 'demo' | 'cache' | 'inFlight' | null;
}

/** A job as the background left it after a request (start, resume, stop), or why it could not. */
export type JobReply = { ok: true; job: LoadAllJob } | { ok: false; message: string };

/** A batch as the background left it after a request (start, resume, stop), or why it could not. */
export type BatchReply = { ok: true; batch: BatchJob } | { ok: false; message: string };
