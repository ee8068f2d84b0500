import type { AreaFigures } from '../index';

/** What the derived figures read (lib/api/figure-fields.ts, `FigureFields`). */
export const figures = {
  // A post in a profile's list has no view count and no shares.
  user: {
    of: 'profile',
    followers: 'followerCount',
    posts: {
      endpoint: 'userPosts',
      date: 'takenAt',
      title: 'caption',
      likes: 'likeCount',
      comments: 'commentCount',
    },
  },
} satisfies AreaFigures<'photo'>;
