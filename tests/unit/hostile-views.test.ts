/**
 * Hostile answers in every view: every text field a script, an HTML fragment or a `javascript:`,
 * `data:` or `vbscript:` address; replies nested a thousand deep. Nothing but http(s) becomes a
 * link or a picture, no markup gets through, and nothing crashes.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { JsonTree } from '@/components/panel/JsonTree';
import { ResultView } from '@/components/panel/ResultView';
import { viewFor } from '@/components/views';
import { endpoints } from '@/lib/api/catalog';
import type { Endpoint } from '@/lib/api/endpoint';
import { sampleOf } from '@/lib/api/samples';

const hostile = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '<img src=x onerror=alert(1)>',
];

/** The sample with every string replaced by a hostile one. */
const poison = (value: unknown, index = 0): unknown => {
  if (Array.isArray(value)) return value.map((item, position) => poison(item, position));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item], position) => [key, poison(item, position)]),
    );
  }
  return typeof value === 'string' ? hostile[index % hostile.length] : value;
};

const renderAll = (endpoint: Endpoint, data: unknown) => {
  const View = viewFor(endpoint.id);
  if (!View) throw new Error(`${endpoint.id} has no view`);
  return [
    renderToString(h(View, { endpoint, data, params: {}, context: {}, rerun: () => undefined })),
    renderToString(h(ResultView, { data })),
    renderToString(h(JsonTree, { data })),
  ];
};

describe('hostile answers', () => {
  it.each(endpoints.map((entry) => [entry.id, entry as Endpoint] as const))(
    '%s: only http(s) links, no markup',
    (id, endpoint) => {
      for (const html of renderAll(endpoint, poison(sampleOf(id)))) {
        expect(html).not.toMatch(/href="(?!https?:)/i);
        expect(html).not.toMatch(/src="(?!https:)/i);
        expect(html).not.toMatch(/<script|<img src=x/i);
      }
    },
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
