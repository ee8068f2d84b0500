/**
 * Counts over time from the answers already paid for: series and changes from snapshots with
 * missing and null counts, counts that go down, and answers whose fields drifted (numbers as
 * text); what a snapshot keeps of a card; the series as CSV rows.
 */
import { describe, expect, it } from 'vitest';
import { changeLine, seriesOf, seriesRows, spanEnds } from '@/components/panel/over-time';
import { familyViewOf } from '@/components/views/specs';
import { valueAt } from '@/lib/api/pagination';
import { endpoints } from '@/lib/areas';
import { countedPaths, countValue, resultCounts } from '@/lib/areas/result-facts';
import { sampleOf } from '@/lib/areas/samples';

const day = 86_400_000;
const nov3 = Date.UTC(2026, 10, 3, 12);

describe('series', () => {
  it('follows each count over time, the previous and the first snapshot apart', () => {
    const [followers] = seriesOf([
      { at: nov3 + 20 * day, counts: { followers: 40_204 } },
      { at: nov3, counts: { followers: 39_000 } },
      { at: nov3 + 7 * day, counts: { followers: 39_500 } },
    ]);
    expect(followers?.points.map((point) => point.value)).toEqual([39_000, 39_500, 40_204]);
    expect(followers?.sincePrevious).toEqual({
      change: 704,
      percent: (704 / 39_500) * 100,
      from: nov3 + 7 * day,
      to: nov3 + 20 * day,
      days: 13,
    });
    expect(followers?.sinceFirst.change).toBe(1204);
    expect(changeLine('followers', followers?.sinceFirst ?? ({} as never))).toBe(
      `+1,204 followers since ${new Date(nov3).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}, +3.1 % in 20 days`,
    );
  });

  it('says a count that went down with a minus, and one that did not move as no change', () => {
    const series = seriesOf([
      { at: nov3, counts: { likes: 500, videos: 10 } },
      { at: nov3 + day, counts: { likes: 450, videos: 10 } },
    ]);
    expect(series.map((count) => changeLine(count.label, count.sincePrevious))).toEqual([
      expect.stringMatching(/^−50 likes since .+, −10\.0 % in 1 day$/),
      expect.stringMatching(/^No change in videos since [^,]+$/),
    ]);
  });

  it('says no rate over less than a day, and the time of day of a look today', () => {
    const now = new Date(2026, 10, 26, 10, 50).getTime();
    const looked = new Date(2026, 10, 26, 10, 42).getTime();
    const time = new Date(looked).toLocaleTimeString(undefined, {
      hour: '2-digit',
      minute: '2-digit',
    });
    const [views, likes] = seriesOf([
      { at: looked, counts: { views: 1000, likes: 40 } },
      { at: looked + 8 * 60_000, counts: { views: 1000, likes: 42 } },
    ]);
    expect(views?.sincePrevious.days).toBe(0);
    expect(changeLine('views', views?.sincePrevious ?? ({} as never), now)).toBe(
      `No change in views since ${time}`,
    );
    expect(changeLine('likes', likes?.sincePrevious ?? ({} as never), now)).toBe(
      `+2 likes since ${time}, +5.0 %`,
    );
    // Two looks 23 hours apart over two calendar days: a date, and still no rate.
    const [late] = seriesOf([
      { at: nov3, counts: { views: 10 } },
      { at: nov3 + 23 * 3_600_000, counts: { views: 12 } },
    ]);
    const line = changeLine('views', late?.sincePrevious ?? ({} as never), nov3 + 30 * day);
    expect(line).toBe(
      `+2 views since ${new Date(nov3).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}, +20.0 %`,
    );
    expect(line).not.toMatch(/in 0 days/);
  });

  it('ends a series of one day with its times, not one date twice', () => {
    const morning = new Date(2026, 10, 26, 10, 42).getTime();
    const [from, to] = spanEnds(morning, morning + 8 * 60_000);
    expect(from).not.toBe(to);
    expect(from).toContain(
      new Date(morning).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }),
    );
    expect(spanEnds(nov3, nov3 + 7 * day)[1]).toBe(
      new Date(nov3 + 7 * day).toLocaleDateString(undefined, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      }),
    );
  });

  it('leaves a missing or null count out of its own series only, and a count seen once out', () => {
    const series = seriesOf([
      { at: nov3, counts: { followers: 10, following: 5 } },
      { at: nov3 + day, counts: { followers: 12, karma: 3 } },
      { at: nov3 + 2 * day, counts: { followers: 15, following: null as unknown as number } },
    ]);
    expect(series.map((count) => [count.label, count.points.length])).toEqual([['followers', 3]]);
  });

  it('shows a change under a tenth of a percent with two decimals, not as 0.0', () => {
    const [count] = seriesOf([
      { at: nov3, counts: { followers: 684_000 } },
      { at: nov3 + 7 * day, counts: { followers: 684_200 } },
    ]);
    expect(changeLine('followers', count?.sincePrevious ?? ({} as never))).toMatch(
      /^\+200 followers since .+, \+0\.03 % in 7 days$/,
    );
  });

  it('has no percent from zero, and nothing with one snapshot', () => {
    const [count] = seriesOf([
      { at: nov3, counts: { votes: 0 } },
      { at: nov3 + day, counts: { votes: 8 } },
    ]);
    expect(count?.sincePrevious.percent).toBeUndefined();
    expect(changeLine('votes', count?.sincePrevious ?? ({} as never))).toMatch(
      /^\+8 votes since .+ in 1 day$/,
    );
    expect(seriesOf([{ at: nov3, counts: { votes: 1 } }])).toEqual([]);
  });

  it('makes CSV rows: a date, then one column per count, blank where a snapshot lacks it', () => {
    expect(
      seriesRows([
        { at: nov3 + day, counts: { followers: 12 } },
        { at: nov3, counts: { followers: 10, videos: 3 } },
      ]),
    ).toEqual([
      { date: new Date(nov3).toISOString(), followers: 10, videos: 3 },
      { date: new Date(nov3 + day).toISOString(), followers: 12, videos: '' },
    ]);
  });
});

