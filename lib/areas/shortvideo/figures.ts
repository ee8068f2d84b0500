import type { AreaFigures } from '../index';

/** What the derived figures read (lib/api/figure-fields.ts, `FigureFields`). */
export const figures = {
  user: {
    of: 'profile',
    followers: 'followers',
    posts: {
      endpoint: 'userVideos',
      date: 'createdAt',
      title: 'title',
      likes: 'likes',
      comments: 'comments',
      shares: 'shares',
      views: 'views',
    },
  },
} satisfies AreaFigures<'shortvideo'>;
