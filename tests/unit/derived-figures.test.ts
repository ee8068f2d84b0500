/**
 * The derived figures: hand-worked lists (tests/fixtures/derived-figures.ts), every sample that
 * has a profile and a posts list, the edges (no posts, no list, no followers, no dates) and the
 * properties any list must keep.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valueAt } from '@/lib/api/pagination';
import { endpoints, priceOfCall } from '@/lib/areas';
import { endpointsWithFigures, postsEndpointIdOf } from '@/lib/areas/figures';
import { sampleOf } from '@/lib/areas/samples';
import { familyViewOf } from '@/lib/areas/views';
import {
  type DerivedFigures,
  derivedFigures,
  type Figure,
  type FiguresInput,
} from '@/lib/figures/figures';
import { postsOffer } from '@/lib/figures/offer';
import { mean, median } from '@/lib/figures/statistics';
import { handCases } from '../fixtures/derived-figures';

/** The figures of an endpoint, given its posts list's view as the views give it. */
const figuresOf = (input: Omit<FiguresInput, 'postsView'>) =>
  derivedFigures({ ...input, postsView: familyViewOf(postsEndpointIdOf(input.endpointId) ?? '') });

/** The offer of an endpoint's posts list, given the list's view as the panel gives it. */
const offerOf = (id: string, params: Record<string, string>) =>
  postsOffer(id, params, endpoints, familyViewOf(postsEndpointIdOf(id) ?? ''));

const byId = (result: DerivedFigures | undefined) =>
  Object.fromEntries((result?.figures ?? []).map((figure) => [figure.id, figure]));

/** A figure as the hand cases state it: its value, or the reason there is none. */
const outcome = (figure: Figure | undefined) => figure?.value ?? figure?.reason;

/** Every number in the figures, wherever it sits. */
const numbersIn = (value: unknown): number[] =>
  typeof value === 'number'
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.values(value).flatMap(numbersIn)
      : [];

describe.each(handCases)('$name', (hand) => {
  const result = figuresOf({
    endpointId: hand.endpointId,
    profile: hand.profile,
    posts: hand.posts,
    now: Date.parse(hand.now),
  });
  const figures = byId(result);

  it('gives each figure the value worked out by hand, or its reason', () => {
    const got = Object.fromEntries(
      Object.keys(hand.expected).map((id) => {
        const value = outcome(figures[id]);
        return [id, typeof value === 'number' ? Number(value.toFixed(9)) : value];
      }),
    );
    expect(got).toEqual(hand.expected);
  });

  it('gives no figure the hand cases do not expect', () => {
    expect(Object.keys(figures).sort()).toEqual(Object.keys(hand.expected).sort());
  });

  it('names the posts each figure is over', () => {
    const got = Object.fromEntries(
      Object.keys(hand.samples ?? {}).map((id) => [id, figures[id]?.sample]),
    );
    expect(got).toEqual(hand.samples ?? {});
  });

  it('mutes the figures over fewer than 5 posts, and says so', () => {
    const muted = Object.values(figures).filter((figure) => figure.muted);
    expect(muted.map((figure) => figure.id).sort()).toEqual([...hand.muted].sort());
    expect(muted.map((figure) => figure.caution)).toEqual(
      muted.map(() => `Over fewer than 5 ${result?.noun}: a hint, not a measure.`),
    );
  });

  it('links the best and the weakest post where the answer has an http(s) address', () => {
    expect({
      bestPost: figures.bestPost?.post?.link,
      weakestPost: figures.weakestPost?.post?.link,
    }).toEqual(hand.links);
  });
});

