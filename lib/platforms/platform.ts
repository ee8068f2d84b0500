import type { PageUrl } from './url';

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

/** Params under the API's own names, decoded, ready to send. */
export type PageParams = Record<string, string>;

/**
 * One page kind of the taxonomy: a pure test of a URL that answers the page's params, or
 * undefined when the URL is not this kind of page. `needsDom` marks pages only the document can
 * tell apart.
 */
export interface PageDetector {
  kind: string;
  detect(url: PageUrl): PageParams | undefined;
}

export const page = (kind: string, detect: PageDetector['detect']): PageDetector => ({
  kind,
  detect,
});

/**
 * Real URLs beside the detectors: per page kind, each URL with the params it must give; under
 * `needsDom`, URLs only the document can resolve; under `none`, URLs that are no page of ours.
 * A generated test runs each against every detector of every platform.
 */
export interface Examples {
  pages: Readonly<Record<string, readonly (readonly [string, PageParams])[]>>;
  needsDom?: readonly string[];
  none: readonly string[];
}

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
  /** Every domain whose URLs this platform's detectors read (subdomains included). */
  domains: readonly string[];
  /** In precedence order: the first that answers wins. */
  pages: readonly PageDetector[];
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

/** The longest page title a page report carries (longer ones are cut). */
export const maxTitle = 2048;
