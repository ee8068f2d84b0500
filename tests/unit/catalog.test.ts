/**
 * The catalog against the service's spec: every endpoint, parameter, default, cap and price of the
 * spec's tables, generated from the spec text itself.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import type { Endpoint } from '@/lib/api/endpoint';
import { endpoints, paramNames } from '@/lib/areas';
import { platforms } from '@/lib/platforms';
import { type SpecEndpoint, specCaps, specEndpoints, specText } from './spec';

const specFile = 'tests/fixtures/api-spec.md';

/** The paths each area's endpoints.ts defines, listed in the catalog or not. */
const areaFiles = import.meta.glob<Record<string, readonly Endpoint[]>>(
  '../../lib/areas/*/endpoints.ts',
  { eager: true },
);
const definedIn = (area: string, specPath: string) =>
  Object.values(areaFiles[`../../lib/areas/${area}/endpoints.ts`] ?? {}).some(
    (list) => Array.isArray(list) && list.some((entry) => entry.path === specPath),
  );

/** Where the entry of a spec row the catalog lacks is to be added. */
const missingEntry = (spec: SpecEndpoint) =>
  definedIn(spec.area, spec.path)
    ? `GET ${spec.path} is in lib/areas/${spec.area}/endpoints.ts but not in the catalog: add \`...${spec.area}Endpoints,\` to \`endpoints\` in lib/areas/index.ts, with its import`
    : `GET ${spec.path} is in ${specFile} but not in the catalog: add its entry to lib/areas/${spec.area}/endpoints.ts`;

/** Each row of the spec with its catalog entry; a row without one is named by the first test. */
const specRows = specEndpoints.flatMap((spec) => {
  const entry: Endpoint | undefined = endpoints.find((candidate) => candidate.path === spec.path);
  return entry ? [[spec.path, spec, entry] as const] : [];
});

/**
 * Params the catalog takes beyond an endpoint's own table row, and where the contract says so.
 */
const documentedExtras = (entry: Endpoint): string[] => {
  // "Shared parameters on most endpoints: max ... country": all of /microblog but the feed, whose
  // price lists no max variant.
  if (entry.area === 'microblog') return entry.id === 'microblog.feed' ? [] : ['max', 'country'];
  // Video comments and search answer nextPageToken; the service's client sends it back as cursor.
  if (entry.id === 'video.comments' || entry.id === 'video.search') return ['cursor'];
  return [];
};

/** The example, cut down to what the spec requires: path params and required query params. */
const minimalParams = (spec: SpecEndpoint, entry: Endpoint): Record<string, unknown> => {
  const required = new Set([
    ...entry.pathParams,
    ...spec.queryInPath,
    ...spec.params.filter((param) => param.required).map((param) => param.name),
  ]);
  return Object.fromEntries(Object.entries(entry.example).filter(([name]) => required.has(name)));
};

const parse = (entry: Endpoint, params: Record<string, unknown>) => entry.params.safeParse(params);

const issuePaths = (result: z.util.SafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));

describe('the catalog lists the spec', () => {
  it('has one entry per endpoint of the spec, none invented', () => {
    const inSpec = new Set(specEndpoints.map((spec) => spec.path));
    const inCatalog = new Set(endpoints.map((entry) => entry.path));
    // Each mismatch says which path and where to add it, rather than two lengths.
    expect([
      ...endpoints
        .filter((entry) => !inSpec.has(entry.path))
        .map(
          (entry) =>
            `GET ${entry.path} (${entry.id}) is in the catalog but not in ${specFile}: add its row to the endpoint table there`,
        ),
      ...specEndpoints.filter((spec) => !inCatalog.has(spec.path)).map(missingEntry),
    ]).toEqual([]);
  });

  it('gives each endpoint an id and a path of its own', () => {
    const twice = (values: string[]) =>
      values.filter((value, index) => values.indexOf(value) !== index);
    expect(twice(endpoints.map((entry) => entry.id))).toEqual([]);
    expect(twice(endpoints.map((entry) => entry.path))).toEqual([]);
    expect(twice(specEndpoints.map((spec) => spec.path))).toEqual([]);
  });

  it.each(endpoints.map((entry) => [entry.id, entry] as const))(
    '%s: id, area, path and page kinds agree',
    (id, entry) => {
      expect(id).toBe(`${entry.area}.${id.split('.')[1]}`);
      expect(entry.path.startsWith(`/${entry.area}/`)).toBe(true);
      expect(entry.path).not.toContain('?');
      expect(entry.pathParams).toEqual([...entry.path.matchAll(/:(\w+)/g)].map((m) => m[1]));
      expect(entry.label.trim()).not.toBe('');
      expect(entry.timing.timeoutMs).toBeGreaterThanOrEqual(30_000);
    },
  );

  it.each(platforms.map((platform) => [platform.area, Object.keys(platform.pages)] as const))(
    'every %s page kind is served by an endpoint',
    (area, kinds) => {
      const served = new Set(
        endpoints.filter((entry) => entry.area === area).flatMap((entry) => entry.pages),
      );
      expect(
        [...served].sort(),
        `the ${area} page kinds the endpoints of lib/areas/${area}/endpoints.ts serve (their \`pages\`), against its platform's record in lib/platforms/`,
      ).toEqual([...kinds].sort());
    },
  );
});

