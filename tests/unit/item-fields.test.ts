/**
 * What an item shows, read through its spec: the fields a person sees (title, subtitle, date,
 * counts said for one, facts, tags, ratings), the links they open, and the "Show all" of a long
 * row; and in the page, every outside link of an item opens through the one http(s)-only link.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { Item } from '@/components/views/Item';
import { itemFields, linkOf } from '@/components/views/item-fields';
import type { ItemSpec } from '@/lib/api/view-spec';

const spec: ItemSpec = {
  image: 'avatar',
  title: 'name',
  subtitle: 'author.handle',
  subtitleLink: 'https://example.com/@{author.handle}',
  text: 'body',
  link: 'url',
  verified: 'verified',
  date: 'postedAt',
  counts: { likes: 'likes', replies: 'replies', 'spots left': 'spots' },
  facts: { Website: 'site', Location: 'city' },
  stars: 'rating',
  tags: { Pros: 'pros' },
  ratings: 'scores',
};

const post = {
  avatar: 'https://img.example.com/a.png',
  name: 'Launch day',
  author: { handle: 'ada' },
  body: 'We shipped it. Notes at https://example.com/notes',
  url: 'https://example.com/p/1',
  verified: true,
  postedAt: '2026-03-01',
  likes: 1,
  replies: 12,
  spots: 1,
  site: 'https://www.ada.dev/',
  city: 'London',
  rating: 4.5,
  pros: [{ label: 'Fast', count: 1200 }, { name: 'Cheap' }, { other: 'no name' }],
  scores: { Service: 5, Value: 'n/a', Food: 3 },
};

describe('itemFields', () => {
  it('reads every field the spec names, each as a person reads it', () => {
    const fields = itemFields(post, spec, false, true);
    expect(fields).toMatchObject({
      image: 'https://img.example.com/a.png',
      heading: 'Launch day',
      subtitle: 'ada',
      subtitleHref: 'https://example.com/@ada',
      text: 'We shipped it. Notes at https://example.com/notes',
      href: 'https://example.com/p/1',
      date: '2026-03-01',
      dateLinks: false,
      addressHeading: false,
      verified: true,
      stars: 4.5,
      long: false,
    });
    expect(fields.counts).toEqual([
      ['like', 1],
      ['replies', 12],
      ['spot left', 1],
    ]);
    expect(fields.facts).toEqual([
      ['Website', 'https://www.ada.dev/'],
      ['Location', 'London'],
    ]);
    expect(fields.tagGroups).toEqual([['Pros', [`Fast (${(1200).toLocaleString()})`, 'Cheap']]]);
    expect(fields.ratings).toEqual([
      ['Service', 5],
      ['Food', 3],
    ]);
  });

  it('shows nothing for fields without a value, and no subtitle without a title', () => {
    const fields = itemFields({ author: { handle: 'ada' } }, spec, false, true);
    expect(fields).toMatchObject({
      image: undefined,
      heading: 'ada',
      subtitle: undefined,
      text: undefined,
      href: undefined,
      date: undefined,
      verified: false,
      stars: undefined,
      counts: [],
      facts: [],
      tagGroups: [],
      ratings: [],
    });
  });

  it('links the date to an item without a name, and names an item without a date by its address', () => {
    const dated = itemFields(
      { url: 'https://example.com/p/2', postedAt: '2026-03-02' },
      spec,
      false,
      true,
    );
    expect([dated.heading, dated.dateLinks, dated.addressHeading]).toEqual([
      undefined,
      true,
      false,
    ]);
    const undated = itemFields({ url: 'https://example.com/p/2' }, spec, false, true);
    expect([undated.heading, undated.dateLinks, undated.addressHeading]).toEqual([
      undefined,
      false,
      true,
    ]);
  });

  it('cuts a long text in a row until it is shown whole, and offers "Show all" for it', () => {
    const long = { name: 'Essay', body: `${'word '.repeat(200)}end` };
    const row = itemFields(long, spec, true, false);
    expect(row.long).toBe(true);
    expect(row.text?.endsWith('…')).toBe(true);
    expect(row.text?.length).toBeLessThanOrEqual(601);
    const opened = itemFields(long, spec, true, true);
    expect(opened.text).toBe(long.body);
    expect(itemFields(long, spec, false, true).long).toBe(false);
  });

  it('never gives a link that is not http(s)', () => {
    expect(linkOf({ url: 'javascript:alert(1)' }, 'url')).toBeUndefined();
    expect(linkOf({ id: '' }, 'https://example.com/{id}')).toBeUndefined();
    expect(linkOf({ id: 'a b' }, 'https://example.com/{id}')).toBe('https://example.com/a%20b');
    const fields = itemFields(
      { name: 'x', url: 'data:text/html,hi', site: 'ftp://x' },
      spec,
      false,
      true,
    );
    expect(fields.href).toBeUndefined();
  });
});

describe('Item', () => {
  it('opens each outside link in a new tab, without the opener, and only http(s) ones', () => {
    const html = renderToString(
      h(Item, {
        item: { ...post, body: 'See javascript:alert(1) and https://example.com/a' },
        spec,
      }),
    );
    const links = [...html.matchAll(/<a [^>]*>/g)].map(([tag]) => tag);
    expect(links.map((tag) => /href="([^"]*)"/.exec(tag)?.[1])).toEqual([
      'https://example.com/p/1',
      'https://example.com/@ada',
      'https://example.com/a',
      'https://www.ada.dev/',
    ]);
    for (const tag of links) {
      expect(tag).toContain('target="_blank"');
      expect(tag).toContain('rel="noopener noreferrer"');
    }
    expect(html).toContain('>ada.dev</a>');
    expect(html).toContain('1</strong> like<');
  });
});
