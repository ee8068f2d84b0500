import { useLayoutEffect, useState } from 'preact/hooks';
import type { Endpoint } from '@/lib/api/endpoint';
import { areaEndpointsLoaded, loadAreaEndpoints } from '@/lib/areas/load-area';

export interface AreaCode {
  /** The area's endpoints once loaded (at once when an earlier view loaded them). */
  endpoints?: readonly Endpoint[];
  /** The code could not load (an update replaced it while the view was open). */
  failed: boolean;
}

/** More of an area's code that a view needs with its endpoints (the views of their answers). */
export interface AreaPart {
  load(area: string): Promise<void>;
  loaded(area: string): boolean;
}

const loadedNow = (area: string | undefined, part?: AreaPart): AreaCode => {
  const endpoints = area === undefined ? undefined : areaEndpointsLoaded(area);
  const ready = endpoints !== undefined && (part?.loaded(area ?? '') ?? true);
  return ready ? { endpoints, failed: false } : { failed: false };
};

/**
 * An area's endpoints, and `part` of its code beside them, loaded the first time a view asks for
 * them; what is loaded already is there on the first render.
 */
export function useArea(area: string | undefined, part?: AreaPart): AreaCode {
  const [code, setCode] = useState<AreaCode & { area?: string }>(() => ({
    area,
    ...loadedNow(area, part),
  }));
  const current = code.area === area ? code : loadedNow(area, part);
  // Asked for before the first paint, not after it: the page's tabs wait for this code.
  useLayoutEffect(() => {
    if (area === undefined || current.endpoints) return;
    let shown = true;
    Promise.all([loadAreaEndpoints(area), part?.load(area)]).then(
      ([endpoints]) => shown && setCode({ area, endpoints, failed: false }),
      () => shown && setCode({ area, failed: true }),
    );
    return () => {
      shown = false;
    };
  }, [area, part, current.endpoints]);
  return current;
}