describe('what a snapshot keeps', () => {
  it('reads numbers written as text, and nothing else', () => {
    expect(
      [12, '1204', '1,204', ' 98.5 ', '1.2M', '', null, 'n/a', Number.NaN].map(countValue),
    ).toEqual([12, 1204, 1204, 98.5, undefined, undefined, undefined, undefined, undefined]);
  });

  const cards = endpoints.filter((entry) => {
    const spec = familyViewOf(entry.id);
    return spec?.family === 'card' && Object.keys(spec.card.counts ?? {}).length > 0;
  });

  it.each(cards.map((entry) => [entry.id] as const))(
    '%s: every number its card counts in its sample, by the card’s label',
    (id) => {
      const sample = sampleOf(id);
      const numbers = Object.entries(countedPaths(id) ?? {}).flatMap(([label, path]) => {
        const value = valueAt(sample, path);
        return typeof value === 'number' ? [[label, value] as const] : [];
      });
      expect(resultCounts(id, sample)).toEqual(
        numbers.length === 0 ? undefined : Object.fromEntries(numbers),
      );
    },
  );

  it('most cards that count have numbers in their samples', () => {
    const counted = cards.filter((entry) => resultCounts(entry.id, sampleOf(entry.id)));
    expect(counted.length).toBeGreaterThan(cards.length / 2);
  });

  it('measures a business by its rating and trust score too; a year or a duration is no measure', () => {
    expect(countedPaths('reviews.business')).toMatchObject({
      reviews: 'numberOfReviews',
      rating: 'stars',
      'trust score': 'trustScore',
    });
    expect(Object.keys(countedPaths('video.video') ?? {})).not.toContain('duration');
  });

  it('keeps counts whose fields drifted to text, and none for a list', () => {
    expect(resultCounts('video.channel', { subscriberCount: '842,000', videoCount: 317 })).toEqual({
      subscribers: 842_000,
      videos: 317,
    });
    expect(resultCounts('video.comments', sampleOf('video.comments'))).toBeUndefined();
  });
});
