import type { NumberKinds } from '../../api/view-spec';

/** What each number in this area's answers is (lib/api/view-spec.ts, `NumberKind`). */
export const numbers = {
  mediaCount: 'count',
  followerCount: 'count',
  followingCount: 'count',
  postCount: 'count',
  highlightCount: 'count',
  likeCount: 'count',
  commentCount: 'count',
  videoViewCount: 'count',
  replyCount: 'count',
  width: 'pixels',
  height: 'pixels',
} satisfies NumberKinds;
