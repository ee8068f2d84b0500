import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/lib/areas';
import { sampleOf } from '@/lib/areas/samples';
import { familyViewOf } from '@/lib/areas/views';
import {
  analyseRemarks,
  listLengths,
  readRemarks,
  remarksInSlices,
  termsOfRemarks,
} from '@/lib/comment-analysis/analysis';
import { starsByMonth, volumeOf } from '@/lib/comment-analysis/over-time';
import { remarksOf } from '@/lib/comment-analysis/read';
import type { Remark } from '@/lib/comment-analysis/remark';
import { stopwordIndex, termsOf, wordsOf } from '@/lib/comment-analysis/terms';

const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
const remarks = (parts: Omit<Remark, 'index'>[]): Remark[] =>
  parts.map((part, index) => ({ ...part, index }));
const noYield = async () => {};

describe('words and terms', () => {
  it('finds words where no spaces part them, and folds case and width', () => {
    expect(wordsOf('これはテストです')).toEqual(['これ', 'テスト', 'です']);
    expect(wordsOf('Great ＴＥＳＴ, 2024 a b!')).toEqual(['great', 'test']);
    // One kana alone is a particle or a split word's piece; one kanji is a word.
    expect(wordsOf('字幕ありがとうございます。猫')).toEqual(['字幕', 'ありがとう', 'ます', '猫']);
  });

  it('reads a spelling met before as it did the first time, also once the kept ones were let go', () => {
    const text = 'Ｂａｔｔｅｒｙ battery 電池 2024';
    const first = wordsOf(text);
    expect(first).toEqual(['battery', 'battery', '電池']);
    expect(wordsOf(text)).toEqual(first);
    // More spellings than are kept: the kept ones go, and are read again.
    for (let at = 0; at < 60_000; at += 1) wordsOf(`w${at}`);
    expect(wordsOf(text)).toEqual(first);
  });

  it("takes out the stopwords of the comment's own language", async () => {
    const stopwords = await stopwordIndex();
    expect([...termsOf('The battery of this phone is great', stopwords)]).toEqual([
      'battery',
      'phone',
      'great',
    ]);
    expect([...termsOf('La batterie de ce téléphone est une merveille', stopwords)]).toEqual([
      'batterie',
      'téléphone',
      'merveille',
    ]);
    // No list holds these words: all are kept.
    expect([...termsOf('zxq vlorp', stopwords)]).toEqual(['zxq', 'vlorp']);
  });
});

describe('volume over time', () => {
  it('bars a day over a short span, the empty days between kept, the undated counted apart', () => {
    const volume = volumeOf(
      remarks([
        { text: 'a', time: day('2026-11-01') },
        { text: 'b', time: day('2026-11-01') },
        { text: 'c', time: day('2026-11-03') },
        { text: 'd' },
      ]),
    );
    expect(volume).toEqual({
      unit: 'day',
      bars: [
        { start: '2026-11-01', count: 2 },
        { start: '2026-11-02', count: 0 },
        { start: '2026-11-03', count: 1 },
      ],
      undated: 1,
    });
  });

  it('bars a week (from Monday) over a season, and a month over years', () => {
    // 2026-01-01 is a Thursday: its week starts on Monday 2025-12-29; 100 days on is 2026-04-11.
    const season = volumeOf(
      remarks([
        { text: 'a', time: day('2026-01-01') },
        { text: 'b', time: day('2026-04-11') },
      ]),
    );
    expect(season.unit).toBe('week');
    expect(season.bars[0]).toEqual({ start: '2025-12-29', count: 1 });
    expect(season.bars.at(-1)).toEqual({ start: '2026-04-06', count: 1 });
    expect(season.bars).toHaveLength(15);
    const years = volumeOf(
      remarks([
        { text: 'a', time: day('2023-05-20') },
        { text: 'b', time: day('2026-02-02') },
      ]),
    );
    expect(years.unit).toBe('month');
    expect(years.bars[0]).toEqual({ start: '2023-05-01', count: 1 });
    expect(years.bars).toHaveLength(34);
  });

  it('has no bars and no division when nothing is dated', () => {
    expect(volumeOf(remarks([{ text: 'a' }]))).toEqual({ unit: 'day', bars: [], undated: 1 });
    expect(volumeOf([])).toEqual({ unit: 'day', bars: [], undated: 0 });
  });

  it("gives the stars by month with each month's mean, an empty month without one", () => {
    const months = starsByMonth(
      remarks([
        { text: 'a', time: day('2026-01-05'), stars: 5 },
        { text: 'b', time: day('2026-01-20'), stars: 2 },
        { text: 'c', time: day('2026-03-01'), stars: 4 },
        { text: 'undated', stars: 1 },
        { text: 'no stars', time: day('2026-03-02') },
      ]),
    );
    expect(months).toEqual([
      { month: '2026-01', reviews: 2, byStars: [0, 1, 0, 0, 1], mean: 3.5 },
      { month: '2026-02', reviews: 0, byStars: [0, 0, 0, 0, 0] },
      { month: '2026-03', reviews: 1, byStars: [0, 0, 0, 1, 0], mean: 4 },
    ]);
  });
});

