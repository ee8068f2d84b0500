/**
 * One realistic answer per endpoint, as the service sends it (bare form), kept in each area's
 * folder (lib/areas/<area>/samples.ts). The build writes them as the demo's JSON files, the local
 * fake serves them, the tests read them: no view or worker loads them as code.
 */
import { type EndpointId, endpoints, type ResponseOf } from './index';

const areas = [...new Set(endpoints.map((entry) => entry.area))];
const modules: Record<string, object>[] = await Promise.all(
  areas.map((area) => import(`./${area}/samples.ts`)),
);

export const samples = Object.assign(
  {},
  ...areas.map((area, index) => modules[index]?.[`${area}Samples`]),
) as { [I in EndpointId]: ResponseOf<I> };

export const sampleOf = (id: string): unknown => (samples as Record<string, unknown>)[id];
