/**
 * What the derived figures read in a profile's or a community's answer and in its posts list:
 * which field is the followers, a post's date, its likes, comments, shares or replies, views,
 * score. Each area states them once in `lib/areas/<area>/figures.ts`, by profile endpoint; the
 * figures (lib/figures/) compute from these words alone, so a new endpoint gets its figures by
 * adding them.
 */

/** The numbers of a post a figure can read. */
export type PostRole = 'likes' | 'comments' | 'replies' | 'shares' | 'views' | 'score';

/** The roles summed as a post's interactions, in the order a formula names them. */
export const interactionRoles = ['likes', 'comments', 'replies', 'shares'] as const;

/** Where a post's numbers are (dotted paths in one item of the list), and what it is called. */
export type PostFields = Partial<Record<PostRole, string>> & {
  /** The endpoint (its name, in the same area) that lists the posts; its params come from the profile's. */
  endpoint: string;
  /** When the post was published. */
  date: string;
  /** What names the post in a sentence (its title, caption or text). */
  title?: string;
  /**
   * A role's word where the platform says it otherwise (Facebook's likes are reactions, Threads'
   * shares are reposts); the role's own name else.
   */
  words?: Partial<Record<PostRole, string>>;
};

/** The figures of one profile or community endpoint. */
export interface FigureFields {
  /** A person's or a page's profile (engagement, cadence), or a community (posts a day, scores). */
  of: 'profile' | 'community';
  /** Where the profile's answer says how many follow it; none where the platform never says. */
  followers?: string;
  posts: PostFields;
}
