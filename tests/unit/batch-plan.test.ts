/**
 * A batch's plan from typed lines: pages grouped by platform and kind, each page's request as
 * chosen for its kind with its price, or why it cannot be sent; each line checked once; and
 * what the batch costs once the cache's free answers are known.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choiceOf, groupsOf, planLines, totalOf } from '@/components/batch/batch-plan';
import { endpointById } from '@/lib/areas';
import { readLines } from '@/lib/areas/batch-lines';

const typed = [
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://www.reddit.com/r/typescript',
  'https://www.youtube.com/watch?v=9bZkp7q1NjQ',
  'not a page',
].join('\n');
const { pages, refused } = readLines(typed);

afterEach(() => vi.restoreAllMocks());

describe('groupsOf', () => {
  it('groups the pages by platform and kind, in the order first seen, with what each offers', () => {
    const groups = groupsOf(pages);
    expect(groups.map((group) => [group.key, group.pages.map((page) => page.line)])).toEqual([
      ['youtube video', [1, 3]],
      ['reddit community', [2]],
    ]);
    expect(groups[1]?.endpoints.map((endpoint) => endpoint.id)).toEqual([
      'forum.community',
      'forum.communityPosts',
    ]);
    expect(refused.map((line) => line.line)).toEqual([4]);
  });

  it("takes each kind's first endpoint until the user chooses another", () => {
    const [video] = groupsOf(pages);
    if (!video) throw new Error('no video group');
    expect(choiceOf(video, {})).toEqual({ endpointId: 'video.video', values: {} });
    const chosen = { endpointId: 'video.comments', values: {} };
    expect(choiceOf(video, { [video.key]: chosen })).toBe(chosen);
  });
});

describe('planLines', () => {
  it("gives each page its request and price as its kind's choice asks", () => {
    const lines = planLines(groupsOf(pages), {});
    expect(lines.map((line) => [line.page.line, line.request, line.price, line.problem])).toEqual([
      [
        1,
        {
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          id: 'video.video',
          params: { videoId: 'dQw4w9WgXcQ' },
        },
        4,
        '',
      ],
      [
        3,
        {
          url: 'https://www.youtube.com/watch?v=9bZkp7q1NjQ',
          id: 'video.video',
          params: { videoId: '9bZkp7q1NjQ' },
        },
        4,
        '',
      ],
      [
        2,
        {
          url: 'https://www.reddit.com/r/typescript',
          id: 'forum.community',
          params: { name: 'typescript' },
        },
        2,
        '',
      ],
    ]);
  });

  it('says why a page cannot be sent as asked, and gives it no price', () => {
    const groups = groupsOf(pages);
    const lines = planLines(groups, {
      'reddit community': { endpointId: 'forum.communityPosts', values: { sort: 'sideways' } },
    });
    const reddit = lines.find((line) => line.page.line === 2);
    expect(reddit?.price).toBeUndefined();
    expect(reddit?.problem).toBe('Sort by must be one of: Hot, New, Top, Rising.');
    expect(lines.filter((line) => line.price !== undefined).map((line) => line.page.line)).toEqual([
      1, 3,
    ]);
  });

  it('checks each line once', () => {
    const video = endpointById('video.video');
    const community = endpointById('forum.community');
    const checks = [vi.spyOn(video.params, 'safeParse'), vi.spyOn(community.params, 'safeParse')];
    planLines(groupsOf(pages), {});
    expect(checks.map((check) => check.mock.calls.length)).toEqual([2, 1]);
  });
});

describe('totalOf', () => {
  it('adds the prices of the lines the cache or demo data does not answer', () => {
    const lines = planLines(groupsOf(pages), {});
    expect(totalOf(lines, new Map())).toBe(10);
    expect(totalOf(lines, new Map([[1, 'cache']]))).toBe(6);
    expect(
      totalOf(
        lines,
        new Map([
          [1, 'cache'],
          [2, 'demo'],
          [3, 'cache'],
        ]),
      ),
    ).toBe(0);
  });
});
