import type { AreaFigures } from '../index';

/** What the derived figures read (lib/api/figure-fields.ts, `FigureFields`). */
export const figures = {
  // A post's replies are its comments; its reposts spread it as shares do elsewhere.
  user: {
    of: 'profile',
    followers: 'followerCount',
    posts: {
      endpoint: 'userPosts',
      date: 'createdAt',
      title: 'text',
      likes: 'stats.likes',
      replies: 'stats.replies',
      shares: 'stats.reposts',
      words: { shares: 'reposts' },
    },
  },
} satisfies AreaFigures<'microblog'>;
