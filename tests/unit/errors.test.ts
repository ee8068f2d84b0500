import { describe, expect, it } from 'vitest';
import { errorFromAnswer, errorText, retryAfterSeconds } from '@/lib/api/errors';

const now = Date.parse('2026-11-21T12:00:00Z');

describe('retryAfterSeconds', () => {
  it.each([
    [{ 'retry-after': '30' }, 30],
    [{ 'retry-after': 'Sat, 21 Nov 2026 12:01:00 GMT' }, 60],
    [{ 'x-ratelimit-reset': String(now / 1000 + 45) }, 45],
    [{ 'retry-after': '12', 'x-ratelimit-reset': String(now / 1000 + 45) }, 12],
    [{}, undefined],
  ])('%o → %s', (headers, seconds) => {
    expect(retryAfterSeconds(new Headers(headers), now)).toBe(seconds);
  });
});

describe('errorFromAnswer', () => {
  it('tells an empty balance from a rate limit by what the service says', () => {
    const headers = new Headers({ 'retry-after': '5' });
    expect(errorFromAnswer(429, { error: 'Insufficient credits' }, headers).kind).toBe(
      'outOfCredits',
    );
    expect(errorFromAnswer(429, { error: 'Too many requests' }, headers)).toMatchObject({
      kind: 'rateLimited',
      retryAfter: 5,
    });
    expect(errorFromAnswer(402, '', new Headers()).kind).toBe('outOfCredits');
  });

  it('ignores HTML pages as details and cuts long texts', () => {
    expect(errorText('<html><body>502</body></html>')).toBeUndefined();
    expect(errorText({ error: 'x'.repeat(2000) })?.length).toBe(500);
    expect(errorText({ message: 'from message' })).toBe('from message');
  });

  it.each([
    [400, 'invalidParams'],
    [401, 'auth'],
    [403, 'auth'],
    [404, 'notFound'],
    [500, 'server'],
    [503, 'server'],
    [418, 'badResponse'],
  ])('%i → %s, with a message that says what to do', (status, kind) => {
    const error = errorFromAnswer(status, { error: 'e' }, new Headers());
    expect(error).toMatchObject({ kind, status, detail: 'e' });
    expect(error.message).toMatch(/\.$/);
  });
});
