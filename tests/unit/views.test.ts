/**
 * Every endpoint's sample renders in its purpose-made view: readable text, never raw JSON, never
 * "undefined", "null" or "NaN".
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { viewFor, viewsLoaded } from '@/components/views';
import { endpoints } from '@/lib/areas';
import { sampleOf, samples } from '@/lib/areas/samples';
import { headlineOf } from '../support/headline';

beforeAll(viewsLoaded);

/** The text a person sees: tags dropped, entities decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');

describe.each(endpoints.map((entry) => [entry.id, entry] as const))('%s', (id, endpoint) => {
  it('renders its sample in a purpose-made view, as text a person reads', () => {
    const View = viewFor(endpoint);
    expect(View).toBeDefined();
    if (!View) return;
    const html = renderToString(
      h(View, {
        endpoint,
        data: sampleOf(id),
        params: {},
        context: { tabId: 1, platform: 'x' },
        rerun: () => undefined,
      }),
    );
    const text = visibleText(html);
    expect(text).not.toMatch(/\b(undefined|null|NaN)\b/);
    expect(text).not.toMatch(/\{"|":\s*"/);
    const headline = headlineOf(id, sampleOf(id));
    expect(text).toContain(headline);
    expect(html).not.toMatch(/<img[^>]+src="(?!https:)/);
  });
});

describe('launch reviews', () => {
  it('show pros and cons tags with their counts, alternatives and sub-ratings', () => {
    const id = 'launches.reviews';
    const endpoint = endpoints.find((entry) => entry.id === id);
    const View = endpoint && viewFor(endpoint);
    if (!endpoint || !View) throw new Error('no view');
    const data = samples[id];
    const text = visibleText(
      renderToString(h(View, { endpoint, data, params: {}, context: {}, rerun: () => undefined })),
    );
    const [first] = data.reviews;
    const tag = first?.pros.tags[0];
    const alternative = data.reviews.flatMap((review) => review.alternatives.products)[0];
    if (!first || !tag || !alternative) throw new Error('the sample has tags and an alternative');
    expect(text).toContain(`${tag.label} (${tag.count})`);
    expect(Object.keys(first.subRatings ?? {}).length).toBeGreaterThan(0);
    for (const label of Object.keys(first.subRatings ?? {})) expect(text).toContain(label);
    expect(text).toContain(alternative.name);
  });
});

describe('text in views', () => {
  it('links http(s) addresses in text, and nothing else', () => {
    const endpoint = endpoints.find((entry) => entry.id === 'video.channel');
    const View = endpoint && viewFor(endpoint);
    if (!endpoint || !View) throw new Error('no view');
    const data = {
      ...samples['video.channel'],
      description: 'Shop: https://shop.example.com/a?b=1 and javascript:alert(1) <b>bold</b>',
    };
    const html = renderToString(
      h(View, { endpoint, data, params: {}, context: {}, rerun: () => undefined }),
    );
    expect(html).toContain('href="https://shop.example.com/a?b=1"');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('&lt;b>bold&lt;/b>');
  });
});
