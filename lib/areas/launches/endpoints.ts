import { flat } from '../../api/credits';
import { endpointsOf } from '../../api/endpoint';
import { isoDate, oneOf, size, text } from '../../api/params';
import { z } from '../../zod';
import { launchesSchemas } from './schemas';

const endpoint = endpointsOf('launches');

export const launchesEndpoints = [
  endpoint({
    name: 'leaderboard',
    label: 'Leaderboard',
    summary: 'The top launches of a day, week, month or year.',
    pages: ['leaderboard'],
    path: '/launches/posts',
    params: () =>
      z.strictObject({
        count: size(20, 50),
        date: z.optional(isoDate()),
        period: oneOf(['daily', 'weekly', 'monthly', 'yearly'], 'daily'),
      }),
    example: {},
    response: () => launchesSchemas().leaderboard,
    itemKey: 'slug',
    credits: flat(4),
  }),
  endpoint({
    name: 'search',
    label: 'Search products',
    summary: 'Products matching a query (up to 50).',
    pages: ['search'],
    path: '/launches/posts/search',
    params: () => z.strictObject({ q: text(), count: size(20, 50) }),
    example: { q: 'note taking' },
    response: () => launchesSchemas().search,
    itemKey: 'slug',
    credits: flat(4),
  }),
  endpoint({
    name: 'product',
    label: 'Product',
    summary: 'The product: tagline, description, votes, rating, makers and launches.',
    pages: ['product', 'productReviews'],
    path: '/launches/posts/:slug',
    params: () => z.strictObject({ slug: text() }),
    example: { slug: 'notion' },
    response: () => launchesSchemas().product,
    credits: flat(4),
  }),
  endpoint({
    name: 'reviews',
    label: 'Reviews',
    summary: 'Reviews with pros, cons, alternatives and sub-ratings.',
    pages: ['product', 'productReviews'],
    path: '/launches/posts/:slug/reviews',
    params: () => z.strictObject({ slug: text() }),
    example: { slug: 'notion' },
    response: () => launchesSchemas().reviews,
    itemKey: 'author.username',
    credits: flat(3),
  }),
];
