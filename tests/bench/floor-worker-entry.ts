/**
 * The floor of a worker's wake, bundled by floor.ts into an extension of its own: the same
 * database opened, and the same message (`callApi` on a request port) answered from its cache,
 * nothing else of Sidelight's worker. The bench puts the cached answer in with `seed`.
 */
import { isEnvelope, requestPortName } from '@/lib/extension/shared/envelope';
import { cacheKey } from '@/lib/store/cache';
import { type CacheEntry, openStore, type SidelightDb } from '@/lib/store/db';

let store: Promise<SidelightDb> | undefined;

chrome.runtime.onConnect.addListener((port) => {
  if (port.name !== requestPortName) return;
  port.onMessage.addListener(async (message: unknown) => {
    if (!isEnvelope(message)) return;
    store ??= openStore();
    const db = await store;
    if (message.type === ('seed' as string)) {
      await db.put('cache', message.data as CacheEntry);
      port.postMessage({ ok: true });
      return;
    }
    const { id, params } = message.data as { id: string; params: Record<string, unknown> };
    const entry = await db.get('cache', cacheKey({ id }, params));
    port.postMessage(
      entry
        ? { ok: { ok: true, data: entry.data, source: 'cache', fetchedAt: entry.fetchedAt } }
        : { error: 'Not cached' },
    );
  });
});
