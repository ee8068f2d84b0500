/**
 * The client against the local fake of the service, a real HTTP server: every endpoint, every
 * answer form of the service, every error kind.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiResult, requestUrl } from '@/lib/api/client';
import type { Endpoint } from '@/lib/api/endpoint';
import { paramLabel } from '@/lib/api/param-labels';
import { endpointById, endpoints } from '@/lib/areas';
import { type Client, createClient } from '@/lib/areas/client';
import { faults } from '../fake-api/faults';
import { type FakeApi, startFakeApi } from '../fake-api/server';

let fake: FakeApi;
let client: Client;

const clientFor = (overrides: { apiKey?: string; baseUrl?: string } = {}) =>
  createClient({
    baseUrl: overrides.baseUrl ?? fake.url,
    apiKey: overrides.apiKey ?? fake.key,
    retry: { baseDelayMs: 5, maxDelayMs: 20, maxWaitSeconds: 2 },
  });

beforeAll(async () => {
  fake = await startFakeApi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  client = clientFor();
});

const video = endpointById('video.video');
const callVideo = (c = client) => c.call('video.video', { videoId: 'dQw4w9WgXcQ' });

const failure = (result: ApiResult) => {
  if (result.ok) throw new Error('expected a failure');
  return result.error;
};

describe.each(endpoints.map((entry) => [entry.id, entry as Endpoint] as const))(
  '%s',
  (id, entry) => {
    it('reaches the right path and query with the key, and is charged its catalog price', async () => {
      const result = await client.callUnchecked(id, entry.example);
      const params = entry.params.parse(entry.example);
      const price = entry.credits(params);
      expect(result.ok && result.warnings).toEqual([]);
      expect(result.ok && result.credits).toEqual({
        price,
        used: price,
        remaining: 100_000 - price,
      });
      expect(fake.requests).toHaveLength(1);
      const [request] = fake.requests;
      const sent = new URL(requestUrl(fake.url, entry, params));
      expect(request?.path).toBe(sent.pathname);
      expect(request?.query).toEqual(Object.fromEntries(sent.searchParams));
      expect(request?.apiKey).toBe(fake.key);
      expect(request?.endpoint).toBe(id);
      expect(request?.charged).toBe(price);
      expect(fake.balance()).toBe(100_000 - price);
    });

    it('never sends a call with invalid params', async () => {
      const result = await client.callUnchecked(id, { ...entry.example, bogus: 'x' });
      expect(failure(result)).toMatchObject({ kind: 'invalidParams' });
      expect(failure(result).message).toContain('bogus');
      for (const name of entry.pathParams) {
        const { [name]: _, ...without } = entry.example;
        const missing = failure(await client.callUnchecked(id, without));
        expect(missing.kind).toBe('invalidParams');
        expect(missing.message).toContain(`${paramLabel(name, entry.paramLabels)} is required`);
      }
      expect(fake.requests).toEqual([]);
    });
  },
);

describe('requests', () => {
  it('encodes path params and sends the rest as the query', async () => {
    await client.call('forum.user', { username: 'a b/c?d' });
    await client.call('social.post', { url: 'https://www.facebook.com/x/posts/1?a=b&c=d' });
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/forum/users/a%20b%2Fc%3Fd',
      '/social/posts',
    ]);
    expect(fake.requests[1]?.query).toEqual({ url: 'https://www.facebook.com/x/posts/1?a=b&c=d' });
  });

  it('names the parameter and the rule it breaks', async () => {
    const result = await client.call('video.comments', { videoId: 'x', count: 51 });
    expect(failure(result).message).toBe('How many must be at most 50.');
    const both = await client.call('microblog.post', { id: 'x', max: true, country: 'US' });
    expect(failure(both).message).toBe('Country cannot be combined with Authenticated mode.');
    const sorted = await client.call('forum.search', { q: 'rust', sort: 'best' as never });
    expect(failure(sorted).message).toBe(
      'Sort by must be one of: Relevance, Hot, Top, New, Most comments.',
    );
    expect(fake.requests).toEqual([]);
  });

  it('fails a call whose path param cannot be encoded, sending nothing and never throwing', async () => {
    const result = await client.call('forum.user', { username: 'a\uD800' });
    expect(failure(result)).toEqual({
      kind: 'network',
      message: 'The request failed before any answer. Retry.',
    });
    expect(fake.requests).toEqual([]);
  });

  it('checks the key and the address before sending', async () => {
    expect(failure(await callVideo(clientFor({ apiKey: '' }))).kind).toBe('auth');
    expect(failure(await callVideo(clientFor({ apiKey: 'sk_a\nb' }))).kind).toBe('auth');
    expect(failure(await callVideo(clientFor({ baseUrl: '' }))).kind).toBe('network');
    expect(fake.requests).toEqual([]);
  });
});

describe('answer forms', () => {
  it('accepts the enveloped form', async () => {
    const bare = await callVideo();
    fake.inject({ envelope: true });
    const wrapped = await callVideo();
    expect(wrapped.ok && wrapped.data).toEqual(bare.ok && bare.data);
    expect(wrapped.ok && wrapped.raw).toMatchObject({ success: true, data: bare.ok && bare.data });
  });

  it('treats success: false as a failure even with status 200', async () => {
    fake.inject(faults.successFalse('Scraper failed to load the page'));
    const error = failure(await callVideo());
    expect(error).toMatchObject({
      kind: 'server',
      status: 200,
      detail: 'Scraper failed to load the page',
    });
  });

  it('keeps data that differs from the schema, with warnings naming the paths', async () => {
    const sample = (await callVideo()) as { data: Record<string, unknown> };
    fake.inject({
      respond: { status: 200, body: { ...sample.data, viewCount: '1.2M views', newField: 'kept' } },
    });
    const result = await callVideo();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({ viewCount: '1.2M views', newField: 'kept' });
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(/^viewCount: /);
  });

  it('keeps fields the spec does not list when the body fits', async () => {
    const sample = (await callVideo()) as { data: Record<string, unknown> };
    fake.inject({ respond: { status: 200, body: { ...sample.data, chapters: [{ t: 0 }] } } });
    const result = await callVideo();
    expect(result.ok && result.warnings).toEqual([]);
    expect(result.ok && result.data).toMatchObject({ chapters: [{ t: 0 }] });
  });

  it('turns truncated, empty and HTML bodies into badResponse with the status', async () => {
    fake.inject({ truncate: true });
    expect(failure(await callVideo())).toMatchObject({ kind: 'badResponse', status: 200 });
    fake.inject({ drop: 'afterHeaders' });
    expect(failure(await callVideo())).toMatchObject({ kind: 'badResponse', status: 200 });
    fake.inject({ respond: { status: 200, body: '<html>hello</html>' } });
    expect(failure(await callVideo())).toMatchObject({ kind: 'badResponse', status: 200 });
  });
});

describe('error kinds', () => {
  it.each([
    [401, 'auth'],
    [403, 'auth'],
    [404, 'notFound'],
    [400, 'invalidParams'],
    [402, 'outOfCredits'],
    [500, 'server'],
  ] as const)('%i → %s, not retried', async (status, kind) => {
    fake.inject({ ...faults.status(status), times: 3 });
    const error = failure(await callVideo());
    expect(error).toMatchObject({ kind, status, detail: `Fake failure ${status}` });
    expect(fake.requests).toHaveLength(1);
  });

  it('a wrong key → auth, from the service', async () => {
    const error = failure(await callVideo(clientFor({ apiKey: 'sk_not_a_key' })));
    expect(error).toMatchObject({ kind: 'auth', status: 401 });
  });

  it('an empty balance → outOfCredits, not retried, nothing charged', async () => {
    fake.setBalance(fake.key, 3);
    const error = failure(await callVideo());
    expect(error).toMatchObject({ kind: 'outOfCredits', status: 429 });
    expect(error.message).toMatch(/top up/i);
    expect(fake.requests).toHaveLength(1);
    expect(fake.balance()).toBe(3);
  });

  it('a long Retry-After → rateLimited with the wait, not retried', async () => {
    fake.inject({ ...faults.rateLimited(90), times: 3 });
    const error = failure(await callVideo());
    expect(error).toMatchObject({ kind: 'rateLimited', status: 429, retryAfter: 90 });
    expect(error.message).toContain('Wait 90 s');
    expect(fake.requests).toHaveLength(1);
  });

  it('a short Retry-After is waited out: one charge for the result', async () => {
    fake.inject(faults.rateLimited(0));
    const result = await callVideo();
    expect(result.ok).toBe(true);
    expect(fake.requests.map((request) => request.status)).toEqual([429, 200]);
    expect(fake.requests.reduce((sum, request) => sum + request.charged, 0)).toBe(4);
  });

  it.each([502, 503, 504])(
    '%i is reported as server after one request: the service tries again, in its ledger',
    async (status) => {
      fake.inject({ ...faults.proxyPage(status), times: 3 });
      const error = failure(await callVideo());
      expect(error).toMatchObject({ kind: 'server', status });
      expect(error.detail).toBeUndefined();
      expect(fake.requests).toHaveLength(1);
    },
  );

  it("sends every request past the browser's HTTP cache: no answer is taken from an earlier request", async () => {
    const modes: string[] = [];
    const recording = createClient({
      baseUrl: fake.url,
      apiKey: fake.key,
      fetch: (input, init) => {
        modes.push(input instanceof Request ? input.cache : String(init?.cache));
        return fetch(input, init);
      },
    });
    await recording.call('video.video', { videoId: 'dQw4w9WgXcQ' });
    await recording.call('video.video', { videoId: 'dQw4w9WgXcQ' });
    expect(modes).toEqual(['no-store', 'no-store']);
    expect(fake.requests).toHaveLength(2);
  });

  it('tells the caller as each attempt is sent, and never for a call refused before', async () => {
    fake.inject(faults.rateLimited(0));
    const sent: number[] = [];
    const onSent = () => sent.push(fake.requests.length);
    const result = await client.call('video.video', { videoId: 'dQw4w9WgXcQ' }, { onSent });
    expect(result.ok).toBe(true);
    // Told in the turn each request left: before the service had seen it.
    expect(sent).toEqual([0, 1]);
    await clientFor({ apiKey: '' }).call('video.video', { videoId: 'x' }, { onSent });
    await client.call('video.video', { videoId: '' }, { onSent });
    expect(sent).toHaveLength(2);
    expect(fake.requests).toHaveLength(2);
  });

  it('a dropped connection is retried, then reported as network', async () => {
    fake.inject({ drop: 'beforeResponse', times: 3 });
    expect(failure(await callVideo())).toMatchObject({ kind: 'network' });
    expect(fake.requests).toHaveLength(3);
  });

  it('an unreachable service → network', async () => {
    const error = failure(await callVideo(clientFor({ baseUrl: 'http://127.0.0.1:9' })));
    expect(error.kind).toBe('network');
    expect(error.message).toContain('127.0.0.1:9');
  });

  it('a redirect is not followed, so the key never reaches another address', async () => {
    const redirecting = createServer((request, response) => {
      response.writeHead(302, { location: `${fake.url}${request.url}` });
      response.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const { port } = redirecting.address() as AddressInfo;
    try {
      const error = failure(await callVideo(clientFor({ baseUrl: `http://127.0.0.1:${port}` })));
      expect(error.kind).toBe('network');
      expect(fake.requests).toEqual([]);
    } finally {
      redirecting.close();
    }
  });

  it('a timeout is never retried (the scrape may have been charged)', async () => {
    fake.inject({ hold: true, times: 3 });
    const result = await client.call('video.video', { videoId: 'x' }, { timeoutMs: 100 });
    expect(failure(result)).toMatchObject({ kind: 'timeout' });
    expect(failure(result).message).toMatch(/charged/);
    // A retry would have been sent before the call gave its answer.
    expect(fake.requests).toHaveLength(1);
    // The scrape given up on goes on to its end, and is charged.
    fake.release();
    await vi.waitFor(() =>
      expect(fake.requests[0]?.charged).toBe(video.credits(video.params.parse({ videoId: 'x' }))),
    );
  });

  it('an abort → aborted', async () => {
    fake.inject({ hold: true });
    const controller = new AbortController();
    const pending = client.call('video.video', { videoId: 'x' }, { signal: controller.signal });
    await vi.waitFor(() => expect(fake.holding()).toBe(1));
    controller.abort();
    // Under the heading "Cancelled", the sentence says what it means for the credits.
    expect(failure(await pending)).toEqual({
      kind: 'aborted',
      message: 'Stopped before the service answered; it may still charge the call.',
    });
  });

  it('never repeats the key, even when the service echoes it', async () => {
    fake.inject(faults.status(401, `Invalid API key ${fake.key}`));
    const result = await callVideo();
    expect(JSON.stringify(result)).not.toContain(fake.key);
    expect(failure(result).detail).toBe('Invalid API key [your key]');
  });

  it('never hands on the key inside a result, even when the service echoes it there', async () => {
    const key = 'sk_"quoted\\key';
    const echoing = createClient({
      baseUrl: 'https://api.example.test',
      apiKey: key,
      fetch: async () =>
        Response.json({ id: 'x', title: `asked with ${key}`, tags: [key, `key=${key}`] }),
    });
    const result = await echoing.callUnchecked('video.video', { videoId: 'x' });
    expect(JSON.stringify(result)).not.toContain(JSON.stringify(key).slice(1, -1));
    expect(result.ok && result.data).toMatchObject({
      title: 'asked with [your key]',
      tags: ['[your key]', 'key=[your key]'],
    });
  });

  it('names at most 50 schema issues, then how many more', async () => {
    const listing = createClient({
      baseUrl: 'https://api.example.test',
      apiKey: 'sk_test',
      fetch: async () =>
        Response.json({
          comments: Array.from({ length: 200 }, () => ({ text: 7, likeCount: 'many' })),
        }),
    });
    const result = await listing.callUnchecked('video.comments', { videoId: 'x' });
    expect(result.ok && result.warnings).toHaveLength(51);
    expect(result.ok && result.warnings.at(-1)).toMatch(/^… and \d+ more$/);
  });
});

describe('client options', () => {
  it('uses the fetch it is given', async () => {
    const seen: string[] = [];
    const custom = createClient({
      baseUrl: 'https://api.example.test',
      apiKey: 'sk_custom',
      fetch: async (input) => {
        const request = input instanceof Request ? input : new Request(input);
        seen.push(`${request.url} ${request.headers.get('x-api-key')}`);
        return Response.json({
          success: true,
          data: { slug: 'x', overallRating: 4, totalReviews: 0, reviews: [] },
        });
      },
    });
    const result = await custom.call('launches.reviews', { slug: 'x' });
    expect(result.ok && result.warnings).toEqual([]);
    expect(seen).toEqual(['https://api.example.test/launches/posts/x/reviews sk_custom']);
  });

  it('gives up on a body that stops arriving: a timeout, not retried', async () => {
    fake.inject({ stall: true, times: 3 });
    const result = await client.call('video.video', { videoId: 'x' }, { timeoutMs: 200 });
    expect(failure(result)).toMatchObject({ kind: 'timeout', status: 200 });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('an answer nested deeper than a browser can keep', () => {
  it('arrives with what lies deeper cut, and a warning that says so', async () => {
    fake.inject({ endpoint: 'social', hostile: true, times: 1 });
    const result = await client.call('social.comments', {
      url: 'https://www.facebook.com/NASA/posts/pfbid02abcDEF1234ghiJKL',
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.warnings[0]).toBe('1 part nested deeper than 100 levels was cut.');
    expect(JSON.stringify(result.data).length).toBeGreaterThan(1000);
    expect(result.credits.price).toBe(3);
  });
});
