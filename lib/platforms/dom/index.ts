/**
 * Every platform's DOM resolvers, for tests and the bench. Content scripts import their own
 * platform's alone, so each carries only its code.
 */
import type { PlatformId } from '../platform';
import { linkedinResolvers } from './linkedin';
import { lumaResolvers } from './luma';
import type { DomResolvers } from './resolver';
import { youtubeResolvers } from './youtube';

export const domResolvers: Partial<Record<PlatformId, DomResolvers>> = {
  youtube: youtubeResolvers,
  linkedin: linkedinResolvers,
  luma: lumaResolvers,
};
