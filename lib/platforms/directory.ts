import { type Area, type PlatformId, platforms } from './index';

/** What the views show of a platform: never its page rules, domains or examples. */
export interface DirectoryEntry {
  id: PlatformId;
  name: string;
  area: Area;
  homepage: string;
  ownWords?: Readonly<Record<string, string>>;
  pageNames?: Readonly<Record<string, string>>;
}

/**
 * The platforms as the product lists them, as the views need them. The build replaces this
 * module with the same list as plain data (build-plugin.ts), so that a view's first paint
 * carries no platform's detectors.
 */
export const listed: readonly DirectoryEntry[] = platforms.map(
  ({ id, name, area, homepage, ...rest }) => ({
    id,
    name,
    area,
    homepage,
    ...('ownWords' in rest ? { ownWords: rest.ownWords } : {}),
    ...('pageNames' in rest ? { pageNames: rest.pageNames as Record<string, string> } : {}),
  }),
);

export const directory = Object.fromEntries(listed.map((entry) => [entry.id, entry])) as Record<
  PlatformId,
  DirectoryEntry
>;
