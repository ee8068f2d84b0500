/**
 * A URL taken apart the way detectors need it: host in lower case, path segments decoded, query
 * values decoded (`+` as space). Pure, no DOM: content scripts and the background both use it.
 */

export interface PageUrl {
  /** Lower case, without a trailing dot. */
  host: string;
  /** Decoded path segments, empty ones dropped (so trailing slashes do not matter). */
  path: string[];
  /** The same segments in lower case, for comparing with the site's own words. */
  lower: string[];
  /** A query value, decoded and trimmed; undefined when absent or empty. */
  query(name: string): string | undefined;
  url: URL;
}

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Only http(s) URLs that parse; anything else is no page of ours. */
export const parsePageUrl = (input: string): PageUrl | null => {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const path = url.pathname.split('/').filter(Boolean).map(decode);
  return {
    host: url.hostname.toLowerCase().replace(/\.$/, ''),
    path,
    lower: path.map((segment) => segment.toLowerCase()),
    query: (name) => {
      const value = url.searchParams.get(name)?.trim();
      return value === undefined || value === '' ? undefined : value;
    },
    url,
  };
};

/** The domain itself or any subdomain of it (never `notdomain.com` or `domain.com.evil`). */
export const onDomain = (host: string, domain: string): boolean =>
  host === domain || host.endsWith(`.${domain}`);

/** Text as a literal inside a regular expression. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
