import type { Area } from './platform';

/**
 * The kinds of page `detectUrl` tells apart in each area (see the page taxonomy). The endpoint
 * catalog names these kinds to say which endpoints serve a page.
 */
export const pageKinds = {
  microblog: ['post', 'user', 'search', 'feed'],
  shortvideo: ['video', 'user', 'search'],
  photo: ['post', 'user', 'tag'],
  professional: ['company', 'job', 'jobSearch', 'post', 'user', 'userSearch', 'companySearch'],
  forum: ['community', 'post', 'user', 'search'],
  events: ['event', 'calendar', 'place', 'categories'],
  reviews: ['business', 'search', 'categories'],
  video: ['video', 'channel', 'search'],
  social: ['page', 'post', 'search', 'marketplaceItem', 'marketplaceSearch', 'marketplaceListings'],
  websearch: ['search', 'news', 'shopping', 'trends', 'finance'],
  launches: ['leaderboard', 'product', 'productReviews', 'search'],
} as const satisfies Record<Area, readonly string[]>;

export type PageKind<A extends Area = Area> = (typeof pageKinds)[A][number];
