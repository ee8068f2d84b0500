/**
 * The derived figures as a person reads them: values with their units, the sample's line with its
 * dates, the formula on hover and as the value's description, muted figures, the reasons, and
 * the offer of a posts list not stored with its price.
 */
import { h, render } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import { DerivedFigures } from '@/components/views/figures/DerivedFigures';
import { formatDate } from '@/components/views/format';
import { familyViewOf } from '@/components/views/specs';
import { endpoints } from '@/lib/areas';
import { postsEndpointIdOf } from '@/lib/areas/figures';
import { derivedFigures, type FiguresInput } from '@/lib/figures/figures';
import { postsOffer } from '@/lib/figures/offer';
import { handCases } from '../fixtures/derived-figures';
import { withDocument } from '../support/document';

const { root } = withDocument();

/** The posts list's view, as the panel passes it (every area's views are loaded for the tests). */
const postsViewOf = (id: string) => familyViewOf(postsEndpointIdOf(id) ?? '');
const figuresOf = (input: Omit<FiguresInput, 'postsView'>) =>
  derivedFigures({ ...input, postsView: postsViewOf(input.endpointId) });
const offerOf = (id: string, params: Record<string, string>) =>
  postsOffer(id, params, endpoints, postsViewOf(id));

const caseNamed = (start: string) => {
  const hand = handCases.find((each) => each.name.startsWith(start));
  if (!hand) throw new Error(`no hand case ${start}`);
  return figuresOf({
    endpointId: hand.endpointId,
    profile: hand.profile,
    posts: hand.posts,
    now: Date.parse(hand.now),
  });
};

/** Each row: its label, the value's text, and the lines under it. */
const rows = () =>
  [...root().querySelectorAll('.sl-figure')].map((row) => ({
    label: row.querySelector('dt')?.textContent,
    value: row.querySelector('.sl-figure__value')?.textContent,
    sample: row.querySelector('.sl-figure__sample')?.textContent,
    muted: row.classList.contains('sl-figure--muted'),
    caution: row.querySelector('.sl-figure__caution')?.textContent,
  }));

const byLabel = (label: string) => rows().find((row) => row.label === label);

describe('a TikTok profile with five videos stored', () => {
  const figures = caseNamed('TikTok');

  it('shows each figure worked out by hand, in its unit', () => {
    render(h(DerivedFigures, { figures }), root());
    expect(rows().map((row) => [row.label, row.value])).toEqual([
      ['Engagement rate, median', '3%'],
      ['Engagement rate, mean', '4.2%'],
      ['Views, median', '300'],
      ['Views, mean', '400'],
      ['Videos a week', '7'],
      ['Days since the last video', '3 days Video of November 5'],
      ['Best video', '100 likes + comments + shares Video of November 5'],
      ['Weakest video', '10 likes + comments + shares Video of November 4'],
    ]);
  });

  it('says under each value which videos it is over, with their first and last day', () => {
    render(h(DerivedFigures, { figures }), root());
    const span = `${formatDate('2026-11-01')} – ${formatDate('2026-11-05')}`;
    expect(byLabel('Engagement rate, median')?.sample).toBe(
      `median over the latest 5 videos, ${span}`,
    );
    expect(byLabel('Videos a week')?.sample).toBe(`over 5 videos, ${span}`);
    expect(byLabel('Days since the last video')?.sample).toBe(
      `the latest of 5 videos, ${formatDate('2026-11-05')}`,
    );
  });

  it('gives each value its formula on hover and as its description', () => {
    render(h(DerivedFigures, { figures }), root());
    const value = root().querySelector('.sl-figure__value');
    const formula =
      '(likes + comments + shares) ÷ followers for each video, as a percentage; the median of those (the middle value; for an even count, the mean of the two middle ones)';
    expect(value?.getAttribute('title')).toBe(formula);
    expect(value?.getAttribute('tabindex')).toBe('0');
    const described = root().querySelector(`[id="${value?.getAttribute('aria-describedby')}"]`);
    expect(described?.textContent).toBe(formula);
  });

  it('links the best video, and not the weakest, whose address is no http(s)', () => {
    render(h(DerivedFigures, { figures }), root());
    const links = [...root().querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Video of November 5', 'https://www.tiktok.com/@hand/video/5'],
      ['Video of November 5', 'https://www.tiktok.com/@hand/video/5'],
    ]);
  });

  it('mutes none of them: five videos are enough', () => {
    render(h(DerivedFigures, { figures }), root());
    expect(rows().filter((row) => row.muted)).toEqual([]);
  });
});

describe('an Instagram profile with three posts stored', () => {
  it('mutes every figure over them and says why; the days since the last post stand', () => {
    render(h(DerivedFigures, { figures: caseNamed('Instagram') }), root());
    expect(rows().map((row) => [row.label, row.muted, row.caution])).toEqual([
      ['Engagement rate, median', true, 'Over fewer than 5 posts: a hint, not a measure.'],
      ['Engagement rate, mean', true, 'Over fewer than 5 posts: a hint, not a measure.'],
      ['Posts a week', true, 'Over fewer than 5 posts: a hint, not a measure.'],
      ['Days since the last post', false, undefined],
      ['Best post', true, 'Over fewer than 5 posts: a hint, not a measure.'],
      ['Weakest post', true, 'Over fewer than 5 posts: a hint, not a measure.'],
    ]);
  });
});

describe('figures that cannot be worked out', () => {
  it('say why instead of a number, with no sample line', () => {
    render(h(DerivedFigures, { figures: caseNamed('LinkedIn') }), root());
    expect(byLabel('Engagement rate, median')).toMatchObject({
      value: "No figure: no follower count in the profile's answer",
      sample: undefined,
    });
    expect(byLabel('Posts a week')?.value).toBe(
      'No figure: only one post in the list has a date: no span to count over',
    );
  });

  it("render a post's hostile title as text", () => {
    const figures = figuresOf({
      endpointId: 'shortvideo.user',
      profile: { followers: 10 },
      posts: {
        videos: [{ title: '<img src=x onerror=alert(1)>', likes: 1, comments: 0, shares: 0 }],
      },
      now: 0,
    });
    render(h(DerivedFigures, { figures }), root());
    expect(root().querySelectorAll('img')).toHaveLength(0);
    expect(byLabel('Best video')?.value).toBe(
      '1 likes + comments + shares <img src=x onerror=alert(1)>',
    );
  });
});

describe('a profile whose posts list is not stored', () => {
  it('offers the list with its price, and asks for it only when pressed', () => {
    const offer = offerOf('shortvideo.user', { username: 'mika.in.tokyo' });
    const onLoad = vi.fn();
    render(h(DerivedFigures, { offer, onLoad }), root());
    const button = root().querySelector('button');
    expect(root().textContent).toBe('Engagement needs the latest videos: Load them · 2 credits');
    expect(onLoad).not.toHaveBeenCalled();
    button?.dispatchEvent(
      new (root().ownerDocument.defaultView as unknown as typeof globalThis).Event('click'),
    );
    expect(onLoad.mock.calls).toEqual([[offer]]);
  });

  it('shows no price while the params are not valid', () => {
    const offer = offerOf('forum.community', { name: '' });
    render(h(DerivedFigures, { offer }), root());
    expect(root().textContent).toBe('Posts a day and scores need the latest posts: Load them');
  });
});
