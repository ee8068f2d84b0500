/**
 * The local fake pages for real: following each paginated endpoint through the client leads to
 * distinct, deterministic pages and an end.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Endpoint } from '@/lib/api/endpoint';
import { nextPageParams, valueAt } from '@/lib/api/pagination';
import { endpoints } from '@/lib/areas';
import { createClient } from '@/lib/areas/client';
import { type FakeApi, startFakeApi } from '../fake-api/server';

let fake: FakeApi;
const pageCount = 3;

beforeAll(async () => {
  fake = await startFakeApi({ pageCount });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const paginated = endpoints.filter((entry) => entry.pagination) as Endpoint[];

/** Every page from the first to the end, as the client would fetch them. */
const walk = async (entry: Endpoint) => {
  const client = createClient({ baseUrl: fake.url, apiKey: fake.key });
  const pages: unknown[][] = [];
  let params: Record<string, unknown> | null = entry.params.parse(entry.example);
  while (params !== null && pages.length <= pageCount + 1) {
    const result = await client.callUnchecked(entry.id, params);
    if (!result.ok) throw new Error(result.error.message);
    pages.push(valueAt(result.data, entry.pagination?.items ?? '') as unknown[]);
    params = nextPageParams(entry, params, result.data);
  }
  return pages;
};

describe.each(paginated.map((entry) => [entry.id, entry] as const))('%s', (_, entry) => {
  it(`pages through ${pageCount} distinct pages to an end, each charged`, async () => {
    const pages = await walk(entry);
    const nonEmpty = pages.filter((page) => page.length > 0);
    expect(nonEmpty).toHaveLength(pageCount);
    const items = nonEmpty.flat().map((item) => JSON.stringify(item));
    expect(new Set(items).size).toBe(items.length);
    expect(fake.requests.every((request) => request.status === 200 && request.charged > 0)).toBe(
      true,
    );
  });

  it('answers the same page the same way', async () => {
    const first = await walk(entry);
    const second = await walk(entry);
    expect(second).toEqual(first);
  });
});

describe('fake service', () => {
  it('refuses a token it never handed out', async () => {
    const response = await fetch(`${fake.url}/forum/subforums/x/posts?after=forged`, {
      headers: { 'x-api-key': fake.key },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('after') });
  });

  it('validates params like the service, with a 400 and an error body', async () => {
    const response = await fetch(`${fake.url}/video/videos/x/comments?count=500`, {
      headers: { 'x-api-key': fake.key },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Parameter count must be at most 50.',
    });
  });

  it('requires the key', async () => {
    const response = await fetch(`${fake.url}/video/videos/x`);
    expect(response.status).toBe(401);
    expect(fake.requests[0]).toMatchObject({ apiKey: undefined, status: 401, charged: 0 });
  });

  it('answers a batch lookup with one post per id', async () => {
    const client = createClient({ baseUrl: fake.url, apiKey: fake.key });
    const result = await client.call('microblog.posts', { ids: 'A1,B2,C3' });
    expect(result.ok && result.data.posts.map((post) => post.code)).toEqual(['A1', 'B2', 'C3']);
    expect(result.ok && result.credits.used).toBe(6);
  });

  it('honours count on lists', async () => {
    const client = createClient({ baseUrl: fake.url, apiKey: fake.key });
    const result = await client.call('shortvideo.search', { q: 'cats', count: 2 });
    expect(result.ok && result.data.videos).toHaveLength(2);
    expect(result.ok && result.credits).toMatchObject({ price: 4, used: 4 });
  });
});

describe('fake controls and latency', () => {
  it('takes faults, balances and resets over HTTP, and lists requests', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${fake.url}/__fake/${path}`, { method: 'POST', body: JSON.stringify(body) });
    await post('faults', { endpoint: 'video', respond: { status: 503, body: { error: 'down' } } });
    const client = createClient({ baseUrl: fake.url, apiKey: fake.key, retry: { baseDelayMs: 1 } });
    const forum = await client.call('forum.user', { username: 'spez' });
    expect(forum.ok).toBe(true);
    // The client reports a gateway failure; trying again is its caller's (the API service's).
    const failed = await client.call('video.channel', { channelId: '@x' });
    expect(failed).toMatchObject({ ok: false, error: { kind: 'server', status: 503 } });
    const result = await client.call('video.channel', { channelId: '@x' });
    expect(result.ok).toBe(true);
    const listed = (await (await fetch(`${fake.url}/__fake/requests`)).json()) as {
      status: number;
    }[];
    expect(listed.map((request) => request.status)).toEqual([200, 503, 200]);
    await post('balance', { key: fake.key, credits: 1 });
    expect(fake.balance()).toBe(1);
    await post('reset', {});
    expect(fake.balance()).toBe(100_000);
    expect(fake.requests).toEqual([]);
  });

  it('adds latency to one area only', async () => {
    const slow = await startFakeApi({ latency: { video: 400 } });
    try {
      const client = createClient({ baseUrl: slow.url, apiKey: slow.key });
      const options = { timeoutMs: 150 };
      expect((await client.call('forum.user', { username: 'spez' }, options)).ok).toBe(true);
      const video = await client.call('video.channel', { channelId: '@x' }, options);
      expect(!video.ok && video.error.kind).toBe('timeout');
    } finally {
      await slow.close();
    }
  });
});
