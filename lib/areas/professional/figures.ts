import type { AreaFigures } from '../index';

/** A post as the company and person post lists hold it. */
const posts = {
  date: 'publishedAt',
  title: 'content',
  likes: 'likes',
  comments: 'comments',
  shares: 'shares',
} as const;

/** What the derived figures read (lib/api/figure-fields.ts, `FigureFields`). */
export const figures = {
  // A company's answer gives its employees, not its followers: no engagement rate.
  company: { of: 'profile', posts: { ...posts, endpoint: 'companyPosts' } },
  user: { of: 'profile', followers: 'followers', posts: { ...posts, endpoint: 'userPosts' } },
} satisfies AreaFigures<'professional'>;
