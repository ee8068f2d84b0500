import type { NumberKinds } from '../../api/view-spec';

/** What each number in this area's answers is (lib/api/view-spec.ts, `NumberKind`). */
export const numbers = {
  subscribers: 'count',
  activeUsers: 'count',
  score: 'count',
  commentCount: 'count',
  linkKarma: 'count',
  commentKarma: 'count',
  totalKarma: 'count',
  upvoteRatio: 'ratio',
} satisfies NumberKinds;
