/**
 * How a resource reads, as data: which field is the picture, the name, the text, the counts. The
 * family views (card, list, comments) render any answer from its spec; each catalog entry names
 * its own (lib/areas/<area>/views.ts).
 * Paths are dotted (`owner.username`); a missing or null field is simply left out.
 */

/**
 * What a number in an answer is, stated once per field in its area's `numbers.ts`: every view and
 * file writes it from this. `count` how many (1,234); `ratio` a fraction of 1, read as a
 * percentage (0.97 → 97%); `percent` a percentage as is (87.4 → 87.4%); `rating` a score on a
 * small scale (4.6); `seconds` a duration (58 → 0:58); `days` a duration in days (1.8 days);
 * `year` a year (2008); `rank` a place in an order (1); `code` a number that names something
 * (a category); `pixels` a size on screen (1,080 px).
 */
export type NumberKind =
  | 'count'
  | 'ratio'
  | 'percent'
  | 'rating'
  | 'seconds'
  | 'days'
  | 'year'
  | 'rank'
  | 'code'
  | 'pixels';

/** An area's numbers: a field's name (its last key, as the answer spells it) → its kind. */
export type NumberKinds = Readonly<Record<string, NumberKind>>;

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
      remark: RemarkFields;
    }
  /** Reviews: stars, dates, reply, with the star distribution of those loaded. */
  | { family: 'reviews'; items: string; item: ItemSpec; header?: ItemSpec; remark: RemarkFields };

/**
 * What the analysis of comments or reviews reads of an item, beside the item's `text`, `date` and
 * `stars`: who wrote it, what counts its likes, and where a review keeps the business's reply.
 */
interface RemarkFields {
  author: string;
  likes?: string;
  reply?: string;
}
