import { useEffect, useState } from 'preact/hooks';
import type { Endpoint } from '@/lib/api/endpoint';

/** A call in flight: the seconds it has taken, what it usually takes, and Cancel. */
export function Loading({
  endpoint,
  startedAt,
  onCancel,
}: {
  endpoint: Endpoint;
  startedAt: number;
  onCancel(): void;
}) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const typical = endpoint.timing.typicalSeconds;
  return (
    <div class="sl-loading" role="status" data-testid="loading">
      <span>
        Fetching… {Math.floor((now - startedAt) / 1000)} s
        {typical ? ` (usually ${typical[0]}–${typical[1]} s)` : ''}
      </span>
      <button type="button" class="sl-button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
