import type { NumberKinds } from '../../api/view-spec';

/** What each number in this area's answers is (lib/api/view-spec.ts, `NumberKind`). */
export const numbers = {
  likesCount: 'count',
  followerCount: 'count',
  followingCount: 'count',
  reactionCount: 'count',
  commentCount: 'count',
  shareCount: 'count',
  count: 'count',
  viewCount: 'count',
} satisfies NumberKinds;
