/** Pages of each platform to visit in e2e tests, chosen from the platforms' own examples. */
import { MatchPattern } from 'wxt/utils/match-patterns';
import type { Endpoint } from '../../lib/api/endpoint';
import { endpointsForPage } from '../../lib/areas';
import { paramsFromPage, priceOf } from '../../lib/areas/page-params';
import { detectUrl, type Platform } from '../../lib/platforms';
import { platformExamples } from '../support/platform-examples';

const covered = (platform: Platform, url: string) =>
  url.startsWith('https://') &&
  platform.matches.some((pattern) => new MatchPattern(pattern).includes(url));

/** The page's params as detected from its address. */
const paramsOf = (url: string) => {
  const match = detectUrl(url);
  if (!match || !('params' in match)) throw new Error(`${url} is no page its address tells`);
  return match;
};

/** A tab's name in the panel on this page: the endpoint's label and the page's price for it. */
export const tabName = (endpoint: Endpoint, url: string): string => {
  const price = priceOf(endpoint, paramsFromPage(endpoint, paramsOf(url).params));
  return `${endpoint.label} ${price === undefined ? '…' : `${price} cr`}`;
};

/** The endpoints the panel shows as tabs on this page, in their order. */
export const tabsOf = (url: string): Endpoint[] => {
  const { area, kind } = paramsOf(url);
  return endpointsForPage(area, kind);
};

/**
 * Two pages and one unsupported page, all on one origin the script runs on: the two of different
 * kinds, or, on a platform with one kind, two pages of it with different params.
 */
export const journey = (platform: Platform) => {
  const examples = platformExamples[platform.id];
  const pages = Object.entries(examples.pages).flatMap(([kind, list]) =>
    list
      .filter(([url]) => covered(platform, url))
      .map(([url, params]) => ({ kind, url, params: JSON.stringify(params) })),
  );
  const oneKind = Object.keys(examples.pages).length === 1;
  for (const first of pages) {
    const origin = new URL(first.url).origin;
    const second = pages.find(
      (page) =>
        (oneKind ? page.params !== first.params : page.kind !== first.kind) &&
        new URL(page.url).origin === origin,
    );
    const away = examples.none.find(
      (url) => covered(platform, url) && new URL(url).origin === origin,
    );
    if (second && away) return { origin, first: first.url, second: second.url, away };
  }
  throw new Error(
    `${platform.name}: its examples need two pages (of two kinds, where it has several) and one that is no page, all on one origin`,
  );
};

/** Pages only their markup tells apart, with a saved copy of each and the match it gives. */
export const markupPages = [
  {
    url: 'https://lu.ma/ai-builders-berlin-nov',
    fixture: 'luma/event.html',
    expected: { kind: 'event', params: { eventId: 'evt-8Hq2LmZ4xT1' } },
  },
  {
    url: 'https://luma.com/sf',
    fixture: 'luma/place.html',
    expected: { kind: 'place', params: { placeId: 'discplace-BDj7GNbGlsF7Cka' } },
  },
  {
    url: 'https://www.youtube.com/c/Veritasium',
    fixture: 'youtube/legacy-channel.html',
    expected: { kind: 'channel', params: { channelId: 'UCHnyfMqiRRG1u-2MsSQLbXA' } },
  },
  {
    url: 'https://www.linkedin.com/company/microsoft/',
    fixture: 'linkedin/company.html',
    expected: { kind: 'company', params: { companyId: 'microsoft', companyNumericId: '1035' } },
  },
] as const;
