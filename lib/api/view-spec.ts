/**
 * How a resource reads, as data: which field is the picture, the name, the text, the counts. The
 * family views (card, list, comments) render any answer from its spec; each catalog entry names
 * its own (lib/areas/<area>/views.ts).
 * Paths are dotted (`owner.username`); a missing or null field is simply left out.
 */

/**
 * How a fact's number reads: `share` a fraction of 1 as a percentage (0.97 → 97%), `percent` a
 * percentage as is (87.4 → 87.4%), `seconds` a duration (58 → 0:58), `year` without grouping (2008).
 */
export type FactFormat = 'share' | 'percent' | 'seconds' | 'year';

/** Label → path of a number to show formatted (1.2M, exact on hover). */
type Counts = Readonly<Record<string, string>>;

export interface ItemSpec {
  /** Picture: avatar, logo, thumbnail (https only, lazy). */
  image?: string;
  title?: string;
  subtitle?: string;
  /** Body text, line breaks kept. */
  text?: string;
  /**
   * Where the item lives on its platform: a path, or a template whose `{path}` parts are filled
   * from the item (`https://www.youtube.com/watch?v={id}`).
   */
  link?: string;
  /**
   * Where the subtitle's entity lives (a video's channel, a post's author or community), a
   * template as `link`: it opens in the panel like any page.
   */
  subtitleLink?: string;
  verified?: string;
  /** A timestamp in any of the spec's forms, or relative text kept as written. */
  date?: string;
  counts?: Counts;
  /** Label → path of a short value shown as is (location, industry, price...); an address is a link. */
  facts?: Readonly<Record<string, string>>;
  /** Fact label → how its number reads, where a number alone would mislead (see `factText`). */
  formats?: Readonly<Record<string, FactFormat>>;
  /** A 0–5 rating shown as stars. */
  stars?: string;
  /** Label → path of a list of `{label, count}` tags (pros and cons), shown as chips. */
  tags?: Readonly<Record<string, string>>;
  /** Path of an object mapping a rating dimension to its score (sub-ratings). */
  ratings?: string;
}

export type ViewSpec =
  /** One entity or post, with optional lists inside it (a profile's recent posts). */
  | {
      family: 'card';
      card: ItemSpec;
      lists?: readonly { label: string; items: string; item: ItemSpec }[];
    }
  /** A list of items; `header` reads fields of the answer itself (a leaderboard's title). */
  | {
      family: 'list';
      items: string;
      item: ItemSpec;
      header?: ItemSpec;
      chart?: { label: string; value: string };
    }
  /**
   * Comments or replies: sortable, threaded through `nested` when they nest; `root` is where the
   * answer keeps the post they reply to (named in words), the first of the thread in files.
   */
  | {
      family: 'comments';
      items: string;
      item: ItemSpec;
      nested?: string;
      root?: { at: string; name: string };
      header?: ItemSpec;
    }
  /** Reviews: stars, dates, reply, with the star distribution of those loaded. */
  | { family: 'reviews'; items: string; item: ItemSpec; header?: ItemSpec };
