import { bool, int, num, record, seenOnlyNull, str, timestamp } from './common';

export const business = record({
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
  categories: record({ id: str, name: str, isPrimary: bool }).array(),
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

export const review = record({
  id: str,
  title: str,
  text: str,
  rating: int,
  language: str,
  likes: int,
  dates: record({
    experiencedDate: timestamp,
    publishedDate: timestamp,
    updatedDate: timestamp.nullable(),
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

export const reviewPage = record({
  reviews: review.array(),
  pagination: record({ currentPage: int, totalPages: int, totalCount: int, perPage: int }),
  filters: record({ sort: str, stars: int.nullable(), languages: str }),
});

export const businessSearchItem = record({
  businessUnitId: str,
  displayName: str,
  identifyingName: str,
  numberOfReviews: int,
  trustScore: num,
  stars: num,
  logoUrl: str,
  websiteUrl: str,
  verified: bool,
  categories: record({ id: str, name: str }).array(),
  location: record({ country: str, city: str, street: str, postcode: str }),
});

export const businessSearch = record({
  businesses: businessSearchItem.array(),
  pagination: record({ currentPage: int, totalPages: int, totalResults: int }),
});

/** Bare arrays. */
export const categories = record({ id: str, name: str, parentId: str }).array();
export const suggestions = record({ query: str }).array();