describe.each(specRows)('%s', (_, spec, entry) => {
  const minimal = minimalParams(spec, entry);

  it('takes every parameter of the spec and nothing undocumented', () => {
    const specNames = [...entry.pathParams, ...spec.queryInPath, ...spec.params.map((p) => p.name)];
    expect(paramNames(entry).sort()).toEqual(
      [...new Set([...specNames, ...documentedExtras(entry)])].sort(),
    );
  });

  it('accepts its example, and refuses a parameter it does not take', () => {
    expect(parse(entry, entry.example).success).toBe(true);
    expect(parse(entry, { ...entry.example, bogus: '1' }).success).toBe(false);
  });

  it("fills in the spec's defaults", () => {
    const result = parse(entry, minimal);
    expect(result.success).toBe(true);
    for (const param of spec.params.filter((p) => p.fallback !== undefined)) {
      const fallback = param.fallback ?? '';
      const expected = /^\d+$/.test(fallback)
        ? Number(fallback)
        : fallback === 'false'
          ? false
          : fallback;
      expect(result.data?.[param.name], param.name).toEqual(expected);
    }
  });

  it('requires what the spec requires', () => {
    for (const name of Object.keys(minimal)) {
      const { [name]: _, ...without } = minimal;
      expect(issuePaths(parse(entry, without)), name).toContain(name);
    }
  });

  const { price } = spec;
  const items = spec.queryInPath.includes('ids')
    ? String(minimal.ids).split(',').length
    : (price.defaultItems ?? 1);
  const priceOf = (extra: Record<string, unknown>) => {
    const result = parse(entry, { ...minimal, ...extra });
    if (!result.success) throw new Error(result.error.message);
    return entry.credits(result.data);
  };
  // Each variant the spec prices is a test of its own; a variant it does not price, none.
  const variants: (readonly [string, Record<string, unknown>, number])[] = [
    ['plain', {}, price.base * items],
    ...(price.max === undefined
      ? []
      : [['signed in (max=true)', { max: true }, price.max * items] as const]),
    ...(price.country === undefined
      ? []
      : [['through a proxy country', { country: 'US' }, price.country * items] as const]),
    ...(price.perItem && price.defaultItems !== undefined
      ? [['7 items', { count: 7 }, price.base * 7] as const]
      : []),
  ];
  it.each(variants)("charges the spec's price: %s", (_, extra, credits) => {
    expect(priceOf(extra)).toBe(credits);
  });

  if (price.max !== undefined && price.country !== undefined) {
    it('refuses the signed-in mode and a proxy country together', () => {
      expect(issuePaths(parse(entry, { ...minimal, max: true, country: 'US' }))).toContain(
        'country',
      );
    });
  }
  if (entry.area === 'microblog' && price.max === undefined) {
    it('has no signed-in mode to ask for', () => {
      expect(parse(entry, { ...minimal, max: true }).success).toBe(false);
    });
  }
});