describe.each(endpointsWithFigures)('the sample of %s with its posts list', (id) => {
  const postsId = postsEndpointIdOf(id) as string;
  const view = familyViewOf(postsId);
  const items = valueAt(sampleOf(postsId), view && view.family !== 'card' ? view.items : '');
  const count = Array.isArray(items) ? items.length : 0;
  const result = figuresOf({
    endpointId: id,
    profile: sampleOf(id),
    posts: sampleOf(postsId),
    now: Date.parse('2026-11-28T00:00:00.000Z'),
  });
  const figures = result?.figures ?? [];

  it('has posts to compute from', () => {
    expect(count).toBeGreaterThan(1);
  });

  it('gives finite numbers only', () => {
    expect(numbersIn(figures).filter((value) => !Number.isFinite(value))).toEqual([]);
  });

  it('gives each figure a value or the reason there is none, never both', () => {
    expect(
      figures.filter((figure) => (figure.value === undefined) === (figure.reason === undefined)),
    ).toEqual([]);
  });

  it('says each figure is over every post of the list, by count and in words', () => {
    const overList = figures.filter(
      (figure) => figure.value !== undefined && figure.id !== 'daysSinceLastPost',
    );
    expect(overList.map((figure) => [figure.id, figure.sample.count])).toEqual(
      overList.map((figure) => [figure.id, count]),
    );
    expect(overList.filter((figure) => !figure.sample.words.includes(` ${count} `))).toEqual([]);
  });

  it('offers the posts list with the price of asking it with the profile’s params', () => {
    const profile = endpoints.find((entry) => entry.id === id);
    const params = profile?.example as Record<string, string>;
    const offer = offerOf(id, params);
    expect(offer?.endpointId).toBe(postsId);
    expect(offer?.price).toBe(priceOfCall(postsId, params));
    expect(offer?.priceWords).toBe(`${offer?.price} credits`);
  });
});

describe('the offer of a posts list not stored', () => {
  it('asks for the latest videos by the profile’s name, at their price', () => {
    expect(offerOf('shortvideo.user', { username: 'mika.in.tokyo' })).toEqual({
      endpointId: 'shortvideo.userVideos',
      params: { username: 'mika.in.tokyo' },
      price: 2,
      priceWords: '2 credits',
      need: 'Engagement needs the latest videos',
      action: 'Load them',
    });
  });

  it("says what a community's and a follower-less profile's figures wait for", () => {
    expect(offerOf('forum.community', { name: 'programming' })?.need).toBe(
      'Posts a day and scores need the latest posts',
    );
    expect(offerOf('professional.company', { companyId: 'stripe' })?.need).toBe(
      'Posting cadence needs the latest posts',
    );
  });

  it('shows no price for params the list would refuse', () => {
    const offer = offerOf('shortvideo.user', { username: '' });
    expect([offer?.price, offer?.priceWords]).toEqual([undefined, undefined]);
  });

  it('has none for an endpoint without figures', () => {
    expect(offerOf('shortvideo.video', { videoId: '1' })).toBeUndefined();
  });
});

describe("the posts list's view, as the caller gives it", () => {
  const videos = [
    { title: 'Older', createdAt: '2026-11-01T00:00:00Z', likes: 1, comments: 0, shares: 0 },
    { title: 'Newer', createdAt: '2026-11-08T00:00:00Z', likes: 9, comments: 0, shares: 0, id: 7 },
  ];
  const withView = (postsView: FiguresInput['postsView']) =>
    derivedFigures({
      endpointId: 'shortvideo.user',
      profile: { followers: 10 },
      posts: { data: { clips: videos } },
      postsView,
      now: Date.parse('2026-11-10T00:00:00Z'),
    });

  it('says where the posts are, what they are called and how a post links', () => {
    const result = withView({
      family: 'list',
      items: 'data.clips',
      item: { title: 'title', link: 'https://example.test/clip/{id}' },
    });
    const best = result?.figures.find((figure) => figure.id === 'bestPost');
    expect([result?.noun, best?.label, best?.sample.words, best?.post?.link]).toEqual([
      'clips',
      'Best clip',
      'of the latest 2 clips',
      'https://example.test/clip/7',
    ]);
  });

  it('without one, finds no posts in an answer and says so', () => {
    expect(withView(undefined)?.figures.map((figure) => figure.reason)).toContain(
      'no posts in the list',
    );
  });
});