describe('the analysis of a list', () => {
  const list = remarks([
    { text: 'Where did you buy it? Love it.', author: 'ana', likes: 3, time: day('2026-11-01') },
    { text: '¿Dónde lo compraste?', author: 'ben', likes: 10, time: day('2026-11-02') },
    { text: 'これは本当ですか？', author: 'ana', likes: 10, time: day('2026-11-02') },
    { text: 'Battery life is great. Battery!', author: 'cy', time: day('2026-11-02') },
    { text: 'The battery died (why?)', author: 'ana', likes: 0, time: day('2026-11-03') },
  ]);

  it('finds the questions, the most liked, who comments most and the terms', async () => {
    const analysis = await analyseRemarks(list, noYield);
    expect(analysis.questions.map((question) => question.sentence)).toEqual([
      'Where did you buy it?',
      '¿Dónde lo compraste?',
      'これは本当ですか？',
      'The battery died (why?)',
    ]);
    // Equal likes keep the list's order; no likes, or none, is not "most liked".
    expect(analysis.mostLiked.map((remark) => remark.index)).toEqual([1, 2, 0]);
    expect(analysis.authors).toEqual([{ name: 'ana', count: 3 }]);
    // Counted once per comment: "battery" twice in one comment counts one.
    expect(analysis.terms).toEqual([{ name: 'battery', count: 2 }]);
    expect(analysis.volume.bars.map((bar) => bar.count)).toEqual([1, 3, 1]);
    expect(analysis.stars).toEqual([]);
    expect(analysis.answered).toBeUndefined();
  });

  it('gives everything but the terms first, and the terms after, as the whole analysis has them', async () => {
    const { terms, ...rest } = await analyseRemarks(list, noYield);
    expect(await readRemarks(list, noYield)).toEqual(rest);
    expect(await termsOfRemarks(list, noYield)).toEqual(terms);
  });

  it('gives the share of reviews the business answered, of those that say', async () => {
    const reviews = remarks([
      { text: 'ok', answered: true },
      { text: 'bad', answered: false },
      { text: 'fine', answered: true },
      { text: 'unknown' },
    ]);
    expect((await analyseRemarks(reviews, noYield)).answered).toEqual({ answered: 2, of: 3 });
  });

  it('keeps its lists to what a person can read', async () => {
    const many = remarks(
      Array.from({ length: 60 }, (_, at) => ({
        text: `word${at % 30} shared`,
        author: `author${at % 20}`,
        likes: at + 1,
      })),
    );
    const analysis = await analyseRemarks(many, noYield);
    expect(analysis.mostLiked).toHaveLength(listLengths.mostLiked);
    expect(analysis.mostLiked[0]?.likes).toBe(60);
    expect(analysis.authors).toHaveLength(listLengths.authors);
    expect(analysis.terms).toHaveLength(listLengths.terms);
    expect(analysis.terms[0]).toEqual({ name: 'shared', count: 60 });
  });

  it('counts the same whatever the order of the list', async () => {
    const texts = ['great battery', 'battery died', 'great screen', 'Why so slow?', 'slow'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ text: fc.constantFrom(...texts), author: fc.constantFrom('a', 'b', 'c') }),
          { maxLength: 40 },
        ),
        async (parts) => {
          const forward = await analyseRemarks(remarks(parts), noYield);
          const backward = await analyseRemarks(remarks([...parts].reverse()), noYield);
          expect(backward.terms).toEqual(forward.terms);
          expect(backward.authors).toEqual(forward.authors);
          expect(backward.questions.length).toBe(forward.questions.length);
        },
      ),
      { seed: 47, numRuns: 50 },
    );
  });

  it('gives the page back between slices of a long list, and counts the same', async () => {
    const long = remarks(
      Array.from({ length: 2_000 }, (_, at) => ({ text: `Is item ${at % 7} good?`, author: 'a' })),
    );
    const whole = await analyseRemarks(long, noYield);
    // A clock that moves a millisecond each time it is read: a slice ends every few remarks.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => {
      now += 1;
      return now;
    });
    let yields = 0;
    const sliced = await analyseRemarks(long, async () => {
      yields += 1;
    });
    clock.mockRestore();
    expect(yields).toBeGreaterThan(100);
    expect(sliced).toEqual(whole);
    expect(sliced.questions).toHaveLength(2_000);
  });
});

