import { describe, expect, it } from 'vitest';
import { nextPageParams, valueAt } from '@/lib/api/pagination';
import { endpoints } from '@/lib/areas';
import { sampleOf, samples } from '@/lib/areas/samples';

describe('samples', () => {
  it.each(endpoints.map((entry) => [entry.id, entry] as const))(
    '%s parses with its schema',
    (id, entry) => {
      expect(
        sampleOf(id),
        `no sample of ${id}: lib/areas/${entry.area}/samples.ts exports its samples as \`${entry.area}Samples\`, with '${id}' in it`,
      ).toBeDefined();
      const result = entry.response().safeParse(sampleOf(id));
      expect(result.error?.issues ?? []).toEqual([]);
    },
  );

  it.each(endpoints.filter((entry) => entry.pagination).map((entry) => [entry.id, entry] as const))(
    '%s: a first page with items and a way to the next',
    (id, entry) => {
      const sample = sampleOf(id);
      const items = entry.pagination?.items ?? '';
      expect((valueAt(sample, items) as unknown[]).length).toBeGreaterThan(1);
      // The next page's params, as Load more would send them: valid, and on from this page.
      const first = entry.params.parse(entry.example) as Record<string, unknown>;
      const next = nextPageParams(entry, first, sample);
      const param = entry.pagination?.param ?? '';
      expect(next).not.toBeNull();
      expect(entry.params.safeParse(next).success).toBe(true);
      expect(next?.[param]).not.toEqual(first[param]);
      expect({ ...next, [param]: first[param] }).toEqual(first);
    },
  );
});

describe('edge forms the spec mentions appear in the samples', () => {
  const all = JSON.stringify(samples);
  it.each([
    ['a null', /:null[,}]/],
    ['an empty string', /:""[,}]/],
    ['a +00:00 timestamp', /T\d{2}:\d{2}:\d{2}(\.\d+)?\+00:00"/],
    ['a date-only value', /"\d{4}-\d{2}-\d{2}"/],
    ['relative-time text', /"\d+ (hours?|days?|weeks?|months?) ago"/],
    ['a protocol-relative URL', /"\/\/[a-z0-9.-]+\//],
    ['Japanese text', /[\u3040-\u30ff]/],
    ['Chinese text', /[\u4e00-\u9fff]/],
  ])('%s', (_, pattern) => {
    expect(all).toMatch(pattern);
  });

  it('social comments nest replies in replies', () => {
    const { comments } = samples['social.comments'];
    const depth = (list: typeof comments): number =>
      list.length === 0 ? 0 : 1 + Math.max(...list.map((comment) => depth(comment.replies)));
    expect(depth(comments)).toBeGreaterThanOrEqual(3);
  });
});
