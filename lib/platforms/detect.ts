import type { PageMatch, Platform } from './platform';
import { onDomain, type PageUrl, parsePageUrl } from './url';

/** Whether the URL's host is one of the platform's domains. */
export const isOnPlatform = (platform: Platform, url: PageUrl): boolean =>
  platform.domains.some((domain) => onDomain(url.host, domain));

/**
 * The page one platform makes of a URL: its detectors in order, the first answer wins. A content
 * script uses this with its own platform only, so it carries no other platform's code.
 */
export const detectOn = (platform: Platform, input: string | PageUrl): PageMatch | null => {
  const url = typeof input === 'string' ? parsePageUrl(input) : input;
  if (!url || !isOnPlatform(platform, url)) return null;
  for (const detector of platform.pages) {
    const params = detector.detect(url);
    if (params === undefined) continue;
    return detector.kind === 'needsDom'
      ? { area: platform.area, kind: 'needsDom' }
      : { area: platform.area, kind: detector.kind, params };
  }
  return null;
};
