/**
 * The platform registry: every platform Sidelight knows, in the order the product lists them.
 * Adding a platform is its record (one file beside this one) and one line here; the ids, areas,
 * page kinds, the views' directory, the content scripts and the tests all derive from this list.
 */
import { detectOn, isOnPlatform } from './detect';
import { facebook } from './facebook';
import { google } from './google';
import { instagram } from './instagram';
import { linkedin } from './linkedin';
import { luma } from './luma';
import type { PageMatch as AnyPageMatch, Platform as AnyPlatform } from './platform';
import { producthunt } from './producthunt';
import { reddit } from './reddit';
import { threads } from './threads';
import { tiktok } from './tiktok';
import { trustpilot } from './trustpilot';
import { parsePageUrl } from './url';
import { youtube } from './youtube';

export const platforms = [
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
] as const;

type Registered = (typeof platforms)[number];
export type PlatformId = Registered['id'];
/** The API's first path segment of each platform. */
export type Area = Registered['area'];
/** The kinds of page `detectUrl` tells apart in an area (see the page taxonomy). */
export type PageKind<A extends Area = Area> = A extends Area
  ? keyof Extract<Registered, { area: A }>['pages'] & string
  : never;
export type Platform = AnyPlatform<PlatformId, Area>;
export type PageMatch = AnyPageMatch<Area>;

export const platformById = (id: PlatformId): Platform => {
  const platform = platforms.find((candidate) => candidate.id === id);
  if (!platform) throw new Error(`Unknown platform ${id}`);
  return platform;
};

/** The platform whose id-less share link this is (`vm.tiktok.com/ZMh…`), if any. */
export const platformSharing = (input: string): Platform | undefined => {
  const url = parsePageUrl(input);
  if (!url) return undefined;
  const link = `${url.host.replace(/^www\./, '')}/${url.path.join('/')}`;
  return platforms.find((platform) =>
    (platform.shareLinks ?? []).some((pattern) => pattern.test(link)),
  );
};

/** The platform whose domains hold this URL's host, if any. */
export const platformOfUrl = (input: string): Platform | undefined => {
  const url = parsePageUrl(input);
  return url ? platforms.find((platform) => isOnPlatform(platform, url)) : undefined;
};

/**
 * Which supported page a URL is (see the page taxonomy): its area, kind and params under the API's
 * names; `needsDom` when only the document can tell; null for anything else. Pure and fast: it runs
 * on every navigation.
 */
export const detectUrl = (input: string): PageMatch | null => {
  const url = parsePageUrl(input);
  const platform = url ? platforms.find((candidate) => isOnPlatform(candidate, url)) : undefined;
  return url && platform ? detectOn(platform, url) : null;
};
