/**
 * The derived figures of things compared, from hand-made answers: one thing with its videos
 * stored (five), one without (it says where to load them), one with three (muted, with the
 * caution). The table shows each value as the panel does with its sample; the files carry the
 * same rows; the videos are asked only free, with the params the panel's Videos tab sends.
 */
import { h, render } from 'preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ComparisonTable } from '@/components/compare/ComparisonTable';
import { figureFileRows, type ThingFigures } from '@/components/compare/compared-figures';
import { dayWords } from '@/components/compare/compared-words';
import {
  type ComparedThing,
  comparisonOf,
  comparisonRows,
  thingColumns,
} from '@/components/compare/comparison';
import { readThingFigures } from '@/components/compare/read-figures';
import { formatDate } from '@/components/views/format';
import { familyViewOf } from '@/lib/areas/views';
import { defaultPreferences } from '@/lib/extension/shared/settings';
import { callApi, readHistory } from '@/lib/extension/views/api-calls';
import { derivedFigures } from '@/lib/figures/figures';
import { handCases } from '../fixtures/derived-figures';
import { withDocument } from '../support/document';

vi.mock('@/lib/extension/views/api-calls', () => ({ callApi: vi.fn(), readHistory: vi.fn() }));

const { root } = withDocument();
const tiktok = handCases.find((hand) => hand.endpointId === 'shortvideo.user');
if (!tiktok) throw new Error('the hand-worked TikTok case is missing from the fixtures');
const now = Date.parse(tiktok.now);
const handVideos = (tiktok.posts as { videos: unknown[] }).videos;
/** The three latest of the five: November 3, 4 and 5. */
const threeVideos = { videos: handVideos.slice(2) };

const thing = (title: string, username: string, lookId: number): ComparedThing => ({
  title,
  url: `https://www.tiktok.com/@${username}`,
  endpointId: 'shortvideo.user',
  params: { username },
  snapshots: [{ id: lookId, at: now - 86_400_000, counts: { followers: 1000 } }],
});
const things = [thing('Five', 'five', 1), thing('None', 'none', 2), thing('Three', 'three', 3)];
const comparison = comparisonOf(things);

const figuresOf = (posts: unknown): ThingFigures => {
  const figures = derivedFigures({
    endpointId: 'shortvideo.user',
    profile: tiktok.profile,
    posts,
    postsView: familyViewOf('shortvideo.userVideos'),
    now,
  });
  if (!figures) throw new Error('TikTok profiles have figures');
  return { state: 'figures', figures, from: 'From the hand-made answers' };
};
const notCached = 'Its videos are not cached: open it in the panel to load them.';
const compared: ThingFigures[] = [
  figuresOf(tiktok.posts),
  { state: 'none', why: notCached },
  figuresOf(threeVideos),
];

const span = (from: string, to: string) => `${formatDate(from)} – ${formatDate(to)}`;

