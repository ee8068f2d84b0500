import type { PageUrl } from './url';

/**
 * A platform record says everything Sidelight knows of one site: its name and API area, where
 * its pages live, each page kind's detector with the real URLs it must recognise beside it, and
 * what only a page's markup tells. Records are pure data and functions: content scripts import
 * their own, so nothing here may pull in zod, the catalog or touch the DOM at module top level.
 * The build drops the examples (see build-plugin.ts): they are for tests.
 */

/** Params under the API's own names, decoded, ready to send. */
export type PageParams = Record<string, string>;

/** Real URLs of one page kind, each with the params it must give. */
export type PageExamples = readonly (readonly [string, PageParams])[];

/** One page kind of the taxonomy. */
interface PageRule {
  /** The hosts of the platform this kind lives on, tested before `detect` (default: all). */
  onHost?: (host: string) => boolean;
  /** The page's params, or undefined when the URL is not this kind of page. */
  detect(url: PageUrl): PageParams | undefined;
  examples: PageExamples;
  /** Completes a detected page from its markup (an id only the page carries). */
  fromDocument?: DomResolver;
}

/** URLs only the document can tell apart: the detector finds them, the markup says what they are. */
interface DocumentRule {
  onHost?: (host: string) => boolean;
  detect(url: PageUrl): boolean;
  examples: readonly string[];
  fromDocument: DomResolver;
}

export interface Platform<
  Id extends string = string,
  A extends string = string,
  K extends string = string,
> {
  id: Id;
  /** The platform's own name, as users know it. */
  name: string;
  /** The API's first path segment for this platform. */
  area: A;
  /** Where a user starts on the platform. */
  homepage: string;
  /**
   * Neutral word of the contract → the platform's own word, where the service behind it uses the
   * platform's (path segments and field names). The area's own segment is the platform's id.
   */
  ownWords?: Readonly<Record<string, string>>;
  /**
   * A page kind as people name it, where the kind's own name reads oddly after the platform's
   * ("TikTok profile", not "TikTok user"). Other kinds read as their names in words.
   */
  pageNames?: Readonly<Partial<Record<K, string>>>;
  /**
   * Match patterns of the pages the content script runs on. Only hosts that serve documents:
   * redirect-only short hosts (youtu.be, redd.it, fb.watch) never render a page to run in.
   */
  matches: readonly string[];
  /** Its pages play videos that a transcript's times seek (its content script controls them). */
  playsVideo?: boolean;
  /** Every domain whose URLs this platform's detectors read (subdomains included). */
  domains: readonly string[];
  /** In precedence order: the first that answers wins. Its keys are the platform's page kinds. */
  pages: Readonly<Record<K, PageRule>>;
  needsDom?: DocumentRule;
  /** URLs on the platform's domains that are no page of Sidelight's. */
  none: readonly string[];
  /**
   * Links people share that name no page until the platform's redirect is followed (vm.tiktok.com,
   * lnkd.in), matched on the host and path without `www.`: a batch says to open them first.
   */
  shareLinks?: readonly RegExp[];
}

/**
 * Keeps a record's id, area and page kinds as literal types, for the registry to derive from: an
 * endpoint naming a kind its platform does not detect is then a compile error.
 */
export const definePlatform = <const Id extends string, const A extends string, K extends string>(
  platform: Platform<Id, A, K>,
): Platform<Id, A, K> => platform;

/** `https://*.example.com/*` for each domain: the domain itself and all its subdomains. */
export const anySubdomain = (...domains: string[]): string[] =>
  domains.map((domain) => `https://*.${domain}/*`);

/**
 * What `detectUrl` answers for a page (see the page taxonomy): a supported page with its params
 * under the API's own names, or a page only the document itself can resolve.
 */
export type PageMatch<A extends string = string> =
  | { area: A; kind: string; params: Record<string, string> }
  | { area: A; kind: 'needsDom' };

/**
 * Completes a match from the page's own markup: a `needsDom` page becomes a full match, or a full
 * match gains an id only the page carries. Markup changes without notice: an answer of null (no
 * match) is the quiet way to say "not found", and a resolver never throws.
 */
export type DomResolver = (doc: Document, match: PageMatch) => PageMatch | null;

/** The resolver that reads a matched page's markup, if its kind has one. */
export const fromDocumentOf = (platform: Platform, match: PageMatch | null) =>
  match === null
    ? undefined
    : match.kind === 'needsDom'
      ? platform.needsDom?.fromDocument
      : platform.pages[match.kind]?.fromDocument;

/** Whether any of the platform's pages is read from its markup (only then its content script detects). */
export const readsMarkup = (platform: Platform): boolean =>
  platform.needsDom !== undefined ||
  Object.values<PageRule>(platform.pages).some((rule) => rule.fromDocument !== undefined);

/** The longest page title a page report carries (longer ones are cut). */
export const maxTitle = 2048;
