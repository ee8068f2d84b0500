import type { NumberKinds } from '../../api/view-spec';

/** What each number in this area's answers is (lib/api/view-spec.ts, `NumberKind`). */
export const numbers = {
  viewCount: 'count',
  likeCount: 'count',
  commentCount: 'count',
  replyCount: 'count',
  subscriberCount: 'count',
  videoCount: 'count',
  start: 'seconds',
  duration: 'seconds',
} satisfies NumberKinds;
