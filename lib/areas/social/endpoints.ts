import { flat } from '../../api/credits';
import { endpointsOf } from '../../api/endpoint';
import { httpUrl, size, text } from '../../api/params';
import { z } from '../../zod';
import { socialSchemas } from './schemas';

const endpoint = endpointsOf('social');

/** A marketplace location or category as it appears in the URL, e.g. taipei or vehicles. */
const slug = () => text().check(z.regex(/^[A-Za-z0-9_-]+$/, 'must be a slug such as taipei'));

export const socialEndpoints = [
  endpoint({
    name: 'page',
    label: 'Page',
    summary: 'The public page: category, likes, followers, description and website.',
    pages: ['page'],
    path: '/social/users/:username',
    params: () => z.strictObject({ username: text() }),
    example: { username: 'NASA' },
    response: () => socialSchemas().page,
    credits: flat(3),
  }),
  endpoint({
    name: 'pagePosts',
    label: 'Posts',
    summary: "The page's latest posts with reactions (up to 10).",
    pages: ['page'],
    path: '/social/users/:username/posts',
    params: () => z.strictObject({ username: text(), count: size(3, 10) }),
    example: { username: 'NASA' },
    response: () => socialSchemas().pagePosts,
    itemKey: 'id',
    credits: flat(3),
  }),
  endpoint({
    name: 'post',
    label: 'Post',
    summary: 'The post, video or reel: text, author, reactions, views and media.',
    pages: ['post'],
    path: '/social/posts',
    params: () => z.strictObject({ url: httpUrl() }),
    example: { url: 'https://www.facebook.com/NASA/posts/pfbid02abcDEF' },
    response: () => socialSchemas().post,
    credits: flat(1),
  }),
  endpoint({
    name: 'comments',
    label: 'Comments',
    summary: 'Comments on the post with their replies.',
    pages: ['post'],
    path: '/social/posts/comments',
    params: () => z.strictObject({ url: httpUrl() }),
    example: { url: 'https://www.facebook.com/NASA/posts/pfbid02abcDEF' },
    response: () => socialSchemas().comments,
    itemKey: 'id',
    credits: flat(3),
  }),
  endpoint({
    name: 'search',
    label: 'Search posts',
    summary: 'Public posts matching a query (up to 10).',
    pages: ['search'],
    path: '/social/posts/search',
    params: () => z.strictObject({ q: text(), count: size(5, 10) }),
    example: { q: 'solar eclipse' },
    response: () => socialSchemas().search,
    itemKey: 'postId',
    credits: flat(2),
  }),
  endpoint({
    name: 'marketplaceListings',
    label: 'Listings',
    summary: 'Marketplace listings of a location, optionally in a category.',
    pages: ['marketplaceListings'],
    path: '/social/marketplace/listings',
    params: () =>
      z.strictObject({
        location: z._default(slug(), 'taipei'),
        category: z.optional(slug()),
      }),
    example: { location: 'taipei', category: 'electronics' },
    response: () => socialSchemas().listings,
    itemKey: 'id',
    credits: flat(1),
  }),
  endpoint({
    name: 'marketplaceSearch',
    label: 'Search listings',
    summary: 'Marketplace listings matching a query in a location.',
    pages: ['marketplaceSearch'],
    path: '/social/marketplace/search',
    params: () =>
      z.strictObject({
        q: text(),
        location: z._default(slug(), 'taipei'),
        category: z.optional(slug()),
      }),
    example: { q: 'bicycle' },
    response: () => socialSchemas().marketplaceSearch,
    itemKey: 'id',
    credits: flat(1),
  }),
  endpoint({
    name: 'marketplaceItem',
    label: 'Listing',
    summary: 'The listing in full: price, condition, description and photos.',
    pages: ['marketplaceItem'],
    path: '/social/marketplace/items/:listing_id',
    params: () => z.strictObject({ listing_id: text() }),
    example: { listing_id: '1234567890123456' },
    response: () => socialSchemas().listingDetail,
    credits: flat(1),
  }),
];