describe('the figures in the comparison table', () => {
  /** Each figure row: its name (and formula), then each thing's cell. */
  const shown = () => {
    render(h(ComparisonTable, { comparison, figures: compared }), root());
    return [...root().querySelectorAll('[data-testid="comparison-figures"] tr')].map((row) => ({
      name: row.querySelector('th')?.firstChild?.textContent,
      cells: [...row.querySelectorAll('td')].map((cell) => ({
        value: cell.querySelector('strong')?.textContent ?? cell.textContent,
        sample: cell.querySelector('.sl-compare__sample')?.textContent,
        caution: cell.querySelector('.sl-compare__caution')?.textContent,
        muted: cell.classList.contains('sl-compare__figure--muted'),
      })),
    }));
  };

  it("says where each thing's figures come from, and the one without its videos where to load them", () => {
    const [from] = shown();
    expect(from?.name).toBe('Derived figures');
    expect(from?.cells.map((cell) => cell.value)).toEqual([
      'From the hand-made answers',
      notCached,
      'From the hand-made answers',
    ]);
  });

  it('shows each value as the panel does, with its sample; under 5 videos muted with the caution', () => {
    const median = shown().find((row) => row.name === 'Engagement rate, median');
    // Five: 1, 2, 3, 5, 10 % → 3 %; Three (Nov 3 to 5): 5, 1, 10 % → 5 %.
    expect(median?.cells).toEqual([
      {
        value: '3%',
        sample: `median over the latest 5 videos, ${span('2026-11-01', '2026-11-05')}`,
        muted: false,
      },
      { value: '—', muted: false },
      {
        value: '5%',
        sample: `median over the latest 3 videos, ${span('2026-11-03', '2026-11-05')}`,
        caution: 'Over fewer than 5 videos: a hint, not a measure.',
        muted: true,
      },
    ]);
    const views = shown().find((row) => row.name === 'Views, median');
    // 100, 200, 300, 400, 1,000 → 300; 300, 400, 1,000 → 400.
    expect(views?.cells.map((cell) => cell.value)).toEqual(['300', '—', '400']);
  });

  it("gives each value its row's formula on hover and as its description; the row's name is its one stop", () => {
    render(h(ComparisonTable, { comparison, figures: compared }), root());
    const median = [...root().querySelectorAll('.sl-compare__figure-row')][0];
    const described = (cell: Element) =>
      root().querySelector(`[id="${cell.getAttribute('aria-describedby')}"]`)?.textContent;
    const formula =
      '(likes + comments + shares) ÷ followers for each video, as a percentage; the median of those (the middle value; for an even count, the mean of the two middle ones)';
    // Five's and Three's values; None has no figure to explain.
    expect(
      [...(median?.querySelectorAll('td') ?? [])].map((cell) => [
        cell.getAttribute('title'),
        cell.getAttribute('tabindex'),
        described(cell),
      ]),
    ).toEqual([
      [formula, null, formula],
      [null, null, undefined],
      [formula, null, formula],
    ]);
    expect(median?.querySelector('th')?.getAttribute('tabindex')).toBe('0');
  });
});

describe("the figures in the comparison's files", () => {
  const rows = () => figureFileRows(comparison, compared);
  const row = (name: string) => rows().find((each) => each.count === name);

  it('carries where they come from, each value as the number, and what it is over', () => {
    expect(rows()[0]).toEqual({
      count: 'Derived figures',
      Five: 'From the hand-made answers',
      None: notCached,
      Three: 'From the hand-made answers',
    });
    expect(row('Engagement rate, median (%)')).toEqual({
      count: 'Engagement rate, median (%)',
      Five: 3,
      None: '',
      Three: 5,
    });
    expect(row('Engagement rate, median: over')).toEqual({
      count: 'Engagement rate, median: over',
      Five: 'median over the latest 5 videos, 2026-11-01 to 2026-11-05',
      None: '',
      Three: 'median over the latest 3 videos, 2026-11-03 to 2026-11-05',
    });
    // November 5: 80 + 10 + 10 = 100 interactions, the best of both lists.
    expect(row('Best video')).toMatchObject({ Five: 100, Three: 100 });
    expect(row('Best video: the post')).toEqual({
      count: 'Best video: the post',
      Five: 'https://www.tiktok.com/@hand/video/5',
      None: '',
      Three: 'https://www.tiktok.com/@hand/video/5',
    });
  });
});

describe('two things with one title', () => {
  const twins = [thing('Mika', 'mika.a', 1), thing('Mika', 'mika.b', 2)];

  it('each keep a column of their own, named by title and address', () => {
    expect(thingColumns(twins)).toEqual([
      'Mika (https://www.tiktok.com/@mika.a)',
      'Mika (https://www.tiktok.com/@mika.b)',
    ]);
    const twinRows = comparisonRows(
      comparisonOf([
        { ...twins[0], snapshots: [{ at: now, counts: { followers: 10 } }] } as ComparedThing,
        { ...twins[1], snapshots: [{ at: now, counts: { followers: 20 } }] } as ComparedThing,
      ]),
    );
    expect(twinRows).toEqual([
      {
        count: 'followers',
        'Mika (https://www.tiktok.com/@mika.a)': 10,
        'Mika (https://www.tiktok.com/@mika.b)': 20,
      },
    ]);
  });

  it('are numbered where their addresses are the same too, and none takes the counts column', () => {
    expect(thingColumns([twins[0], twins[0]] as ComparedThing[])).toEqual([
      'Mika (https://www.tiktok.com/@mika.a) (1)',
      'Mika (https://www.tiktok.com/@mika.a) (2)',
    ]);
    expect(thingColumns([thing('count', 'c', 1), thing('Other', 'o', 2)])).toEqual([
      'count (https://www.tiktok.com/@c)',
      'Other',
    ]);
  });
});

