/**
 * Every platform's DOM resolvers, for tests and the bench; each platform's content script
 * (entrypoints/page-<platform>.ts) imports its own platform's alone.
 */
import type { PageMatch, Platform, PlatformId } from '../platform';
import { linkedinResolvers } from './linkedin';
import { lumaResolvers } from './luma';
import type { DomResolvers } from './resolver';
import { youtubeResolvers } from './youtube';

export const domResolvers: Partial<Record<PlatformId, DomResolvers>> = {
  youtube: youtubeResolvers,
  linkedin: linkedinResolvers,
  luma: lumaResolvers,
};

/** Whether a page of this kind is told from its markup (by its platform's resolver). */
export const needsMarkup = (platform: Platform, match: PageMatch | null): boolean =>
  match !== null && domResolvers[platform.id]?.[match.kind] !== undefined;
