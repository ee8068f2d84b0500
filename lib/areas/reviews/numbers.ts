import type { NumberKinds } from '../../api/view-spec';

/** What each number in this area's answers is (lib/api/view-spec.ts, `NumberKind`). */
export const numbers = {
  numberOfReviews: 'count',
  likes: 'count',
  totalPages: 'count',
  totalCount: 'count',
  perPage: 'count',
  totalResults: 'count',
  trustScore: 'rating',
  stars: 'rating',
  rating: 'rating',
  replyPercentage: 'percent',
  averageDaysToReply: 'days',
  currentPage: 'rank',
} satisfies NumberKinds;
