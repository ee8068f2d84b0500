/**
 * A platform module describes one site Sidelight understands. Modules are pure data and functions:
 * content scripts import them, so nothing here may pull in zod, the catalog or touch the DOM at
 * module top level.
 */

/** The API's first path segment for each platform. */
export type Area =
  | 'microblog'
  | 'shortvideo'
  | 'photo'
  | 'professional'
  | 'forum'
  | 'events'
  | 'reviews'
  | 'video'
  | 'social'
  | 'websearch'
  | 'launches';

export type PlatformId =
  | 'threads'
  | 'tiktok'
  | 'instagram'
  | 'linkedin'
  | 'reddit'
  | 'luma'
  | 'trustpilot'
  | 'youtube'
  | 'facebook'
  | 'google'
  | 'producthunt';

export interface Platform {
  id: PlatformId;
  /** The platform's own name, as users know it. */
  name: string;
  area: Area;
  /** Where a user starts on the platform. */
  homepage: string;
  /**
   * Match patterns of the pages the content script runs on. Only hosts that serve documents:
   * redirect-only short hosts (youtu.be, redd.it, fb.watch) never render a page to run in.
   */
  matches: readonly string[];
}

export const definePlatform = <const P extends Platform>(platform: P): P => platform;

/** `https://*.example.com/*` for each domain: the domain itself and all its subdomains. */
export const anySubdomain = (...domains: string[]): string[] =>
  domains.map((domain) => `https://*.${domain}/*`);

/**
 * What `detectUrl` answers for a page (see the page taxonomy): a supported page with its params
 * under the API's own names, or a page only the document itself can resolve.
 */
export type PageMatch =
  | { area: Area; kind: string; params: Record<string, string> }
  | { area: Area; kind: 'needsDom' };
