/**
 * Every endpoint's sample renders in its purpose-made view: readable text, never raw JSON, never
 * "undefined", "null" or "NaN".
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { viewFor } from '@/components/views';
import { endpoints } from '@/lib/api/catalog';
import { sampleOf } from '@/lib/api/samples';
import { headlineOf } from '../support/headline';

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
    const View = viewFor(id);
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
    if (headline !== undefined) expect(text).toContain(headline);
    expect(html).not.toMatch(/<img[^>]+src="(?!https:)/);
  });
});
