import type { PageMatch, Platform } from './platform';
import { onDomain, type PageUrl, parsePageUrl } from './url';

/** Whether the URL's host is one of the platform's domains. */
export const isOnPlatform = (platform: Platform, url: PageUrl): boolean =>
  platform.domains.some((domain) => onDomain(url.host, domain));

/**
 * The page one platform makes of a URL: its page kinds in order, the first answer wins, then the
 * pages only the document can tell. A content script uses this with its own platform only, so it
 * carries no other platform's code.
 */
export const detectOn = <A extends string>(
  platform: Platform<string, A>,
  input: string | PageUrl,
): PageMatch<A> | null => {
  const url = typeof input === 'string' ? parsePageUrl(input) : input;
  if (!url || !isOnPlatform(platform, url)) return null;
  for (const [kind, rule] of Object.entries(platform.pages)) {
    if (rule.onHost && !rule.onHost(url.host)) continue;
    const params = rule.detect(url);
    if (params !== undefined) return { area: platform.area, kind, params };
  }
  const byDocument = platform.needsDom;
  if (byDocument && (!byDocument.onHost || byDocument.onHost(url.host)) && byDocument.detect(url)) {
    return { area: platform.area, kind: 'needsDom' };
  }
  return null;
};
