/**
 * The channels that carry news (a view's tab port, the page's video, the views' broadcast), read
 * from their definitions: every direction of every channel passes the messages its senders post
 * and drops anything else. The malformed messages are made from the good ones: no object at all,
 * a key too many, a key missing, a value of another kind anywhere, another direction's message.
 */
import { describe, expect, it } from 'vitest';
import type { Direction } from '@/lib/extension/shared/channel';
import { keptNews } from '@/lib/extension/shared/kept-news';
import { tabChannel, tabOfPortName, tabPortName } from '@/lib/extension/shared/tab-channel';
import type { TabPage } from '@/lib/extension/shared/tab-page';
import { videoChannel } from '@/lib/extension/shared/video-channel';
import { detectUrl, platforms } from '@/lib/platforms';
import { maxTitle } from '@/lib/platforms/platform';

const channels = [tabChannel, videoChannel, keptNews];

/** A page of each kind of every platform, as the background keeps it (the platforms' examples). */
const tabPages: TabPage[] = platforms.flatMap((platform) =>
  Object.values(platform.pages).flatMap((rule) => {
    const url = rule.examples[0]?.[0];
    const match = url === undefined ? null : detectUrl(url);
    return url && match
      ? [
          {
            platform: platform.id,
            url,
            title: `A ${platform.name} page`,
            match,
            tabId: 4,
            reportedAt: 1,
          },
        ]
      : [];
  }),
);

interface Samples {
  good: unknown[];
  /** Malformed in ways the generated ones miss: values of the right kind, out of range. */
  bad?: unknown[];
}

/** What each direction's senders post, by channel and direction. */
const samples: Record<string, Record<string, Samples>> = {
  [tabChannel.name]: {
    toView: {
      good: [
        { page: null },
        // A report's page may have no match (the type allows it; the background keeps none such).
        { page: { ...tabPages[0], match: null } },
        ...tabPages.map((page) => ({ page })),
      ],
      bad: [
        { page: { ...tabPages[0], url: 'javascript:alert(1)' } },
        { page: { ...tabPages[0], url: `https://example.com/${'x'.repeat(8192)}` } },
        { page: { ...tabPages[0], platform: 'myspace' } },
        { page: { ...tabPages[0], title: 'x'.repeat(maxTitle + 1) } },
        { page: { ...tabPages[0], tabId: -1 } },
        { page: { ...tabPages[0], tabId: 1.5 } },
        { page: { ...tabPages[0], reportedAt: Number.NaN } },
        { page: { ...tabPages[0], reportedAt: Number.POSITIVE_INFINITY } },
        ...[
          { kind: '' },
          { kind: 'x'.repeat(65) },
          { area: 'myspace' },
          { params: { ['x'.repeat(65)]: 'a' } },
          { params: { id: 'x'.repeat(2049) } },
          { params: new Map() },
          { extra: 1 },
        ].map((change) => ({
          page: { ...tabPages[0], match: { ...tabPages[0]?.match, ...change } },
        })),
      ],
    },
  },
  [videoChannel.name]: {
    seek: {
      good: [{ seekVideo: 0 }, { seekVideo: 42.5 }, { seekVideo: 86_400 }],
      bad: [-1, Number.NaN, Number.POSITIVE_INFINITY, 90_000].map((seekVideo) => ({ seekVideo })),
    },
    seeked: { good: [{ seeked: true }, { seeked: false }] },
    time: {
      good: [{ seconds: 0 }, { seconds: 12.25 }],
      bad: [-1, Number.NaN, Number.POSITIVE_INFINITY, 90_000].map((seconds) => ({ seconds })),
    },
  },
  [keptNews.name]: {
    changed: {
      good: [
        { changed: ['ledger'] },
        { changed: ['ledger', 'history', 'jobs', 'watched', 'cache', 'settings', 'problems'] },
      ],
      bad: [
        { changed: [] },
        { changed: ['everything'] },
        {
          changed: [
            'ledger',
            'history',
            'jobs',
            'watched',
            'cache',
            'settings',
            'problems',
            'ledger',
          ],
        },
      ],
    },
    notKept: {
      good: [
        { notKept: { key: 'video/video?videoId=x', fetchedAt: 1, full: true, costKept: false } },
      ],
      bad: [Number.NaN, Number.POSITIVE_INFINITY].map((fetchedAt) => ({
        notKept: { key: 'video/video?videoId=x', fetchedAt, full: true, costKept: false },
      })),
    },
  },
};

const directionsOf = (channel: object) =>
  Object.entries(channel).filter(
    (entry): entry is [string, Direction<unknown>] => entry[0] !== 'name',
  );

