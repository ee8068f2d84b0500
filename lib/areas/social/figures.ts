import type { AreaFigures } from '../index';

/** What the derived figures read (lib/api/figure-fields.ts, `FigureFields`). */
export const figures = {
  page: {
    of: 'profile',
    followers: 'followerCount',
    posts: {
      endpoint: 'pagePosts',
      date: 'createdAt',
      title: 'text',
      likes: 'reactionCount',
      comments: 'commentCount',
      shares: 'shareCount',
      words: { likes: 'reactions' },
    },
  },
} satisfies AreaFigures<'social'>;
