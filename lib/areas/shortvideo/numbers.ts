import type { NumberKinds } from '../../api/view-spec';

/** What each number in this area's answers is (lib/api/view-spec.ts, `NumberKind`). */
export const numbers = {
  views: 'count',
  likes: 'count',
  comments: 'count',
  shares: 'count',
  saves: 'count',
  followers: 'count',
  following: 'count',
  hearts: 'count',
  videoCount: 'count',
  commentCount: 'count',
  replies: 'count',
  duration: 'seconds',
  start: 'seconds',
  end: 'seconds',
} satisfies NumberKinds;
