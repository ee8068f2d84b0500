import { z } from '../../zod';
import { built, int, num, record, str } from '../fields';

/**
 * The answers of /launches, built the first time one is checked. One long closure on purpose: it is
 * data, as long as the contract's table, and building it at once keeps zod's work out of any
 * context that never checks an answer.
 */
export const launchesSchemas = built(() => {
  const topic = record({ name: str, slug: str });

  const leaderboardPost = record({
    name: str,
    slug: str,
    tagline: str,
    url: str,
    launchUrl: str,
    topics: z.array(topic),
    thumbnailUrl: str,
    votesCount: int,
    commentsCount: int,
  });

  const searchProduct = record({
    name: str,
    slug: str,
    tagline: str,
    url: str,
    launchUrl: str,
    thumbnailUrl: str,
  });

  const product = record({
    name: str,
    slug: str,
    tagline: str,
    description: str,
    launchUrl: str,
    website: str,
    votesCount: int,
    /** Null when the product has no reviews. */
    overallRating: z.nullable(num),
    reviewCount: int,
    topics: z.array(topic),
    makers: z.array(record({ name: str, username: str, profileUrl: str, avatarUrl: str })),
    thumbnailUrl: str,
    launches: z.array(record({ name: str, slug: str, url: str })),
  });

  const tags = z.array(record({ label: str, count: int }));

  const productReview = record({
    author: record({ name: str, username: str, profileUrl: str }),
    rating: int,
    pros: record({ tags, text: str }),
    cons: record({ tags, text: str }),
    alternatives: record({ products: z.array(record({ name: str, slug: str })), text: str }),
    /** A rating-dimension label ("Ease of use") mapped to its score. */
    subRatings: z.record(z.string(), int),
    helpfulCount: int,
    viewCount: int,
    /** Relative text such as "2mo ago". */
    timeAgo: str,
  });

  const leaderboard = record({
    posts: z.array(leaderboardPost),
    title: str,
    date: str,
    period: str,
    totalResults: int,
  });

  const search = record({ query: str, products: z.array(searchProduct), totalResults: int });

  const reviews = record({
    slug: str,
    overallRating: num,
    totalReviews: int,
    reviews: z.array(productReview),
  });
  return {
    topic,
    leaderboardPost,
    searchProduct,
    product,
    productReview,
    leaderboard,
    search,
    reviews,
  };
});
