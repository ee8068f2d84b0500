/**
 * The files a new platform or area adds are found by their names, so a step of the recipe left out
 * (a registry line, an export under another name) fails here with the file and the line to add,
 * before the tests that read the registries fail for want of it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Endpoint, endpointsOf } from '@/lib/api/endpoint';
import { endpoints } from '@/lib/areas';
import { endpointsWithFigures, figureFieldsOf, postsEndpointIdOf } from '@/lib/areas/figures';
import { paramsFromPage } from '@/lib/areas/page-params';
import { familyViewOf, listPathOf } from '@/lib/areas/views';
import { platforms } from '@/lib/platforms';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every folder of lib/areas with an endpoints.ts: an area, whether or not anything lists it. */
const areaFolders = readdirSync(path.join(root, 'lib/areas'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((area) => readdirSync(path.join(root, 'lib/areas', area)).includes('endpoints.ts'));

/** Every file of lib/platforms that defines a platform record, by the id it gives it. */
const recordFiles = readdirSync(path.join(root, 'lib/platforms'))
  .filter((file) => file.endsWith('.ts'))
  .flatMap((file) => {
    const text = read(`lib/platforms/${file}`);
    const id = /definePlatform\(\{\s*id: '([^']+)'/.exec(text)?.[1];
    return id ? [[file, id] as const] : [];
  });

const exportsOf = async (file: string): Promise<string[]> =>
  Object.keys(await import(path.join(root, file)));

it('finds the areas and the records it checks', () => {
  expect(areaFolders).toContain('video');
  expect(recordFiles).toContainEqual(['youtube.ts', 'youtube']);
});

it.each(recordFiles)('lib/platforms/%s is in the platform registry', (file, id) => {
  expect(
    platforms.map((platform) => platform.id),
    `lib/platforms/${file} defines the platform '${id}': add \`${id},\` to \`platforms\` in lib/platforms/index.ts, with \`import { ${id} } from './${id}';\``,
  ).toContain(id);
});

describe.each(areaFolders)('lib/areas/%s', (area) => {
  const folder = `lib/areas/${area}`;

  it(`exports its endpoints as \`${area}Endpoints\`, listed in lib/areas/index.ts`, async () => {
    const file = `${folder}/endpoints.ts`;
    const module: Record<string, unknown> = await import(path.join(root, file));
    expect(
      Object.keys(module),
      `${file} exports no \`${area}Endpoints\`: the catalog and the panel find its list by that name`,
    ).toContain(`${area}Endpoints`);
    const listed = module[`${area}Endpoints`] as readonly { id: string }[];
    const catalog = new Set<string>(endpoints.map((entry) => entry.id));
    expect(
      listed.filter((entry) => !catalog.has(entry.id)).map((entry) => entry.id),
      `endpoints of ${file} the catalog lacks: add \`...${area}Endpoints,\` to \`endpoints\` in lib/areas/index.ts, with \`import { ${area}Endpoints } from './${area}/endpoints';\``,
    ).toEqual([]);
  });

  it(`exports its samples as \`${area}Samples\``, async () => {
    const file = `${folder}/samples.ts`;
    expect(
      await exportsOf(file),
      `${file} exports no \`${area}Samples\`: the demo, the fake and the tests find its samples by that name`,
    ).toContain(`${area}Samples`);
  });

  it('exports its views as `views`', async () => {
    const file = `${folder}/views.ts`;
    expect(
      await exportsOf(file),
      `${file} exports no \`views\`: the panel finds its views by that name`,
    ).toContain('views');
  });

  it('is the area of a platform in the registry', () => {
    const record = recordFiles.find(([file]) =>
      read(`lib/platforms/${file}`).includes(`area: '${area}'`),
    );
    expect(
      platforms.map((platform) => platform.area),
      record
        ? `lib/platforms/${record[0]} has area '${area}': add \`${record[1]},\` to \`platforms\` in lib/platforms/index.ts, with \`import { ${record[1]} } from './${record[1]}';\``
        : `no record in lib/platforms/ has area '${area}': add lib/platforms/<id>.ts with \`area: '${area}'\` and its line in lib/platforms/index.ts`,
    ).toContain(area);
  });
});

it("an area word no platform has fails to compile, and the compiler's message names the registry", () => {
  // The check is the type checker's (npm test runs it over this file): the parameter's type is
  // the message a contributor reads when a platform's line is missing from the registry.
  expectTypeOf<Parameters<typeof endpointsOf<'nowhere'>>[0]>().toEqualTypeOf<
    'nowhere' & {
      "add the platform of the area 'nowhere' to `platforms` in lib/platforms/index.ts": true;
    }
  >();
  expectTypeOf<Parameters<typeof endpointsOf<'forum'>>[0]>().toEqualTypeOf<'forum'>();
  expect(endpoints.some((endpoint) => endpoint.area === 'forum')).toBe(true);
});

/**
 * A page that has a profile (a card) and a list of its posts or videos is one the derived figures
 * cover: the card's endpoint, with the list's.
 */
const profilesWithPosts = [
  ...new Set(endpoints.flatMap((entry) => entry.pages as readonly string[])),
].flatMap((kind) =>
  [...new Set(endpoints.map((entry) => entry.area))].flatMap((area) => {
    const serving = endpoints.filter(
      (entry) => entry.area === area && (entry.pages as readonly string[]).includes(kind),
    );
    const profile = serving.find((entry) => familyViewOf(entry.id)?.family === 'card');
    const posts = serving.find((entry) => /^(posts|videos)$/.test(listPathOf(entry) ?? ''));
    return profile && posts ? [[profile.id, posts.id] as const] : [];
  }),
);

it('finds the profiles with a posts list', () => {
  expect(profilesWithPosts).toContainEqual(['shortvideo.user', 'shortvideo.userVideos']);
  expect(profilesWithPosts).toContainEqual(['forum.community', 'forum.communityPosts']);
});

it.each(profilesWithPosts)('%s states what its figures read', (profile, posts) => {
  const [area, name] = profile.split('.');
  expect(
    figureFieldsOf(profile),
    `${profile} has a card and a list of posts (${posts}): add \`${name}: { of: 'profile', followers: '<field>', posts: { endpoint: '${posts.split('.')[1]}', date: '<field>', likes: '<field>', ... } },\` to \`figures\` in lib/areas/${area}/figures.ts (lib/api/figure-fields.ts says each field)`,
  ).toBeDefined();
});

it.each(endpointsWithFigures)("%s's posts list is asked with the profile's own params", (id) => {
  const posts = endpoints.find((entry) => entry.id === postsEndpointIdOf(id)) as Endpoint;
  const profile = endpoints.find((entry) => entry.id === id) as Endpoint;
  const params = paramsFromPage(posts, profile.example as Record<string, string>);
  expect(
    posts.params.safeParse(params).error?.issues.map((issue) => issue.path.join('.')) ?? [],
    `the posts endpoint lib/areas/${id.split('.')[0]}/figures.ts names for ${id} needs params its example does not give`,
  ).toEqual([]);
});
