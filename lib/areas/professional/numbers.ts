import type { NumberKinds } from '../../api/view-spec';

/** What each number in this area's answers is (lib/api/view-spec.ts, `NumberKind`). */
export const numbers = {
  employeeCount: 'count',
  totalCount: 'count',
  followers: 'count',
  commentCount: 'count',
  likeCount: 'count',
  repostCount: 'count',
  startDate: 'year',
  endDate: 'year',
} satisfies NumberKinds;