describe('every list of comments or reviews, read from its sample', () => {
  const remarkViews = endpoints.flatMap((endpoint) => {
    const view = familyViewOf(endpoint.id);
    return view && (view.family === 'comments' || view.family === 'reviews')
      ? [[endpoint.id, view] as const]
      : [];
  });

  it('finds the comment and review views', () => {
    expect(remarkViews.map(([id]) => id)).toEqual(
      expect.arrayContaining(['video.comments', 'shortvideo.comments', 'reviews.reviews']),
    );
  });

  it.each(remarkViews)('%s: each item reads as a remark with its text and author', (id, view) => {
    const read = remarksOf(sampleOf(id), view);
    expect(read.length, `the sample of ${id} has items`).toBeGreaterThan(0);
    expect(read.filter((remark) => remark.text !== '').length).toBe(read.length);
    expect(
      read.filter((remark) => remark.author).length,
      `remark.author of ${id}'s view in lib/areas/${id.split('.')[0]}/views.ts`,
    ).toBe(read.length);
    const likes = read.filter((remark) => remark.likes !== undefined).length;
    expect(likes, `remark.likes of ${id}'s view finds a number`).toBe(
      view.remark.likes ? read.length : 0,
    );
  });

  it.each(remarkViews)(
    '%s: read in slices, the remarks are those read at once',
    async (id, view) => {
      const long = { ...(sampleOf(id) as object) };
      const items = view.items.split('.').reduce<Record<string, unknown>>(
        (at, key, index, keys) => {
          if (index === keys.length - 1)
            at[key] = Array.from({ length: 50 }, () => at[key] as unknown[]).flat();
          else at[key] = { ...(at[key] as object) };
          return at[key] as Record<string, unknown>;
        },
        long as Record<string, unknown>,
      );
      expect(Array.isArray(items)).toBe(true);
      // A clock that moves a millisecond each time it is read: a slice ends every few remarks.
      let now = 0;
      const clock = vi.spyOn(performance, 'now').mockImplementation(() => {
        now += 1;
        return now;
      });
      let yields = 0;
      const sliced = await remarksInSlices(long, view, async () => {
        yields += 1;
      });
      clock.mockRestore();
      expect(yields).toBeGreaterThan(5);
      expect(sliced).toEqual(remarksOf(long, view));
    },
  );

  it('reads whether the business answered each Trustpilot review, from its reply field', () => {
    const view = familyViewOf('reviews.reviews');
    expect(view?.family).toBe('reviews');
    const read = remarksOf(
      sampleOf('reviews.reviews'),
      view as Extract<typeof view, { family: 'reviews' }>,
    );
    expect(read.map((remark) => remark.answered)).not.toContain(undefined);
  });
});
