/// <reference types="vite/client" />
/**
 * Every endpoint's view, gathered from the areas' folders (lib/areas/<area>/views.ts) by the
 * bundler: only what renders answers loads them, never the popup or the settings.
 */
import type { ViewSpec } from '@/lib/api/view-spec';

const areaViews = import.meta.glob<Record<string, ViewSpec>>('../../lib/areas/*/views.ts', {
  eager: true,
  import: 'views',
});

const byId = new Map<string, ViewSpec>(
  Object.entries(areaViews).flatMap(([file, views]) => {
    const area = /areas\/([^/]+)\/views\.ts$/.exec(file)?.[1] ?? '';
    return Object.entries(views).map(([name, view]) => [`${area}.${name}`, view] as const);
  }),
);

/** The family view of an endpoint's answer; undefined for a transcript, which has its own. */
export const familyViewOf = (id: string): ViewSpec | undefined => byId.get(id);
