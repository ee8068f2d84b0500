import type { NumberKinds } from '../../api/view-spec';

/** What each number in this area's answers is (lib/api/view-spec.ts, `NumberKind`). */
export const numbers = {
  position: 'rank',
  ratingCount: 'count',
  rating: 'rating',
  category: 'code',
} satisfies NumberKinds;
