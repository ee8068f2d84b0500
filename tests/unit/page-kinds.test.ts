/**
 * Page kinds are types: each platform's record names its kinds, and an endpoint may name only the
 * kinds its own platform detects. The `@ts-expect-error` lines are the test the compiler runs
 * (`tsc --noEmit`): if a wrong kind ever compiled, the unused directive would be the error.
 */
import { expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { flat } from '@/lib/api/credits';
import { endpointsOf } from '@/lib/api/endpoint';
import { text } from '@/lib/api/params';
import { type PageKind, platforms } from '@/lib/platforms';
import { reddit } from '@/lib/platforms/reddit';
import { youtube } from '@/lib/platforms/youtube';

const videoEndpoint = endpointsOf('video');

/** Everything of a /video entry but its page kinds, which each case names itself. */
const probe = {
  name: 'probe',
  label: 'Probe',
  summary: 'A probe of the page kinds.',
  path: '/video/probe/:videoId',
  params: () => z.strictObject({ videoId: text() }),
  example: { videoId: 'dQw4w9WgXcQ' },
  response: () => z.object({}),
  credits: flat(1),
} as const;

const youtubeKinds = Object.keys(youtube.pages);

it("names each platform's kinds as the literal words of its record", () => {
  expectTypeOf<PageKind<'video'>>().toEqualTypeOf<keyof typeof youtube.pages>();
  expectTypeOf<PageKind<'forum'>>().toEqualTypeOf<keyof typeof reddit.pages>();
  // Literal words, not any string: a kind outside the record is no PageKind.
  expectTypeOf<'vidoe'>().not.toExtend<PageKind<'video'>>();
  expect(platforms.find((platform) => platform.area === 'video')?.pages).toBe(youtube.pages);
});

it('takes an endpoint that names kinds its platform detects', () => {
  expect(videoEndpoint({ ...probe, pages: ['video', 'channel'] }).pages).toEqual([
    'video',
    'channel',
  ]);
});

it('refuses, at compile time, an endpoint naming a kind its platform does not detect', () => {
  // @ts-expect-error `user` is a TikTok and Reddit page, not a YouTube one.
  const otherPlatformsKind = videoEndpoint({ ...probe, pages: ['user'] });
  // @ts-expect-error a misspelt kind is refused the same way.
  const misspelt = videoEndpoint({ ...probe, pages: ['vidoe'] });
  // What the compiler refuses is what the records say: neither is a kind YouTube detects.
  const named = [...otherPlatformsKind.pages, ...misspelt.pages];
  expect(named.filter((kind) => youtubeKinds.includes(kind))).toEqual([]);
  expect(Object.keys(reddit.pages)).toContain('user');
});

it("builds an endpoint's params schema once, when its params are first read or priced", () => {
  const build = vi.fn(probe.params);
  const entry = videoEndpoint({ ...probe, params: build, pages: ['video'] });
  // Defined is not built: a context that loads every record builds only the schemas it checks with.
  expect(build).not.toHaveBeenCalled();
  expect(entry.credits({ videoId: 'dQw4w9WgXcQ' })).toBe(1);
  expect(entry.params.safeParse({}).success).toBe(false);
  expect(Object.keys(entry.params.shape)).toEqual(['videoId']);
  expect(build).toHaveBeenCalledTimes(1);
});
