import { z } from 'zod';
import { int, num, record, str } from './common';

export const topic = record({ name: str, slug: str });

export const leaderboardPost = record({
  name: str,
  slug: str,
  tagline: str,
  url: str,
  launchUrl: str,
  topics: topic.array(),
  thumbnailUrl: str,
  votesCount: int,
  commentsCount: int,
});

export const searchProduct = record({
  name: str,
  slug: str,
  tagline: str,
  url: str,
  launchUrl: str,
  thumbnailUrl: str,
});

export const product = record({
  name: str,
  slug: str,
  tagline: str,
  description: str,
  launchUrl: str,
  website: str,
  votesCount: int,
  /** Null when the product has no reviews. */
  overallRating: num.nullable(),
  reviewCount: int,
  topics: topic.array(),
  makers: record({ name: str, username: str, profileUrl: str, avatarUrl: str }).array(),
  thumbnailUrl: str,
  launches: record({ name: str, slug: str, url: str }).array(),
});

const tags = record({ label: str, count: int }).array();

export const productReview = record({
  author: record({ name: str, username: str, profileUrl: str }),
  rating: int,
  pros: record({ tags, text: str }),
  cons: record({ tags, text: str }),
  alternatives: record({ products: record({ name: str, slug: str }).array(), text: str }),
  /** A rating-dimension label ("Ease of use") mapped to its score. */
  subRatings: z.record(z.string(), int),
  helpfulCount: int,
  viewCount: int,
  /** Relative text such as "2mo ago". */
  timeAgo: str,
});

export const leaderboard = record({
  posts: leaderboardPost.array(),
  title: str,
  date: str,
  period: str,
  totalResults: int,
});

export const search = record({ query: str, products: searchProduct.array(), totalResults: int });

export const reviews = record({
  slug: str,
  overallRating: num,
  totalReviews: int,
  reviews: productReview.array(),
});
