/**
 * The service's own path names (lib/api/path-style.ts): every endpoint's path in both styles,
 * the key test finding the style of a fake that speaks only one, the hint a 404 gets while the
 * style is unknown, the platforms' field names read as the contract's, and one cache for both.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { requestUrl } from '@/lib/api/client';
import { type PathStyle, pathStyles, withNeutralFields } from '@/lib/api/path-style';
import { endpoints } from '@/lib/areas';
import { createClient } from '@/lib/areas/client';
import { sampleOf } from '@/lib/areas/samples';
import { createApiService, type ServiceSettings } from '@/lib/extension/background/api-service';
import { defaultApiSettings } from '@/lib/extension/shared/settings';
import { styleFor } from '@/lib/extension/shared/storage';
import { platforms } from '@/lib/platforms';
import { openStore, type SidelightDb } from '@/lib/store/db';
import { listHistory } from '@/lib/store/history';
import { ledgerEntries, spent } from '@/lib/store/ledger';
import { withOwnFields } from '../fake-api/routes';
import { type FakeApi, startFakeApi } from '../fake-api/server';

/**
 * What the platforms' style must say, read straight from each platform's record: the platform's id
 * as the first segment, its own words for the contract's.
 */
const platformOfArea = new Map(platforms.map((platform) => [platform.area as string, platform]));
const base = 'https://api.example.com';

describe.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
  '%s',
  (_, endpoint) => {
    const params = Object.fromEntries(endpoint.pathParams.map((name) => [name, `v-${name}`]));
    const filled = endpoint.path.replace(/:([A-Za-z_]+)/g, (__, name: string) => `v-${name}`);

    it("keeps the contract's path in the contract's style", () => {
      expect(requestUrl(base, endpoint, params, 'contract')).toBe(`${base}${filled}`);
    });

    it("names the platform in the platforms' style, the rest of the path the same", () => {
      const [, area = '', ...rest] = filled.split('/');
      const platform = platformOfArea.get(area);
      const own: Readonly<Record<string, string>> = platform?.ownWords ?? {};
      const words = rest.map((segment) => own[segment] ?? segment);
      expect(platform).toBeDefined();
      expect(requestUrl(base, endpoint, params, 'platform')).toBe(
        `${base}/${platform?.id}/${words.join('/')}`.replace(/\/$/, ''),
      );
    });
  },
);

describe("the platforms' field names", () => {
  const post = { id: 'p1', title: 'A post', subreddit: 'programming', score: 3 };

  it('are read as the contract’s, and the answer as it arrived is left alone', () => {
    const answer = { posts: [post, { ...post, id: 'p2' }], after: null };
    const read = withNeutralFields(answer) as { posts: { subforum?: string }[] };
    expect(read.posts.map((item) => item.subforum)).toEqual(['programming', 'programming']);
    expect(answer.posts[0]).toEqual(post);
  });

  it('give way to the contract’s own field where both are sent', () => {
    expect(withNeutralFields({ subforum: 'a', subreddit: 'b' })).toEqual({
      subforum: 'a',
      subreddit: 'b',
    });
  });

  it('leave an answer without them the same object', () => {
    const answer = { videos: [{ id: 'v' }] };
    expect(withNeutralFields(answer)).toBe(answer);
  });

  it('never reach the prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"subreddit": "x"}, "a": {"subreddit": "y"}}');
    const read = withNeutralFields(hostile) as Record<string, unknown>;
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).subforum).toBeUndefined();
    expect(read.a).toEqual({ subreddit: 'y', subforum: 'y' });
  });
});

