/**
 * `detectUrl` against the example URLs kept beside each platform's detectors: every example gives
 * its expectation, and no example is claimed by two page kinds.
 */
import { describe, expect, it } from 'vitest';
import { detectUrl, platforms } from '@/lib/platforms';
import { onDomain, parsePageUrl } from '@/lib/platforms/url';
import { journey } from '../e2e/platform-pages';
import { examplesOf } from '../support/platform-examples';

/** Every (platform, detector) that answers for the URL. */
const claims = (input: string): string[] => {
  const url = parsePageUrl(input);
  if (!url) return [];
  return platforms.flatMap((platform) =>
    platform.domains.some((domain) => onDomain(url.host, domain))
      ? [
          ...Object.entries(platform.pages)
            .filter(
              ([, rule]) => (rule.onHost?.(url.host) ?? true) && rule.detect(url) !== undefined,
            )
            .map(([kind]) => `${platform.id}:${kind}`),
          ...(platform.needsDom &&
          (platform.needsDom.onHost?.(url.host) ?? true) &&
          platform.needsDom.detect(url)
            ? [`${platform.id}:needsDom`]
            : []),
        ]
      : [],
  );
};

describe.each(platforms.map((platform) => [platform.name, platform] as const))(
  '%s',
  (_, platform) => {
    const examples = examplesOf(platform);

    it('keeps at least five examples for every page kind, and negatives', () => {
      for (const [kind, list] of Object.entries(examples.pages)) {
        expect(
          list.length,
          `real addresses of its ${kind} pages in lib/platforms/${platform.id}.ts (at least five)`,
        ).toBeGreaterThanOrEqual(5);
      }
      expect(
        examples.none.length,
        `addresses on its domains that are no page, in none of lib/platforms/${platform.id}.ts (at least five)`,
      ).toBeGreaterThanOrEqual(5);
    });

    it('keeps two pages and one that is no page on one origin, for the tests in a browser', () => {
      expect(() => journey(platform)).not.toThrow();
    });

    const pageCases = Object.entries(examples.pages).flatMap(([kind, list]) =>
      list.map(([url, params]) => [kind, url, params] as const),
    );
    it.each(pageCases)('%s: %s', (kind, url, params) => {
      expect(detectUrl(url)).toEqual({ area: platform.area, kind, params });
      expect(claims(url)).toEqual([`${platform.id}:${kind}`]);
    });

    it.each(examples.needsDom.map((url) => [url]))('needsDom: %s', (url) => {
      expect(detectUrl(url)).toEqual({ area: platform.area, kind: 'needsDom' });
      expect(claims(url)).toEqual([`${platform.id}:needsDom`]);
    });

    it.each(examples.none.map((url) => [url]))('no page: %s', (url) => {
      expect(
        detectUrl(url),
        `a page now: move it from the examples' none to its page kind in lib/platforms/${platform.id}.ts`,
      ).toBeNull();
    });
  },
);

describe('detectUrl', () => {
  it.each([
    '',
    'not a url',
    'javascript:alert(1)',
    'data:text/html,x',
    'chrome://extensions',
    'about:blank',
  ])('%j is no page', (url) => {
    expect(detectUrl(url)).toBeNull();
  });
});