describe("reading a thing's figures", () => {
  const prefs = { ...defaultPreferences, defaultCount: 12 };
  const [five] = things as [ComparedThing];

  beforeEach(() => {
    vi.mocked(readHistory).mockReset();
    vi.mocked(callApi).mockReset();
  });

  it("asks its videos only free, with the params the panel's Videos tab sends on its page", async () => {
    vi.mocked(readHistory).mockResolvedValue({
      id: 1,
      at: now - 86_400_000,
      endpointId: 'shortvideo.user',
      params: { username: 'five' },
      data: tiktok.profile,
      warnings: [],
      demo: false,
    });
    const fetchedAt = now - 2 * 86_400_000;
    vi.mocked(callApi).mockResolvedValue({
      ok: true,
      data: tiktok.posts,
      warnings: [],
      key: 'k',
      fetchedAt,
      source: 'cache',
      credits: { price: 0 },
      charged: 0,
    } as Awaited<ReturnType<typeof callApi>>);
    const read = await readThingFigures(five, prefs, now);
    expect(vi.mocked(callApi).mock.calls).toEqual([
      [{ id: 'shortvideo.userVideos', params: { username: 'five', count: '12' }, only: 'free' }],
    ]);
    expect(vi.mocked(readHistory).mock.calls).toEqual([[1]]);
    expect(read?.state === 'figures' && read.from).toBe(
      `From the look of ${dayWords(now - 86_400_000)} and 5 videos fetched ${dayWords(fetchedAt)}`,
    );
    expect(
      read?.state === 'figures' &&
        read.figures.figures.find((figure) => figure.id === 'engagementMedian')?.value,
    ).toBe(3);
  });

  it('says where to load its videos when they are not stored, and fetches nothing', async () => {
    vi.mocked(readHistory).mockResolvedValue(null);
    vi.mocked(callApi).mockResolvedValue({
      ok: false,
      error: { kind: 'notCached', message: 'No answer of this call is in the cache.' },
      key: 'k',
    } as Awaited<ReturnType<typeof callApi>>);
    const lookKept = await readThingFigures({ ...five, snapshots: [] }, prefs, now);
    expect(lookKept).toEqual({
      state: 'none',
      why: 'Its last look is no longer in the history: open it in the panel to look again.',
    });
    vi.mocked(readHistory).mockResolvedValue({
      id: 1,
      at: now,
      endpointId: 'shortvideo.user',
      params: { username: 'five' },
      data: tiktok.profile,
      warnings: [],
      demo: false,
    });
    expect(await readThingFigures(five, prefs, now)).toEqual({ state: 'none', why: notCached });
    expect(vi.mocked(callApi).mock.calls.every(([request]) => request.only === 'free')).toBe(true);
  });

  it('never puts the demo sample beside a real look, nor a real list beside a demo look', async () => {
    const look = (demo: boolean) => ({
      id: 1,
      at: now,
      endpointId: 'shortvideo.user',
      params: { username: 'five' },
      data: tiktok.profile,
      warnings: [],
      demo,
    });
    const list = (source: 'cache' | 'demo') =>
      ({
        ok: true,
        data: tiktok.posts,
        warnings: [],
        key: 'k',
        fetchedAt: now,
        source,
        credits: { price: 0 },
        charged: 0,
      }) as Awaited<ReturnType<typeof callApi>>;
    const read = async (demoLook: boolean, source: 'cache' | 'demo') => {
      vi.mocked(readHistory).mockResolvedValue(look(demoLook));
      vi.mocked(callApi).mockResolvedValue(list(source));
      const figures = await readThingFigures(five, prefs, now);
      return figures?.state === 'figures' ? figures.from : figures?.why;
    };
    expect(await read(false, 'demo')).toBe(notCached);
    expect(await read(true, 'cache')).toBe(
      'Its last look is demo data: open it in the panel with your key to look again.',
    );
    expect(await read(true, 'demo')).toBe(
      `From the look of ${dayWords(now - 86_400_000)} and the demo's 5 videos`,
    );
    expect(await read(false, 'cache')).toBe(
      `From the look of ${dayWords(now - 86_400_000)} and 5 videos fetched ${dayWords(now)}`,
    );
  });
});
