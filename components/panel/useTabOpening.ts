import { useLayoutEffect, useState } from 'preact/hooks';
import type { Endpoint } from '@/lib/api/endpoint';
import { cleanParams, priceOf } from '@/lib/areas/page-params';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { FormValues } from './ParamForm';
import { useCountdown } from './useCountdown';
import type { useEndpointCall } from './useEndpointCall';

export interface TabOpening {
  /** The page's params under this endpoint's names. */
  given: Record<string, string>;
  /** Control values to start from (the options' defaults). */
  initialValues: FormValues;
  /** An answer that costs nothing now (a cached one) shows at once, unasked. */
  showFree: boolean;
  /** Fetch on its own once the tab has been in sight this many milliseconds. */
  autoFetchAfterMs: number | undefined;
  /** Its tab is the one on screen. */
  shown: boolean;
}

/**
 * A tab's controls and what it does as it opens: a free answer shown at once, and the automatic
 * fetch's countdown, which ends as soon as the user changes a control or opens another tab.
 */
export function useTabOpening(
  endpoint: Endpoint,
  call: ReturnType<typeof useEndpointCall>,
  { given, initialValues, showFree, autoFetchAfterMs, shown }: TabOpening,
) {
  const [values, setFormValues] = useState<FormValues>(initialValues);
  const params = { ...given, ...cleanParams(values) };
  const price = priceOf(endpoint, params);

  // The automatic fetch is for the page as shown: changed controls are the user's to send.
  const [autoFetchPending, setAutoFetchPending] = useState(
    autoFetchAfterMs !== undefined && price !== undefined,
  );
  const setValues = (next: FormValues) => {
    setAutoFetchPending(false);
    setFormValues(next);
  };
  // Another of the page's tabs opened before the wait ended: the user chose that one, not this spend.
  useLayoutEffect(() => {
    if (!shown) setAutoFetchPending(false);
  }, [shown]);
  // Only when shown: later runs are the user's. Asked with the render, not a frame later.
  const [lookedForFree, setLookedForFree] = useState(false);
  useLayoutEffect(() => {
    if (!showFree || price === undefined) {
      setLookedForFree(true);
      return;
    }
    void call
      .showFree(params, autoFetchPending ? 'free' : 'cache')
      .then((shownFree) => (shownFree ? undefined : showLoadedList()))
      .finally(() => setLookedForFree(true));
  }, []);
  /**
   * A list Load all loaded with another number of items a page (Items per list changed since)
   * stays what the tab shows: the number limits a new call, not what is kept.
   */
  const showLoadedList = async () => {
    if (!endpoint.pagination || values.count === undefined) return;
    const found = await sendMessage('findJob', { id: endpoint.id, params, anyCount: true });
    const count = found.ok ? found.reply?.params.count : undefined;
    if (count === undefined || String(count) === values.count) return;
    const asLoaded = { ...values, count: String(count) };
    if (await call.showFree({ ...given, ...cleanParams(asLoaded) }, 'cache')) setValues(asLoaded);
  };
  const fetchingIn = useCountdown(
    autoFetchPending && lookedForFree && call.state.status === 'idle',
    autoFetchAfterMs ?? 0,
    () => {
      setAutoFetchPending(false);
      if (price !== undefined) void call.run(params);
    },
  );
  return { values, setValues, params, price, fetchingIn };
}
