/** Platform pages the Firefox journeys visit, and what Sidelight must show for them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageTitle } from '../../components/page-title';
import type { Endpoint } from '../../lib/api/endpoint';
import { endpointsForPage } from '../../lib/areas';
import { paramsFromPage, priceOf } from '../../lib/areas/page-params';
import type { PageMatch, PlatformId } from '../../lib/platforms';
import { detectUrl, platformOfUrl } from '../../lib/platforms';
import { answerFor } from '../fake-api/pages';
import { headlineOf } from '../support/headline';
import { platformExamples } from '../support/platform-examples';

const root = path.resolve(import.meta.dirname, '../..');
export const fixturePage = (name: string): string =>
  readFileSync(path.join(root, 'tests/fixtures/pages', name), 'utf8');

/** The first https example of a page kind in the platform's own examples. */
export function examplePage(platform: PlatformId, kind: string): string {
  const url = platformExamples[platform].pages[kind]?.find(([address]) =>
    address.startsWith('https://'),
  )?.[0];
  if (!url) throw new Error(`${platform} has no https example of a ${kind}`);
  return url;
}

/** What the panel offers for a page: its tabs with their labels and prices, the primary first. */
export function offerFor(url: string) {
  const match = detectUrl(url);
  if (!match || !('params' in match)) throw new Error(`${url} is no page Sidelight describes`);
  const served = endpointsForPage(match.area, match.kind);
  const primary = served[0] as Endpoint;
  const sent = primary.params.parse(paramsFromPage(primary, match.params));
  const answer = answerFor(primary, sent, 1, 3);
  const price = (endpoint: Endpoint) => priceOf(endpoint, paramsFromPage(endpoint, match.params));
  return {
    match,
    /** The tabs' names as the panel writes them: the label, then the price or "…". */
    tabs: served.map((endpoint) => {
      const credits = price(endpoint);
      return `${endpoint.label} ${credits === undefined ? '…' : `${credits} cr`}`;
    }),
    primary,
    /** What the primary tab's call costs. */
    credits: primary.credits(sent),
    /** The primary answer as the fake gives it. */
    answer,
    /** The text the primary result shows first. */
    headline: headlineOf(primary.id, answer),
  };
}

/** How the panel names a page ("YouTube video · dQw4w9WgXcQ"), by default as its address tells. */
export function titleOf(url: string, match: PageMatch | null = detectUrl(url)): string {
  const platform = platformOfUrl(url);
  if (!platform || !match) throw new Error(`${url} is no page Sidelight describes`);
  return pageTitle({ platform: platform.id, url, title: '', match, tabId: 0, reportedAt: 0 });
}
