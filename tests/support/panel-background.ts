/**
 * The background as the panel meets it, for unit tests of the panel (`vi.mock` the messaging
 * module with this one): a cache of answers by call, the calls asked, and those paid for.
 */
import { sampleOf } from '@/lib/areas/samples';
import type { ServiceError } from '@/lib/extension/shared/answers';
import type { CallRequest } from '@/lib/extension/shared/messages';
import type { TabPage } from '@/lib/extension/shared/tab-page';

type Asked = Pick<CallRequest, 'id' | 'params' | 'only' | 'refresh'>;

export const background = {
  asked: [] as Asked[],
  /** The calls that went to the service, by key. */
  paid: [] as string[],
  cached: new Set<string>(),
  /** What every call not asked of the cache alone fails with, when set. */
  refusal: undefined as ServiceError | undefined,
  reset() {
    background.refusal = undefined;
    background.asked.length = 0;
    background.paid.length = 0;
    background.cached.clear();
  },
};

export const keyOf = (request: Pick<CallRequest, 'id' | 'params'>) =>
  `${request.id}:${String(request.params.videoId)}`;

/** Answers as the background does: from the cache (fetched 5 minutes ago), or paid. */
export async function sendMessage(type: string, data: Asked) {
  const cached = data !== undefined && background.cached.has(keyOf(data));
  // A refresh always pays.
  if (type === 'costNow')
    return { ok: true, reply: { free: cached && !data.refresh ? 'cache' : null } };
  if (type !== 'callApi') return { ok: false, error: 'Not in this test' };
  background.asked.push(data);
  if (data.only && !cached) {
    return {
      ok: true,
      reply: { ok: false, error: { kind: 'notCached', message: 'Not cached' }, key: keyOf(data) },
    };
  }
  if (background.refusal)
    return { ok: true, reply: { ok: false, error: background.refusal, key: keyOf(data) } };
  if (!cached) background.paid.push(keyOf(data));
  background.cached.add(keyOf(data));
  return {
    ok: true,
    reply: {
      ok: true,
      data: sampleOf(data.id),
      warnings: [],
      credits: { price: cached ? 0 : 4 },
      key: keyOf(data),
      fetchedAt: Date.now() - 5 * 60_000,
      source: cached ? 'cache' : 'network',
    },
  };
}

/** A YouTube video as its tab reports it. */
export const videoPage = (videoId: string): TabPage => ({
  platform: 'youtube',
  url: `https://www.youtube.com/watch?v=${videoId}`,
  title: '',
  match: { area: 'video', kind: 'video', params: { videoId } },
  tabId: 7,
  reportedAt: 0,
});
