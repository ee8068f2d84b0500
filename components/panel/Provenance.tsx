import { charged } from '@/lib/api/credits';
import { credits } from '@/lib/words';
import type { Loaded } from './useEndpointCall';

/** Where the answer shown came from: demo data, the cache (and how old), or a call and its price. */
export function Provenance({ loaded }: { loaded: Loaded }) {
  const { answer } = loaded;
  const minutes = Math.round((Date.now() - answer.fetchedAt) / 60_000);
  const age =
    minutes < 1
      ? 'just now'
      : minutes < 60
        ? `${minutes} min ago`
        : `${Math.round(minutes / 60)} h ago`;
  const text =
    answer.source === 'demo'
      ? 'Demo data: no call, no credits'
      : answer.source === 'cache'
        ? `From the cache, fetched ${age}: free`
        : answer.shared
          ? `Fetched ${age} by a call already on its way: free`
          : `Fetched ${age}: ${credits(answer.charged ?? charged(answer.credits))}`;
  return (
    <span class="sl-muted" data-testid="provenance" data-source={answer.source}>
      {text}
    </span>
  );
}
