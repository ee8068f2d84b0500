import { facebook } from './facebook';
import { google } from './google';
import { instagram } from './instagram';
import { linkedin } from './linkedin';
import { luma } from './luma';
import type { Platform, PlatformId } from './platform';
import { producthunt } from './producthunt';
import { reddit } from './reddit';
import { threads } from './threads';
import { tiktok } from './tiktok';
import { trustpilot } from './trustpilot';
import { youtube } from './youtube';

export type { Area, PageMatch, Platform, PlatformId } from './platform';

/** Every platform, in the order the product lists them. */
export const platforms: readonly Platform[] = [
  threads,
  tiktok,
  instagram,
  linkedin,
  reddit,
  luma,
  trustpilot,
  youtube,
  facebook,
  google,
  producthunt,
];

export const platformById = (id: PlatformId): Platform => {
  const platform = platforms.find((candidate) => candidate.id === id);
  if (!platform) throw new Error(`Unknown platform ${id}`);
  return platform;
};
