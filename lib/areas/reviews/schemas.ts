import { z } from '../../zod';
import { bool, built, int, num, record, seenOnlyNull, str, timestamp } from '../fields';

/**
 * The answers of /reviews, built the first time one is checked. One long closure on purpose: it is
 * data, as long as the contract's table, and building it at once keeps zod's work out of any
 * context that never checks an answer.
 */
export const reviewsSchemas = built(() => {
  const business = record({
    id: str,
    displayName: str,
    /** The domain. */
    identifyingName: str,
    websiteUrl: str,
    numberOfReviews: int,
    trustScore: num,
    stars: num,
    /** May be protocol-relative (`//images...`). */
    profileImageUrl: str,
    isClaimed: bool,
    isClosed: bool,
    categories: z.array(record({ id: str, name: str, isPrimary: bool })),
    /** Values may be empty strings. */
    contactInfo: record({
      email: str,
      address: str,
      city: str,
      country: str,
      phone: str,
      zipCode: str,
    }),
    activity: record({
      hasSubscription: bool,
      isAskingForReviews: bool,
      claimedDate: timestamp,
      replyPercentage: num,
      averageDaysToReply: num,
    }),
  });

  const review = record({
    id: str,
    title: str,
    text: str,
    rating: int,
    language: str,
    likes: int,
    dates: record({
      experiencedDate: timestamp,
      publishedDate: timestamp,
      updatedDate: z.nullable(timestamp),
    }),
    consumer: record({
      id: str,
      displayName: str,
      numberOfReviews: int,
      countryCode: str,
      imageUrl: str,
      isVerified: bool,
    }),
    reply: seenOnlyNull,
    isVerified: bool,
    source: str,
  });

  const reviewPage = record({
    reviews: z.array(review),
    pagination: record({ currentPage: int, totalPages: int, totalCount: int, perPage: int }),
    filters: record({ sort: str, stars: z.nullable(int), languages: str }),
  });

  const businessSearchItem = record({
    businessUnitId: str,
    displayName: str,
    identifyingName: str,
    numberOfReviews: int,
    trustScore: num,
    stars: num,
    logoUrl: str,
    websiteUrl: str,
    verified: bool,
    categories: z.array(record({ id: str, name: str })),
    location: record({ country: str, city: str, street: str, postcode: str }),
  });

  const businessSearch = record({
    businesses: z.array(businessSearchItem),
    pagination: record({ currentPage: int, totalPages: int, totalResults: int }),
  });

  /** Bare arrays. */
  const categories = z.array(record({ id: str, name: str, parentId: str }));
  const suggestions = z.array(record({ query: str }));
  return {
    business,
    review,
    reviewPage,
    businessSearchItem,
    businessSearch,
    categories,
    suggestions,
  };
});
