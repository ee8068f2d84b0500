/**
 * What the worker's bundle leaves out of the records (lib/build/area-records.ts,
 * lib/build/platform-records.ts): only what the views read. Every view keeps what the worker reads
 * of it (a result's title, what its card counts, where a list keeps its items), every endpoint its
 * path, params, label and price, every platform its detectors.
 */
import { readFileSync } from 'node:fs';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import type { ViewSpec } from '@/lib/api/view-spec';
import {
  cutFromWorkerEndpoints,
  cutFromWorkerViews,
  viewLabelMaps,
  workerRecordsBuild,
} from '@/lib/build/area-records';
import { cutFromWorker, withoutRecordFields } from '@/lib/build/platform-records';
import { platforms } from '@/lib/platforms';

const dataUrl = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`;

/** What view-facts.ts and views.ts read of a view in the worker. */
const workerFacts = (view: ViewSpec) => ({
  family: view.family,
  items: 'items' in view ? view.items : undefined,
  card:
    view.family === 'card'
      ? {
          title: view.card.title,
          counts: view.card.counts,
          stars: view.card.stars,
          facts: view.card.facts,
        }
      : undefined,
  headerTitle: 'header' in view ? view.header?.title : undefined,
});

/** The keys a view's parts keep in the worker. */
const keptViewKeys = ['family', 'items', 'card', 'header'];
const keptItemKeys = ['title', 'counts', 'facts', 'stars'];

const areas = platforms.map((platform) => platform.area);

describe.each(areas)('%s', (area) => {
  it('views, in the worker, say every title, count and list the full views say, and nothing they draw', async () => {
    const source = readFileSync(`lib/areas/${area}/views.ts`, 'utf8');
    const { code } = await transformWithOxc(source, `${area}-views.ts`, { lang: 'ts' });
    const cut = withoutRecordFields(code, parseAst(code), cutFromWorkerViews, viewLabelMaps);
    const full: Record<string, ViewSpec> = (await import(`@/lib/areas/${area}/views.ts`)).views;
    const inWorker: Record<string, ViewSpec> = (await import(/* @vite-ignore */ dataUrl(cut)))
      .views;
    expect(Object.keys(inWorker)).toEqual(Object.keys(full));
    for (const [name, view] of Object.entries(full)) {
      const kept = inWorker[name] as ViewSpec;
      expect(workerFacts(kept), name).toEqual(workerFacts(view));
      expect(keptViewKeys, name).toEqual(expect.arrayContaining(Object.keys(kept)));
      for (const part of ['card', 'header'] as const) {
        const spec = (kept as Partial<Record<typeof part, object>>)[part];
        expect(keptItemKeys, `${name}.${part}`).toEqual(
          expect.arrayContaining(Object.keys(spec ?? {})),
        );
      }
    }
    expect(cut.length).toBeLessThan(code.length * 0.8);
  });

  it('endpoints, in the worker, keep every path, params, label and price, without their summaries and examples', () => {
    const source = readFileSync(`lib/areas/${area}/endpoints.ts`, 'utf8');
    const cut = withoutRecordFields(
      source,
      parseAst(source, { lang: 'ts' }),
      cutFromWorkerEndpoints,
    );
    const count = (code: string, key: string) =>
      code.match(new RegExp(`^ {4}${key}:`, 'gm'))?.length ?? 0;
    expect(count(source, 'summary')).toBeGreaterThan(0);
    for (const key of cutFromWorkerEndpoints) expect(count(cut, key), key).toBe(0);
    for (const key of ['name', 'label', 'pages', 'path', 'params', 'response', 'credits'])
      expect(count(cut, key), key).toBe(count(source, key));
  });
});

describe.each(platforms.map((platform) => [platform.id] as const))('%s', (id) => {
  it("in the worker, keeps its domains, match patterns and detectors, not its document readers or the directory's words", () => {
    const source = readFileSync(`lib/platforms/${id}.ts`, 'utf8');
    const cut = withoutRecordFields(source, parseAst(source, { lang: 'ts' }), cutFromWorker);
    expect(cut).not.toMatch(/^ {2}(homepage|pageNames|ownWords|shareLinks):|\bfromDocument:/m);
    expect(cut).toMatch(/^ {2}domains[:,]/m);
    expect(cut).toMatch(/^ {2}matches: /m);
    const detectors = (code: string) => code.match(/\bdetect:/g)?.length;
    expect(detectors(cut)).toBe(detectors(source));
  });
});

it('cuts the records in the worker build alone', async () => {
  const transformWith = (lib: unknown) => {
    const plugin = workerRecordsBuild();
    (plugin.configResolved as (config: unknown) => void)({ build: { lib } });
    const source =
      "export const views = { a: { family: 'card', card: { title: 't', link: 'l' } } };";
    return (plugin.transform as (this: unknown, code: string, id: string) => unknown).call(
      { parse: (code: string) => parseAst(code) },
      source,
      '/x/lib/areas/video/views.ts',
    ) as { code: string } | null;
  };
  expect(transformWith(false)).toBeNull();
  expect(
    transformWith({ entry: 'virtual:wxt-unlisted-script-entrypoint?/x/page-video.ts' }),
  ).toBeNull();
  const inWorker = transformWith({
    entry: 'virtual:wxt-background-entrypoint?/x/entrypoints/background.ts',
  });
  expect((await import(/* @vite-ignore */ dataUrl(inWorker?.code ?? ''))).views).toEqual({
    a: { family: 'card', card: { title: 't' } },
  });
});

it("keeps a view whose endpoint's name is also a part a view draws (a view named item, text or link)", async () => {
  const code = [
    'export const views = {',
    "  item: { family: 'card', card: { title: 'title', text: 'body' } },",
    "  link: { family: 'list', items: 'links', item: { title: 'name' } },",
    '};',
  ].join('\n');
  const cut = withoutRecordFields(code, parseAst(code), cutFromWorkerViews, viewLabelMaps, 'views');
  const { views } = (await import(dataUrl(cut))) as { views: Record<string, unknown> };
  expect(views).toEqual({
    item: { family: 'card', card: { title: 'title' } },
    link: { family: 'list', items: 'links' },
  });
});
