/**
 * A batch's plan from typed lines: pages grouped by platform and kind, each page's requests of
 * every endpoint ticked for its kind with their prices, or why one cannot be sent; each
 * (line, endpoint) pair planned and checked once; and what the batch costs once the cache's free
 * answers are known.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  choiceOf,
  groupsOf,
  pairKey,
  planLines,
  ticked,
  totalOf,
} from '@/components/batch/batch-plan';
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
    expect(choiceOf(video, {})).toEqual({ endpointIds: ['video.video'], values: {} });
    const chosen = { endpointIds: ['video.comments'], values: {} };
    expect(choiceOf(video, { [video.key]: chosen })).toBe(chosen);
  });

  it('ticks several endpoints of a kind, in the order the kind offers them, each once', () => {
    const [video] = groupsOf(pages);
    if (!video) throw new Error('no video group');
    const values = { 'video.transcription': { language: 'fr' } };
    const both = ticked(
      video,
      ticked(video, { endpointIds: ['video.video'], values }, 'video.transcription', true),
      'video.video',
      true,
    );
    expect(both).toEqual({ endpointIds: ['video.video', 'video.transcription'], values });
    expect(ticked(video, both, 'video.video', false)).toEqual({
      endpointIds: ['video.transcription'],
      values,
    });
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
      'reddit community': {
        endpointIds: ['forum.communityPosts'],
        values: { 'forum.communityPosts': { sort: 'sideways' } },
      },
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
    expect(totalOf(lines, new Map([[pairKey(1, 'video.video'), 'cache']]))).toBe(6);
    expect(
      totalOf(
        lines,
        new Map([
          [pairKey(1, 'video.video'), 'cache'],
          [pairKey(2, 'forum.community'), 'demo'],
          [pairKey(3, 'video.video'), 'cache'],
        ]),
      ),
    ).toBe(0);
  });
});

describe('several endpoints for a kind', () => {
  const groups = groupsOf(pages);
  const choices = {
    'youtube video': {
      endpointIds: ['video.video', 'video.transcription'],
      values: { 'video.transcription': { language: 'fr' } },
    },
  };
  const video = endpointById('video.video').credits({ videoId: 'x' });
  const transcript = endpointById('video.transcription').credits({ videoId: 'x', language: 'fr' });
  const community = endpointById('forum.community').credits({ name: 'x' });

  it('plans each page once for each endpoint ticked, with that endpoint’s own values', () => {
    const lines = planLines(groups, choices);
    expect(lines.map((line) => [line.page.line, line.request.id, line.request.params])).toEqual([
      [1, 'video.video', { videoId: 'dQw4w9WgXcQ' }],
      [1, 'video.transcription', { videoId: 'dQw4w9WgXcQ', language: 'fr' }],
      [3, 'video.video', { videoId: '9bZkp7q1NjQ' }],
      [3, 'video.transcription', { videoId: '9bZkp7q1NjQ', language: 'fr' }],
      [2, 'forum.community', { name: 'typescript' }],
    ]);
    const pairs = lines.map((line) => pairKey(line.page.line, line.request.id));
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('prices each row as the sum of its pairs, and the batch as the sum of its rows', () => {
    const lines = planLines(groups, choices);
    const rowPrice = (key: string) =>
      totalOf(
        lines.filter((line) => line.group === key),
        new Map(),
      );
    expect(rowPrice('youtube video')).toBe(2 * (video + transcript));
    expect(rowPrice('reddit community')).toBe(community);
    expect(totalOf(lines, new Map())).toBe(2 * (video + transcript) + community);
    // The cache answering a page's video leaves its transcript to pay for.
    expect(totalOf(lines, new Map([[pairKey(1, 'video.video'), 'cache']]))).toBe(
      video + 2 * transcript + community,
    );
  });

  it('asks nothing of a kind with nothing ticked', () => {
    const lines = planLines(groups, { 'youtube video': { endpointIds: [], values: {} } });
    expect(lines.map((line) => line.request.id)).toEqual(['forum.community']);
  });

  it('checks each pair once', () => {
    const transcriptParams = endpointById('video.transcription').params;
    const check = vi.spyOn(transcriptParams, 'safeParse');
    planLines(groups, choices);
    expect(check.mock.calls.length).toBe(2);
  });
});
