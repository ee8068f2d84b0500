import { useEffect, useState } from 'preact/hooks';
import type { BatchRow } from '@/lib/store/db';
import { repeatsByEndpoint, repeatsLine } from './batch-words';

/**
 * "2 repeated comments dropped.": the items a batch left out as an earlier page gave them, named
 * as its files name them (their views', loaded for the endpoints that dropped some); '' for none.
 */
export function useRepeatsLine(rows: readonly BatchRow[]): string {
  const endpoints = [...repeatsByEndpoint(rows).keys()].join(' ');
  const [nounOf, setNounOf] = useState<{ of(endpointId: string): string }>();
  useEffect(() => {
    if (endpoints === '') return;
    let shown = true;
    void Promise.all([
      import('@/components/views/answer-shape'),
      import('@/components/views/specs'),
    ]).then(async ([{ answerShape }, { loadAreaViews }]) => {
      const areas = new Set(endpoints.split(' ').map((id) => id.split('.')[0] ?? ''));
      await Promise.all([...areas].map(loadAreaViews));
      if (shown) setNounOf({ of: (endpointId) => answerShape(endpointId).name });
    });
    return () => {
      shown = false;
    };
  }, [endpoints]);
  return nounOf && endpoints !== '' ? repeatsLine(rows, nounOf.of) : '';
}
