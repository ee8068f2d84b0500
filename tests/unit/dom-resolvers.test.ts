/**
 * Pages only the document can tell apart, resolved from saved platform pages. Absent or changed
 * markup gives no match, never an exception.
 */
import { readFileSync } from 'node:fs';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { resolveLinkedinCompany } from '@/lib/platforms/linkedin';
import { resolveLumaPage } from '@/lib/platforms/luma';
import type { DomResolver, PageMatch } from '@/lib/platforms/platform';
import { resolveYoutubeChannel } from '@/lib/platforms/youtube';

const fixture = (path: string): Document =>
  parseHTML(readFileSync(new URL(`../fixtures/pages/${path}`, import.meta.url), 'utf8'))
    .document as unknown as Document;

const blank = (html: string): Document => parseHTML(html).document as unknown as Document;

const needsDom = (area: PageMatch['area']): PageMatch => ({ area, kind: 'needsDom' });
const company = (companyId: string): PageMatch => ({
  area: 'professional',
  kind: 'company',
  params: { companyId },
});

describe.each([
  [
    'luma/event.html',
    resolveLumaPage,
    needsDom('events'),
    { kind: 'event', params: { eventId: 'evt-8Hq2LmZ4xT1' } },
  ],
  [
    'luma/calendar.html',
    resolveLumaPage,
    needsDom('events'),
    { kind: 'calendar', params: { calendarId: 'cal-r8BcsXhhHYmA3tp' } },
  ],
  [
    'luma/place.html',
    resolveLumaPage,
    needsDom('events'),
    { kind: 'place', params: { placeId: 'discplace-BDj7GNbGlsF7Cka' } },
  ],
  [
    'luma/moved.html',
    resolveLumaPage,
    needsDom('events'),
    { kind: 'event', params: { eventId: 'evt-8Hq2LmZ4xT1' } },
  ],
  [
    'youtube/legacy-channel.html',
    resolveYoutubeChannel,
    needsDom('video'),
    { kind: 'channel', params: { channelId: 'UCHnyfMqiRRG1u-2MsSQLbXA' } },
  ],
  [
    'youtube/legacy-channel-data-only.html',
    resolveYoutubeChannel,
    needsDom('video'),
    { kind: 'channel', params: { channelId: 'UCXuqSBlHAE6Xw-yeJA0Tunw' } },
  ],
  [
    'linkedin/company.html',
    resolveLinkedinCompany,
    company('microsoft'),
    { kind: 'company', params: { companyId: 'microsoft', companyNumericId: '1035' } },
  ],
  [
    'linkedin/company-signed-in.html',
    resolveLinkedinCompany,
    company('microsoft'),
    { kind: 'company', params: { companyId: 'microsoft', companyNumericId: '1035' } },
  ],
] as [string, DomResolver, PageMatch, object][])('%s', (path, resolve, match, expected) => {
  it('resolves the page from its markup', () => {
    expect(resolve(fixture(path), match)).toMatchObject({ area: match.area, ...expected });
  });
});

describe('absent or changed markup', () => {
  it.each([
    ['luma/unknown.html', resolveLumaPage, needsDom('events')],
    ['linkedin/company-unknown.html', resolveYoutubeChannel, needsDom('video')],
  ] as [string, DomResolver, PageMatch][])('%s gives no match', (path, resolve, match) => {
    expect(resolve(fixture(path), match)).toBeNull();
  });

  it.each([
    '<!doctype html><title>x</title>',
    '<!doctype html><script id="__NEXT_DATA__">{"props":</script>',
    '<!doctype html><script id="__NEXT_DATA__">null</script>',
    '<!doctype html><link rel="canonical" href="https://www.youtube.com/channel/UCshort"><meta itemprop="channelId" content="nope">',
  ])('%s: nothing, and no exception', (html) => {
    expect(resolveLumaPage(blank(html), needsDom('events'))).toBeNull();
    expect(resolveYoutubeChannel(blank(html), needsDom('video'))).toBeNull();
  });

  it('a company page without its id stays a company page, without the number', () => {
    expect(
      resolveLinkedinCompany(fixture('linkedin/company-unknown.html'), company('acme')),
    ).toEqual(company('acme'));
  });

  it('a numeric company URL is its own id', () => {
    expect(resolveLinkedinCompany(blank('<main></main>'), company('1035'))).toMatchObject({
      params: { companyId: '1035', companyNumericId: '1035' },
    });
  });
});
