/// <reference types="vite/client" />
/**
 * The views' registry for the extension's pages: an area's views (lib/areas/<area>/views.ts),
 * gathered by the bundler, load the first time a page or an answer of the area is shown. The
 * panel's first paint carries none, a page loads its own area's alone, and the popup and the
 * settings never load them. (The worker reads every area's at once: lib/areas/views.ts.)
 */
import type { AreaPart } from '@/components/useArea';
import type { ViewSpec } from '@/lib/api/view-spec';
import { countedPathsFrom, resultTitleFrom } from '@/lib/areas/view-facts';

const viewFiles = import.meta.glob<Record<string, ViewSpec>>('../../lib/areas/*/views.ts', {
  import: 'views',
});

const areaOf = (file: string) => /areas\/([^/]+)\/views\.ts$/.exec(file)?.[1] ?? '';

const byId = new Map<string, ViewSpec>();
const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();

/** Loads an area's views, once; a load that failed is tried again the next time. */
export function loadAreaViews(area: string): Promise<void> {
  const known = loading.get(area);
  if (known) return known;
  const load = viewFiles[`../../lib/areas/${area}/views.ts`];
  const views = (load ? load() : Promise.resolve<Record<string, ViewSpec>>({})).then(
    (views) => {
      // Said here, or the page fails with an error that names no file.
      if (!views) throw new Error(`lib/areas/${area}/views.ts exports no \`views\``);
      for (const [name, view] of Object.entries(views)) byId.set(`${area}.${name}`, view);
      loaded.add(area);
    },
    (error: unknown) => {
      loading.delete(area);
      throw error;
    },
  );
  loading.set(area, views);
  return views;
}

export const areaViewsLoaded = (area: string): boolean => loaded.has(area);

/** The views, as the part of an area's code that the panel loads with its endpoints. */
export const areaViews: AreaPart = { load: loadAreaViews, loaded: areaViewsLoaded };

/** Every area's views: for what shows answers of any area (the explorer, a history result). */
export const loadEveryAreaViews = async (): Promise<void> => {
  await Promise.all(Object.keys(viewFiles).map((file) => loadAreaViews(areaOf(file))));
};

/**
 * The family view of an endpoint's answer, once its area's views are loaded; undefined for a
 * transcript, which has its own.
 */
export const familyViewOf = (id: string): ViewSpec | undefined => byId.get(id);

/** A result's title and what its card counts, once its area's views are loaded. */
export const resultTitle = resultTitleFrom(familyViewOf);
export const countedPaths = countedPathsFrom(familyViewOf);
