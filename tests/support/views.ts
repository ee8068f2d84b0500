/**
 * Every endpoint's view, read from the areas' folders as the bundler gathers them for the views
 * (components/views/specs.ts), for tests and the fake service that run without it.
 */

import type { ViewSpec } from '../../lib/api/view-spec';
import { endpoints } from '../../lib/areas';

const areas = [...new Set(endpoints.map((entry) => entry.area))];
const modules: { views: Record<string, ViewSpec> }[] = await Promise.all(
  areas.map((area) => import(`../../lib/areas/${area}/views.ts`)),
);

const byId = new Map<string, ViewSpec>(
  areas.flatMap((area, index) =>
    Object.entries(modules[index]?.views ?? {}).map(
      ([name, view]) => [`${area}.${name}`, view] as const,
    ),
  ),
);

/** The family view of an endpoint's answer; undefined for a transcript, which has its own. */
export const familyViewOf = (id: string): ViewSpec | undefined => byId.get(id);
