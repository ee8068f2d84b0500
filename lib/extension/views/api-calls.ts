/**
 * How a view (panel, popup, options) asks for data: through the background, never directly. A
 * worker that dies mid-call closes the request's port; the view then gets a clear "interrupted"
 * answer instead of waiting forever.
 *
 * A big answer does not cross as a message: the background leaves it in the cache and the view
 * reads it there (see `StoredAnswer`), from the database Sidelight's pages share with the worker
 * (./stored-answers.ts, loaded the first time a view needs it).
 */
import type { HistoryEntry, JobPage } from '../../store/db';
import type { AnswerBody, CallReply, ServiceResult, StoredAnswer } from '../shared/answers';
import { type NotKept, onNotKept } from '../shared/kept-news';
import type { CallRequest } from '../shared/messages';
import { sendMessage } from './send-message';

const interruptedMessage =
  "Sidelight's background stopped during this call. Nothing fetched before is lost: retry when ready.";

const interrupted: ServiceResult = {
  ok: false,
  error: { kind: 'interrupted', message: interruptedMessage },
};

const ask = async (request: CallRequest): Promise<CallReply> => {
  const sent = await sendMessage('callApi', request);
  return sent.ok ? sent.reply : interrupted;
};

/** The view's own reads of the database it shares with the background, loaded on first need. */
const ownReads = () => import('./stored-answers');

/**
 * How a big answer crosses: the view reads it where the background kept it (the cache, and for a
 * network answer its history entry, kept in the same transaction); only an answer the database
 * could not keep comes from the background's copy. Paid once whatever the way.
 */
async function readAnswer(reply: StoredAnswer): Promise<AnswerBody | undefined> {
  // Each read of the view's own that fails falls to the next way, the background's copy last.
  const reads = await ownReads().catch(() => undefined);
  // As above: the history entry, then the background's copy, are read next.
  const cached = await reads?.readStored(reply.key, reply.fetchedAt).catch(() => undefined);
  if (cached || reply.source !== 'network') return cached;
  const entry =
    reply.historyId === undefined
      ? undefined
      : // As above: the background's copy is asked for next.
        await reads?.readHistoryEntry(reply.historyId).catch(() => undefined);
  if (entry?.at === reply.fetchedAt) {
    const { data, envelope, warnings } = entry;
    return { data, ...(envelope ? { envelope } : {}), warnings };
  }
  const taken = await sendMessage('takeAnswer', { key: reply.key, fetchedAt: reply.fetchedAt });
  return (taken.ok && taken.reply) || undefined;
}

/** Answers heard of as not kept, the newest few, by cache key and time fetched. */
const notKeptHeard = new Map<string, NotKept>();
const notKeptListeners = new Set<(news: NotKept) => void>();
const heardAtMost = 20;
const answerId = (key: string, fetchedAt: number) => `${fetchedAt}:${key}`;
let hearing = false;

/**
 * Listens for answers the background could not keep, from this view's first call on: the news
 * may come before the reply it is about, or long after it.
 */
function hearNotKept() {
  if (hearing) return;
  hearing = true;
  onNotKept((news) => {
    notKeptHeard.set(answerId(news.key, news.fetchedAt), news);
    for (const old of [...notKeptHeard.keys()].slice(0, -heardAtMost)) notKeptHeard.delete(old);
    for (const listener of notKeptListeners) listener(news);
  });
}

/** Whether this answer was heard of as not kept, and why. */
export const notKeptOf = (answer: { key: string; fetchedAt: number }): NotKept | undefined =>
  notKeptHeard.get(answerId(answer.key, answer.fetchedAt));

/** Calls `listener` with each answer heard of as not kept from now on; returns the unsubscribe. */
export function listenNotKept(listener: (news: NotKept) => void): () => void {
  hearNotKept();
  notKeptListeners.add(listener);
  return () => notKeptListeners.delete(listener);
}

export async function callApi(request: CallRequest): Promise<ServiceResult> {
  hearNotKept();
  const reply = await ask({ ...request, byKey: true });
  if (!('stored' in reply)) return reply;
  const { stored: _stored, ...rest } = reply;
  const body = await readAnswer(reply);
  if (body) return { ...rest, ...body };
  // A network answer the database did not keep, and the background no longer holds (it stopped).
  if (reply.source === 'network') return interrupted;
  // A cached answer dropped or replaced between the reply and the read: asked again, this time
  // carried in the reply (the cache answers again, or a new call is made as Fetch would have).
  const again = await ask({ ...request, byKey: false });
  return 'stored' in again ? interrupted : again;
}

/**
 * A result of the history, read by the view itself (a big one would cost far more as a message);
 * asked of the background when the view's database does not have it (a private window's, say).
 */
export async function readHistory(id: number): Promise<HistoryEntry | null> {
  const found = await ownReads()
    .then(({ readHistoryEntry }) => readHistoryEntry(id))
    // The view's own read failed: the background is asked next.
    .catch(() => undefined);
  if (found) return found;
  const asked = await sendMessage('getHistory', { id });
  return asked.ok ? asked.reply : null;
}

/** A job's pages from page `from` on, read by the view itself like a history result. */
export async function readJobPages(jobId: number, from: number): Promise<JobPage[] | undefined> {
  const found = await ownReads()
    .then((reads) => reads.readJobPages(jobId, from))
    // The view's own read failed: the background is asked next.
    .catch(() => undefined);
  if (found) return found;
  const asked = await sendMessage('jobPages', { jobId, from });
  return asked.ok ? asked.reply : undefined;
}

export const cancelCall = async (requestId: string) => {
  const sent = await sendMessage('cancelCall', { requestId });
  return sent.ok ? sent.reply : { cancelled: false };
};
