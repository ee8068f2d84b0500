/**
 * Hostile answers (tests/fake-api/hostile.ts) in every endpoint's view, the readable view and the
 * JSON tree: nothing but http(s) becomes a link or a picture, no markup gets through, nothing
 * crashes, and the valid part of the answer still shows.
 */
import { parseHTML } from 'linkedom';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { JsonTree } from '@/components/panel/JsonTree';
import { ResultView } from '@/components/panel/ResultView';
import { viewFor, viewsLoaded } from '@/components/views';
import type { Endpoint } from '@/lib/api/endpoint';
import { endpoints } from '@/lib/areas';
import { sampleOf } from '@/lib/areas/samples';
import { hostileAnswer } from '../fake-api/hostile';
import { headlineOf } from '../support/headline';

beforeAll(viewsLoaded);

const renderAll = (endpoint: Endpoint, data: unknown) => {
  const View = viewFor(endpoint);
  if (!View) throw new Error(`${endpoint.id} has no view`);
  return [
    renderToString(h(View, { endpoint, data, params: {}, context: {}, rerun: () => undefined })),
    renderToString(h(ResultView, { data })),
    renderToString(h(JsonTree, { data })),
  ];
};

describe('hostile answers', () => {
  it.each(endpoints.map((entry) => [entry.id, entry as Endpoint] as const))(
    '%s: only http(s) links, no markup, the valid part still shows',
    (id, endpoint) => {
      const answer = hostileAnswer(id, sampleOf(id), { listLength: 40, hugeText: 100_000 });
      const headline = headlineOf(id, answer);
      const [view, ...others] = renderAll(endpoint, answer);
      for (const html of [view, ...others]) {
        expect(html).not.toMatch(/href="(?!https?:)/i);
        expect(html).not.toMatch(/src="(?!https:)/i);
        expect(html).not.toMatch(/<script|<img src=x|<svg onload/i);
      }
      expect(
        parseHTML(`<!doctype html><html><body>${view}</body></html>`).document.body.textContent,
      ).toContain(headline);
    },
  );

  it.each(['video.comments', 'reviews.reviews', 'forum.communityPosts'])(
    '%s: of 10,000 rows, the first block shows at once, room is kept for the rest, no "show more"',
    (id) => {
      const endpoint = endpoints.find((entry) => entry.id === id) as Endpoint;
      const [view] = renderAll(endpoint, hostileAnswer(id, sampleOf(id), { hugeText: 1000 }));
      const { document } = parseHTML(`<!doctype html><html><body>${view}</body></html>`);
      // The other rows follow while the browser is idle (tests/unit/long-lists.test.ts).
      const rows = document.querySelectorAll(
        '.sl-view [role="list"] > .sl-chunk > .sl-block > [role="listitem"]',
      );
      expect(rows).toHaveLength(10);
      expect(rows[0]?.getAttribute('aria-setsize')).toBe('10000');
      const gaps = document.querySelectorAll('.sl-view [role="list"] > .sl-gap');
      expect([...gaps].map((gap) => gap.getAttribute('style'))).toEqual([`height: ${9990 * 80}px`]);
      expect(document.body.textContent).not.toMatch(/Show \d+ more|not shown/);
    },
    // 10,000 hostile rows checked against the schema and rendered to a string: about 1 s here,
    // several on a machine busy with other builds.
    30_000,
  );

  it('social comment replies nested 1,000 deep render without a crash', () => {
    let comment: Record<string, unknown> = {
      id: 'c',
      text: 'deepest',
      authorName: 'a',
      authorId: '1',
      createdAt: '2026-11-21T10:00:00.000Z',
      reactionCount: 0,
      replies: [],
    };
    for (let level = 0; level < 1000; level += 1)
      comment = { ...comment, id: `c${level}`, replies: [comment] };
    const endpoint = endpoints.find((entry) => entry.id === 'social.comments') as Endpoint;
    expect(() => renderAll(endpoint, { comments: [comment] })).not.toThrow();
  });
});
