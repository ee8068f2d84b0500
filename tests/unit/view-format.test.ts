/**
 * Values as a person reads them at the panel's width: facts whose numbers would mislead as plain
 * numbers (a share, a percentage, seconds, a year), websites as links, empty answers in words,
 * days as people say them ("Nov 27").
 */

import fc from 'fast-check';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { viewFor } from '@/components/views';
import { duration, factText, shortDate } from '@/components/views/format';
import { endpointById } from '@/lib/areas';
import { sampleOf } from '@/lib/areas/samples';

const render = (id: Parameters<typeof endpointById>[0], data: unknown) => {
  const View = viewFor(endpointById(id));
  if (!View) throw new Error(`${id} has no view`);
  return renderToString(
    h(View, {
      endpoint: endpointById(id),
      data,
      params: {},
      context: { tabId: 1, platform: 'x' },
      rerun: () => undefined,
    }),
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
};

describe('facts', () => {
  it('read a share, a percentage, seconds and a year as people write them', () => {
    expect(factText(0.97, 'ratio')).toBe('97%');
    expect(factText(87.4, 'percent')).toBe('87.4%');
    expect(factText(58, 'seconds')).toBe('0:58');
    expect(factText(3727, 'seconds')).toBe('1:02:07');
    expect(factText(2008, 'year')).toBe('2008');
    expect(factText('Berlin', 'year')).toBe('Berlin');
    expect(duration(0)).toBe('0:00');
  });

  it('in the samples: upvoted 97%, a duration in minutes, years without a separator', () => {
    expect(render('forum.post', sampleOf('forum.post'))).toMatch(/upvoted \d+%/);
    expect(render('shortvideo.video', sampleOf('shortvideo.video'))).toMatch(/duration \d+:\d\d\b/);
    expect(render('professional.user', sampleOf('professional.user'))).toContain(
      'from 2008 to 2012',
    );
  });

  it('a website is a link, written without its scheme', () => {
    const html = renderToString(
      h(viewFor(endpointById('professional.company')) as never, {
        endpoint: endpointById('professional.company'),
        data: sampleOf('professional.company'),
        params: {},
        context: {},
        rerun: () => undefined,
      }),
    );
    expect(html).toMatch(/<a class="sl-link" href="https:\/\/stripe\.com"[^>]*>stripe\.com<\/a>/);
  });
});

describe('empty answers', () => {
  it('say so in words instead of an empty list', () => {
    expect(render('video.comments', { comments: [] })).toContain('No comments yet.');
    expect(render('video.search', { videos: [] })).toContain('Nothing found.');
    expect(render('video.search', { videos: [] })).not.toContain('Filter the loaded rows');
  });
});

describe('a day as people say it', () => {
  it('reads "Nov 27", and "Nov 27, 2026" with its year, in the month and day of the browser', () => {
    const at = new Date(2026, 10, 27, 23, 59).getTime();
    expect([shortDate(at), shortDate(at, { year: true })]).toEqual(['Nov 27', 'Nov 27, 2026']);
  });

  it("says any moment as the browser's own date words do", () => {
    const moments = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(moments, fc.boolean(), (at, year) => {
        const options: Intl.DateTimeFormatOptions = {
          month: 'short',
          day: 'numeric',
          ...(year ? { year: 'numeric' } : {}),
        };
        expect(shortDate(at, { year })).toBe(new Date(at).toLocaleDateString(undefined, options));
      }),
    );
  });
});
