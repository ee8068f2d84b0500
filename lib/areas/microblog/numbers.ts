import type { NumberKinds } from '../../api/view-spec';

/** What each number in this area's answers is (lib/api/view-spec.ts, `NumberKind`). */
export const numbers = {
  likes: 'count',
  replies: 'count',
  quotes: 'count',
  reposts: 'count',
  shares: 'count',
  views: 'count',
  totalReplies: 'count',
  followerCount: 'count',
  followingCount: 'count',
} satisfies NumberKinds;