describe('against a service that speaks one style', () => {
  const fakes = new Map<PathStyle, FakeApi>();
  let db: SidelightDb;
  beforeAll(async () => {
    for (const style of pathStyles) fakes.set(style, await startFakeApi({ pathStyle: style }));
  });
  afterAll(async () => {
    for (const fake of fakes.values()) await fake.close();
  });
  beforeEach(async () => {
    for (const fake of fakes.values()) fake.reset();
    globalThis.indexedDB = new IDBFactory();
    db = await openStore();
    vi.spyOn(fakeBrowser.runtime, 'getPlatformInfo').mockResolvedValue({} as never);
  });
  const serviceFor = (fake: FakeApi, pathStyle?: PathStyle) => {
    const settings: ServiceSettings = {
      apiKey: fake.key,
      baseUrl: fake.url,
      ...(pathStyle ? { pathStyle } : {}),
      demo: false,
      api: { ...defaultApiSettings },
    };
    return createApiService({
      db: async () => db,
      settings: async () => settings,
      sample: async (id) => sampleOf(id),
    });
  };

  it.each(pathStyles)('the key test finds the %s style', async (style) => {
    const fake = fakes.get(style) as FakeApi;
    const { result, style: found } = await serviceFor(fake).testKey();
    expect(result.ok).toBe(true);
    expect(found).toBe(style);
    // Recorded as key tests, their credits counted, and no result in the history.
    expect((await ledgerEntries(db)).map((entry) => [entry.purpose, spent(entry)])).toEqual(
      style === 'contract'
        ? [['keyTest', 1]]
        : [
            ['keyTest', 0],
            ['keyTest', 1],
          ],
    );
    expect(await listHistory(db)).toEqual([]);
    expect(fake.requests.map((request) => [request.path, request.status])).toEqual(
      style === 'contract'
        ? [['/events/categories', 200]]
        : [
            ['/events/categories', 404],
            ['/luma/categories', 200],
          ],
    );
  });

  it('the key test finds no style where neither path exists', async () => {
    const fake = fakes.get('contract') as FakeApi;
    fake.inject({ times: 2, respond: { status: 404, body: { error: 'Not found' } } });
    const { result, style } = await serviceFor(fake).testKey();
    expect(result).toMatchObject({ ok: false, error: { kind: 'notFound' } });
    expect(style).toBeUndefined();
  });

  it('a 404 before the style is known says to run Test the key; not once it is known', async () => {
    const fake = fakes.get('platform') as FakeApi;
    const call = (styleKnown: boolean) =>
      createClient({ baseUrl: fake.url, apiKey: fake.key, styleKnown }).call('video.video', {
        videoId: 'dQw4w9WgXcQ',
      });
    const unknown = await call(false);
    expect(unknown.ok).toBe(false);
    expect(unknown.ok || unknown.error.message).toMatch(
      /^Not found: .* Or this address uses platform names \(\/youtube\/… where the contract writes \/video\/…\): run Test the key in the settings\.$/,
    );
    const known = await call(true);
    expect(known.ok || known.error.message).not.toMatch(/Test the key/);
  });

  it("reads a forum post in the platforms' names with the contract's fields, and no warning", async () => {
    const fake = fakes.get('platform') as FakeApi;
    const answer = await serviceFor(fake, 'platform').call({
      id: 'forum.post',
      params: { postId: '1gq3k2x' },
    });
    expect(answer).toMatchObject({ ok: true, warnings: [] });
    const data = (answer.ok ? answer.data : {}) as { subforum?: string; subreddit?: string };
    expect(data.subforum).toEqual(expect.any(String));
    expect(fake.requests.map((request) => request.path)).toEqual(['/reddit/posts/1gq3k2x']);
  });

  it('keeps one cache for both styles: a result fetched in one is not paid again in the other', async () => {
    const fake = fakes.get('platform') as FakeApi;
    const video = { id: 'video.video', params: { videoId: 'dQw4w9WgXcQ' } };
    expect(await serviceFor(fake, 'platform').call(video)).toMatchObject({ source: 'network' });
    expect(await serviceFor(fake, 'contract').call(video)).toMatchObject({ source: 'cache' });
    expect(fake.requests).toHaveLength(1);
  });
});

it('the fake writes the platforms’ field names where the contract has neutral ones', () => {
  expect(withOwnFields({ posts: [{ subforum: 'x', title: 't' }] })).toEqual({
    posts: [{ subreddit: 'x', title: 't' }],
  });
});

it('a style holds for the address it was found or chosen for; another address starts unknown', () => {
  const found = { baseUrl: 'https://a.example.com', style: 'platform', chosen: false } as const;
  expect(styleFor(found, 'https://a.example.com')).toEqual(found);
  expect(styleFor(found, 'https://b.example.com')).toBeUndefined();
  expect(styleFor(null, 'https://a.example.com')).toBeUndefined();
});
