/** Pages of each platform to visit in e2e tests, chosen from the platforms' own examples. */
import { MatchPattern } from 'wxt/utils/match-patterns';
import { platformExamples } from '../../lib/platforms/examples';
import type { Platform } from '../../lib/platforms/platform';

const covered = (platform: Platform, url: string) =>
  url.startsWith('https://') &&
  platform.matches.some((pattern) => new MatchPattern(pattern).includes(url));

/** Two pages of different kinds and one unsupported page, all on one origin the script runs on. */
export const journey = (platform: Platform) => {
  const examples = platformExamples[platform.id];
  const pages = Object.entries(examples.pages).flatMap(([kind, list]) =>
    list.filter(([url]) => covered(platform, url)).map(([url]) => ({ kind, url })),
  );
  for (const first of pages) {
    const origin = new URL(first.url).origin;
    const second = pages.find(
      (page) => page.kind !== first.kind && new URL(page.url).origin === origin,
    );
    const away = examples.none.find(
      (url) => covered(platform, url) && new URL(url).origin === origin,
    );
    if (second && away) return { origin, first: first.url, second: second.url, away };
  }
  throw new Error(`${platform.name}: no two kinds and an unsupported page on one origin`);
};
