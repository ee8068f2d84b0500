/**
 * A batch's lines read as pages with the tabs' own detection, generated from every platform's
 * examples: each example page is one page with its params; what is no page, what only the
 * document tells, repeats and lines past the batch's size are refused, each with its reason.
 */
import { describe, expect, it } from 'vitest';
import { maxBatchLines, readLines, refusedGroups } from '@/lib/areas/batch-lines';
import { platformOfUrl, platforms } from '@/lib/platforms';
import { platformExamples } from '../support/platform-examples';

describe.each(platforms.map((platform) => [platform.name, platform] as const))(
  '%s',
  (_name, platform) => {
    const examples = platformExamples[platform.id];
    const pageExamples = Object.entries(examples.pages).flatMap(([kind, list]) =>
      list.map(([url, params]) => ({ kind, url, params })),
    );

    it.each(pageExamples.map((example) => [example.url, example] as const))(
      '%s is one page, with its params',
      (_url, example) => {
        const { pages, refused } = readLines(example.url);
        expect(refused).toEqual([]);
        expect(pages).toEqual([
          {
            line: 1,
            url: new URL(example.url).href,
            platform: platform.id,
            area: platform.area,
            kind: example.kind,
            params: example.params,
          },
        ]);
      },
    );

    /** Its host (without www.) and path, as share-link patterns read it. */
    const linkOf = (url: string) => {
      const { hostname, pathname } = new URL(url);
      return `${hostname.replace(/^www\./, '')}${pathname.replace(/\/+$/, '')}`;
    };
    const isShareLink = (url: string) =>
      /^https?:/.test(url) && (platform.shareLinks ?? []).some((link) => link.test(linkOf(url)));

    it.each(examples.none.map((url) => [url] as const))('%s is refused as no page', (url) => {
      // A look-alike or another scheme is no platform's address at all; the rest are pages of it,
      // or share links that name a page once opened.
      const reason = isShareLink(url)
        ? 'A share link, which names no page until it is opened: open it, then paste the address it leads to.'
        : platformOfUrl(url) === platform && /^https?:/.test(url)
          ? // The platforms' names all sound as they are spelled: "An Instagram page", "A YouTube page".
            `${/^[AEIOU]/.test(platform.name) ? 'An' : 'A'} ${platform.name} page Sidelight has nothing for.`
          : 'Not an address of a platform Sidelight reads.';
      expect(readLines(url)).toEqual({
        pages: [],
        refused: [{ line: 1, text: url, reason, group: reason }],
      });
    });

    it.each((platform.shareLinks ?? []).map((link) => [String(link), link] as const))(
      'share links like %s are among its examples of no page',
      (_link, link) => {
        const shown = examples.none.filter((url) => /^https?:/.test(url) && link.test(linkOf(url)));
        expect(shown).not.toEqual([]);
      },
    );

    it.each(examples.needsDom.map((url) => [url] as const))('%s needs its page open', (url) => {
      const reason = `Only the page itself tells what this ${platform.name} page is: open it in the browser.`;
      expect(readLines(url).refused).toEqual([{ line: 1, text: url, reason, group: reason }]);
    });
  },
);

describe('lines', () => {
  it('skips blank lines, numbers the rest as an editor does, and reads addresses without https://', () => {
    const { pages, refused } = readLines(
      '\n  https://www.youtube.com/watch?v=dQw4w9WgXcQ  \n\nreddit.com/r/typescript\nhello world\nhttps://example.com/page\n',
    );
    expect(pages.map((page) => [page.line, page.platform, page.kind])).toEqual([
      [2, 'youtube', 'video'],
      [4, 'reddit', 'community'],
    ]);
    const reason = 'Not an address of a platform Sidelight reads.';
    expect(refused).toEqual([
      { line: 5, text: 'hello world', reason, group: reason },
      { line: 6, text: 'https://example.com/page', reason, group: reason },
    ]);
  });

  it('refuses a repeat of an earlier line, even written another way', () => {
    const { pages, refused } = readLines(
      [
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        'https://youtu.be/dQw4w9WgXcQ',
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      ].join('\n'),
    );
    expect(pages).toHaveLength(1);
    expect(refused.map((line) => [line.line, line.reason, line.group])).toEqual([
      [2, 'The same page as line 1.', 'Repeats of an earlier line.'],
      [3, 'The same page as line 1.', 'Repeats of an earlier line.'],
    ]);
  });

  it('groups the lines not sent by reason, each group with its lines and count', () => {
    const lines = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'hello',
      ...Array.from({ length: 5 }, () => 'https://youtu.be/dQw4w9WgXcQ'),
      'world',
      ...Array.from({ length: 1_001 }, (_, index) => `https://www.reddit.com/r/c${index}`),
    ];
    const groups = refusedGroups(readLines(lines.join('\n')).refused);
    expect(groups.map((group) => [group.reason, group.lines.length])).toEqual([
      ['Not an address of a platform Sidelight reads.', 2],
      ['Repeats of an earlier line.', 5],
      ['Past the 1,000 pages one batch takes.', 2],
    ]);
    expect(groups[0]?.lines.map((line) => line.line)).toEqual([2, 8]);
    expect(groups[1]?.lines.map((line) => line.line)).toEqual([3, 4, 5, 6, 7]);
  });

  it(`takes ${maxBatchLines} pages and refuses the rest of 10,000 lines, each with the reason`, () => {
    const text = Array.from(
      { length: 10_000 },
      (_, index) => `https://www.reddit.com/r/c${index}`,
    ).join('\n');
    const { pages, refused } = readLines(text);
    expect(pages).toHaveLength(maxBatchLines);
    expect(refused).toHaveLength(10_000 - maxBatchLines);
    expect(refused[0]).toEqual({
      line: maxBatchLines + 1,
      text: `https://www.reddit.com/r/c${maxBatchLines}`,
      reason: 'Past the 1,000 pages one batch takes.',
      group: 'Past the 1,000 pages one batch takes.',
    });
  });
});