describe('a profile whose posts list is empty or missing', () => {
  const lists = [{ videos: [] }, undefined, { videos: 'not a list' }, []];
  it.each(lists)('says there are no videos for every figure (%j)', (posts) => {
    const result = figuresOf({
      endpointId: 'shortvideo.user',
      profile: { followers: 10 },
      posts,
      now: 0,
    });
    expect(result?.figures.map((figure) => [figure.id, figure.reason])).toEqual(
      [
        'engagementMedian',
        'engagementMean',
        'viewsMedian',
        'viewsMean',
        'postsPerWeek',
        'daysSinceLastPost',
        'bestPost',
        'weakestPost',
      ].map((id) => [id, 'no videos in the list']),
    );
  });

  it('has no figures for an endpoint that is not a profile or a community', () => {
    expect(
      figuresOf({ endpointId: 'shortvideo.video', profile: {}, posts: [], now: 0 }),
    ).toBeUndefined();
  });
});

describe('properties', () => {
  const values = fc.array(fc.double({ min: -1e9, max: 1e9, noNaN: true }), { minLength: 1 });

  it('puts the median between the least and the greatest value', () => {
    fc.assert(
      fc.property(values, (list) => {
        const middle = median(list) as number;
        return middle >= Math.min(...list) && middle <= Math.max(...list);
      }),
    );
  });

  it('gives a list of one value that value as its mean and median', () => {
    // Below 1e-300 a double loses digits in any sum; the mean of such a list is as near as floats go.
    const normal = fc
      .double({ min: -1e9, max: 1e9, noNaN: true })
      .filter((value) => value === 0 || Math.abs(value) > 1e-300);
    fc.assert(
      fc.property(normal, fc.integer({ min: 1, max: 200 }), (value, length) => {
        const list = Array.from({ length }, () => value);
        const error = Math.abs((mean(list) as number) - value);
        return median(list) === value && error <= Math.abs(value) * 1e-12;
      }),
    );
  });

  // Few dates and small counts, so that posts share dates and ranks and the latest 5 cut among them.
  const videos = fc.array(
    fc.record({
      title: fc.constantFrom('a', 'b', 'c'),
      createdAt: fc.option(
        fc.constantFrom('2026-11-01T00:00:00.000Z', '2026-11-02T08:00:00Z', '2026-11-09'),
      ),
      likes: fc.option(fc.nat(20)),
      comments: fc.nat(3),
      shares: fc.nat(3),
      views: fc.option(fc.nat(1e8)),
      url: fc.constantFrom('https://www.tiktok.com/@a/video/1', 'javascript:void 0', ''),
    }),
    { maxLength: 40 },
  );

  it('gives the same figures whatever the order of the posts', () => {
    fc.assert(
      fc.property(
        videos.chain((list) =>
          fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
        ),
        fc.nat(1e6),
        ([list, shuffled], followers) => {
          const figures = (posts: unknown[]) =>
            figuresOf({
              endpointId: 'shortvideo.user',
              profile: { followers },
              posts: { videos: posts },
              now: Date.parse('2027-01-02'),
              latest: 5,
            });
          expect(figures(shuffled)).toEqual(figures(list));
        },
      ),
    );
  });

  it('gives finite numbers or reasons whatever the list holds', () => {
    fc.assert(
      fc.property(videos, fc.option(fc.integer({ min: -5, max: 1e6 })), (list, followers) => {
        const result = figuresOf({
          endpointId: 'shortvideo.user',
          profile: { followers },
          posts: { videos: list },
          now: Date.parse('2027-01-02'),
        });
        expect(numbersIn(result).filter((value) => !Number.isFinite(value))).toEqual([]);
      }),
    );
  });
});

it("docs/glossary.md states each figure's formula as a TikTok profile and a Reddit community show it", () => {
  const glossary = readFileSync(path.resolve(__dirname, '../../docs/glossary.md'), 'utf8');
  const shown = ['shortvideo.user', 'forum.community'].flatMap(
    (endpointId) =>
      figuresOf({ endpointId, profile: {}, posts: [], now: 0 })?.figures.map(
        (figure) => `| ${figure.label} | ${figure.formula} |`,
      ) ?? [],
  );
  expect(shown.length).toBeGreaterThan(10);
  expect(shown.filter((row) => !glossary.includes(row))).toEqual([]);
});
