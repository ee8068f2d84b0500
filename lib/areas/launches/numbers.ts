import type { NumberKinds } from '../../api/view-spec';

/** What each number in this area's answers is (lib/api/view-spec.ts, `NumberKind`). */
export const numbers = {
  votesCount: 'count',
  commentsCount: 'count',
  totalResults: 'count',
  reviewCount: 'count',
  totalReviews: 'count',
  count: 'count',
  helpfulCount: 'count',
  viewCount: 'count',
  overallRating: 'rating',
  rating: 'rating',
  subRatings: 'rating',
} satisfies NumberKinds;