describe('caps of the Limits section', () => {
  // The sentence of each area names endpoints in the spec's words; these are the catalog ids.
  const named: Record<string, string> = {
    'Post search count cap': 'microblog.searchPosts',
    'user videos count max': 'shortvideo.userVideos',
    'video search count max 30': 'shortvideo.search',
    'Company search count max': 'professional.searchCompanies',
    'company jobs max': 'professional.companyJobs',
    'company posts max': 'professional.companyPosts',
    'employees max': 'professional.companyEmployees',
    'job search max': 'professional.searchJobs',
    'user search max': 'professional.searchUsers',
    'user posts max': 'professional.userPosts',
    'Comments count max': 'video.comments',
    'video search count max 20': 'video.search',
    'Page posts count max': 'social.pagePosts',
    'post search count max': 'social.search',
  };
  const caps: [string, number][] = [];
  for (const [area, sentence] of Object.entries(specCaps)) {
    for (const clause of sentence.split(';').map((part) => part.trim())) {
      const max = Number(/(?:max|cap) (\d+)/.exec(clause)?.[1]);
      if (!Number.isFinite(max)) continue;
      if (/on every list|^count max/.test(clause)) {
        for (const entry of endpoints) {
          if (entry.area === area && paramNames(entry).includes('count'))
            caps.push([entry.id, max]);
        }
        continue;
      }
      const phrase = Object.keys(named).find(
        (key) => clause.startsWith(key) || clause.includes(key),
      );
      if (phrase) caps.push([named[phrase] ?? '', max]);
      else throw new Error(`A cap the test does not know: ${clause}`);
    }
  }

  it('reads every cap the spec states', () => {
    const capped = caps.map(([id]) => id);
    for (const id of Object.values(named)) expect(capped).toContain(id);
    for (const area of ['forum', 'events', 'launches']) {
      expect(capped.filter((id) => id.startsWith(`${area}.`)).length).toBeGreaterThan(1);
    }
  });

  it.each(caps)('%s: count at most %i', (id, max) => {
    const entry = endpoints.find((candidate) => candidate.id === id) as Endpoint;
    expect(parse(entry, { ...entry.example, count: max }).success).toBe(true);
    const over = parse(entry, { ...entry.example, count: max + 1 });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe(`must be at most ${max}`);
  });

  it.each(
    endpoints.filter((entry) => entry.area === 'reviews' && paramNames(entry).includes('page')),
  )('$id: page 1 to 100', (entry) => {
    expect(parse(entry, { ...entry.example, page: 100 }).success).toBe(true);
    expect(issuePaths(parse(entry, { ...entry.example, page: 101 }))).toEqual(['page']);
    expect(issuePaths(parse(entry, { ...entry.example, page: 0 }))).toEqual(['page']);
  });

  it('stars 1 to 5', () => {
    const entry = endpoints.find((candidate) => candidate.id === 'reviews.reviews') as Endpoint;
    expect(parse(entry, { ...entry.example, stars: 5 }).success).toBe(true);
    expect(issuePaths(parse(entry, { ...entry.example, stars: 6 }))).toEqual(['stars']);
    expect(issuePaths(parse(entry, { ...entry.example, stars: 0 }))).toEqual(['stars']);
  });
});

describe('enumerations of the spec', () => {
  /** The values a param's enum allows, from the catalog. */
  const options = (entry: Endpoint, name: string): string[] => {
    const schema = entry.params.shape[name] as z.ZodMiniDefault<z.ZodMiniEnum>;
    return [...schema.def.innerType.options].map(String).sort();
  };
  /** "Sort values for community posts: hot (default), new, top, rising." and the like. */
  const listed = (pattern: RegExp): string[] =>
    (pattern.exec(specText)?.[1] ?? '')
      .replace(/\(default\)/g, '')
      .split(/,|\bor\b/)
      .map((value) => value.trim())
      .filter(Boolean)
      .sort();
  const byId = (id: string) => endpoints.find((entry) => entry.id === id) as Endpoint;

  it.each([
    ['forum.communityPosts', 'sort', /Sort values for community posts: ([^.]+)\./],
    ['forum.search', 'sort', /Sort values for search: ([^.]+)\./],
    ['forum.userPosts', 'sort', /Sort values for user posts: ([^.]+)\./],
    ['forum.communityPosts', 't', /takes ([^(]+) \(default all\)/],
    ['microblog.searchPosts', 'search_type', /search_type \(s, ([^,]+), default/],
    ['reviews.reviews', 'sort', /sort \(s, ([^,]+), default recency/],
    ['launches.leaderboard', 'period', /period \(s, ([^;]+); default/],
  ] as const)('%s %s', (id, name, pattern) => {
    expect(options(byId(id), name)).toEqual(listed(pattern));
  });
});

describe('credits', () => {
  it.each(endpoints.map((entry) => [entry.id, entry as Endpoint] as const))(
    '%s: the same price for params as typed and as sent',
    (_, entry) => {
      expect(entry.credits(entry.example)).toBe(entry.credits(entry.params.parse(entry.example)));
    },
  );

  it('prices a short-video search per requested item, 20 by default', () => {
    const search = endpoints.find((entry) => entry.id === 'shortvideo.search') as Endpoint;
    expect(search.credits({ q: 'x' })).toBe(40);
    expect(search.credits({ q: 'x', count: '30' })).toBe(60);
  });
});
