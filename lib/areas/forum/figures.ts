import type { AreaFigures } from '../index';

/** A post as the community and user post lists hold it. */
const posts = {
  date: 'createdAt',
  title: 'title',
  score: 'score',
  comments: 'commentCount',
} as const;

/** What the derived figures read (lib/api/figure-fields.ts, `FigureFields`). */
export const figures = {
  community: { of: 'community', posts: { ...posts, endpoint: 'communityPosts' } },
  // A user's answer says their karma, not who follows them: no engagement rate.
  user: { of: 'profile', posts: { ...posts, endpoint: 'userPosts' } },
} satisfies AreaFigures<'forum'>;
