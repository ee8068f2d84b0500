import { describe, expect, it } from 'vitest';
import { MatchPattern } from 'wxt/utils/match-patterns';
import { platforms } from '@/lib/platforms';
import { googleDomains } from '@/lib/platforms/google';

const covers = (patterns: readonly string[], url: string) =>
  patterns.some((pattern) => new MatchPattern(pattern).includes(url));

describe.each(platforms.map((platform) => [platform.name, platform] as const))(
  '%s',
  (_, platform) => {
    it('has valid https match patterns and nothing broader than its own hosts', () => {
      expect(platform.matches.length).toBeGreaterThan(0);
      for (const pattern of platform.matches) {
        expect(() => new MatchPattern(pattern)).not.toThrow();
        expect(pattern).toMatch(/^https:\/\/(\*\.)?[a-z0-9.-]+\.[a-z]+\/\*$/);
      }
    });

    it('covers its homepage and the hosts users land on', () => {
      const homepage = new URL(platform.homepage);
      expect(covers(platform.matches, platform.homepage)).toBe(true);
      expect(covers(platform.matches, `https://${homepage.host}/some/page?x=1`)).toBe(true);
    });

    it('does not cover look-alike hosts', () => {
      const host = new URL(platform.homepage).hostname.replace(/^www\./, '');
      for (const lookAlike of [
        `https://not${host}/`,
        `https://${host}.evil.example/`,
        `http://${host}/`,
      ]) {
        expect(covers(platform.matches, lookAlike), lookAlike).toBe(false);
      }
    });

    it('is claimed by no other platform', () => {
      const others = platforms.filter((other) => other !== platform);
      for (const other of others) expect(covers(other.matches, platform.homepage)).toBe(false);
    });
  },
);

describe('hosts', () => {
  it.each([
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://music.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.threads.net/@zuck',
    'https://lu.ma/sf',
    'https://uk.trustpilot.com/review/example.com',
    'https://de.linkedin.com/company/acme',
    'https://old.reddit.com/r/programming/',
    'https://zh-hk.facebook.com/nasa',
    'https://trends.google.com/trends/explore?q=x',
    'https://www.google.co.uk/search?q=x',
  ])('%s is covered by a content script', (url) => {
    expect(
      covers(
        platforms.flatMap((platform) => platform.matches),
        url,
      ),
    ).toBe(true);
  });

  it('covers every Google search domain, and no other Google service', () => {
    const google = platforms.find((platform) => platform.id === 'google');
    expect(googleDomains.length).toBeGreaterThan(180);
    for (const domain of googleDomains) {
      expect(covers(google?.matches ?? [], `https://www.${domain}/search?q=x`), domain).toBe(true);
    }
    expect(covers(google?.matches ?? [], 'https://mail.google.com/mail/u/0/')).toBe(false);
  });
});
