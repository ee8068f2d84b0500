import { costLabel } from '@/components/useCostNow';
import type { CostNow } from '@/lib/extension/shared/answers';
import { offersRetry } from './ErrorNotice';
import { Provenance } from './Provenance';
import type { CallState, Loaded } from './useEndpointCall';

/**
 * The line under a tab's controls: Fetch, or Refresh once there is an answer, with its price;
 * the automatic fetch's countdown; where the answer shown came from.
 */
export function RunActions({
  state,
  loaded,
  price,
  free,
  fetchingIn,
  onRun,
}: {
  state: CallState;
  loaded: Loaded | undefined;
  price: number | undefined;
  free: CostNow['free'] | undefined;
  fetchingIn: number | null;
  onRun(): void;
}) {
  return (
    <div class="sl-actions">
      {/* After a failure the notice's Retry is the one way on, with its price. */}
      {state.status !== 'loading' && !(state.status === 'error' && offersRetry(state.error)) && (
        <button
          type="button"
          class={`sl-button ${loaded ? '' : 'sl-button--primary'}`}
          data-testid="run"
          disabled={price === undefined}
          onClick={onRun}
        >
          {loaded ? 'Refresh' : 'Fetch'} · {costLabel(price, free)}
        </button>
      )}
      {fetchingIn !== null && (
        <span class="sl-muted" data-testid="fetch-countdown">
          Fetching in {fetchingIn} s
        </span>
      )}
      {loaded && <Provenance loaded={loaded} />}
    </div>
  );
}