type Kind = 'null' | 'array' | 'undefined' | 'number' | 'string' | 'boolean' | 'object';
const kindOf = (value: unknown) =>
  (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value) as Kind;
const otherKinds: unknown[] = [null, [], undefined, 1, 'x', true, {}];

type Path = (string | number)[];
/** Every value inside a message, with its path (array items under `*` when kinds are compared). */
function* valuesIn(value: unknown, path: Path = []): Generator<[Path, unknown]> {
  if (path.length > 0) yield [path, value];
  if (typeof value === 'object' && value !== null)
    for (const [key, inner] of Object.entries(value))
      yield* valuesIn(inner, [...path, Array.isArray(value) ? Number(key) : key]);
}
const kindPath = (path: Path) =>
  path.map((step) => (typeof step === 'number' ? '*' : step)).join('.');

const changedAt = (
  value: unknown,
  path: Path,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
): unknown => {
  const copy = structuredClone(value);
  let parent = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  change(parent, path.at(-1) as string | number);
  return copy;
};

/** Messages made from a direction's good ones that no receiver may take. */
function malformed(good: unknown[], others: unknown[]): unknown[] {
  /** The kinds of value every path holds in the good messages. */
  const kinds = new Map<string, Set<Kind>>();
  /** The keys every object at a path has in all good messages (a record's keys vary). */
  const required = new Map<string, Set<string>>();
  for (const message of good)
    for (const [path, value] of [[[], message] as [Path, unknown], ...valuesIn(message)]) {
      const seen = kinds.get(kindPath(path)) ?? new Set();
      kinds.set(kindPath(path), seen.add(kindOf(value)));
      if (kindOf(value) !== 'object') continue;
      const keys = Object.keys(value as object);
      const before = required.get(kindPath(path));
      required.set(kindPath(path), new Set(before ? keys.filter((key) => before.has(key)) : keys));
    }
  const isRequired = (path: Path) =>
    required.get(kindPath(path.slice(0, -1)))?.has(String(path.at(-1))) === true;
  return [
    null,
    undefined,
    0,
    'news',
    [],
    ...others,
    ...good.flatMap((message) => [
      { ...(message as object), extra: 1 },
      [message],
      ...[...valuesIn(message)].flatMap(([path]) => [
        ...(isRequired(path)
          ? [changedAt(message, path, (parent, key) => delete parent[key])]
          : []),
        ...otherKinds
          .filter((other) => !kinds.get(kindPath(path))?.has(kindOf(other)))
          .map((other) =>
            changedAt(message, path, (parent, key) => {
              parent[key] = other;
            }),
          ),
      ]),
    ]),
  ];
}

it('every direction of every channel has the messages its senders post', () => {
  expect(
    channels.map((channel) => [
      channel.name,
      directionsOf(channel)
        .map(([name]) => name)
        .sort(),
    ]),
  ).toEqual(
    channels.map((channel) => [channel.name, Object.keys(samples[channel.name] ?? {}).sort()]),
  );
});

describe.each(channels)('the $name channel', (channel) => {
  const directions = directionsOf(channel);
  describe.each(directions)('%s', (name, direction) => {
    const { good, bad = [] } = samples[channel.name]?.[name] ?? { good: [] };
    const others = directions
      .filter(([other]) => other !== name)
      .flatMap(([other]) => samples[channel.name]?.[other]?.good ?? []);

    it('passes on what its senders post, with what the transport adds', () => {
      expect(good.length).toBeGreaterThan(0);
      const heard: unknown[][] = [];
      const receiver = direction.receive((message, ...rest: unknown[]) => {
        heard.push([message, ...rest]);
        return 'taken';
      });
      expect(good.map((message) => receiver(direction.message(message), 'sender'))).toEqual(
        good.map(() => 'taken'),
      );
      expect(heard).toEqual(good.map((message) => [message, 'sender']));
    });

    it('drops anything else', () => {
      const wrong = [...bad, ...malformed(good, others)];
      expect(wrong.length).toBeGreaterThan(good.length * 3);
      const heard: unknown[] = [];
      const receiver = direction.receive((message) => heard.push(message));
      for (const message of wrong) receiver(message);
      expect(heard).toEqual([]);
      expect(wrong.filter((message) => direction.check(message))).toEqual([]);
    });
  });
});

describe('the tab port’s name', () => {
  it('says the tab its view shows, and nothing for any other port', () => {
    expect([4, 0, 1_234_567].map((tabId) => tabOfPortName(tabPortName(tabId)))).toEqual([
      4, 0, 1_234_567,
    ]);
    for (const name of [videoChannel.name, keptNews.name, `${tabChannel.name}x`, tabChannel.name])
      expect(tabOfPortName(name)).toBeNull();
  });
});
