import { flat } from '../../api/credits';
import { endpointsOf } from '../../api/endpoint';
import { integer, oneOf, pageNumber, text } from '../../api/params';
import { z } from '../../zod';
import { reviewsSchemas } from './schemas';

const endpoint = endpointsOf('reviews');

/** The business's domain, e.g. example.com. */
const domain = () =>
  text().check(z.regex(/^([A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/, 'must be a domain such as example.com'));

export const reviewsEndpoints = [
  endpoint({
    name: 'business',
    label: 'Business',
    summary: 'The business: TrustScore, stars, review count, categories and contact details.',
    pages: ['business'],
    path: '/reviews/businesses/:domain',
    params: () => z.strictObject({ domain: domain() }),
    example: { domain: 'www.amazon.com' },
    response: () => reviewsSchemas().business,
    credits: flat(2),
  }),
  endpoint({
    name: 'reviews',
    label: 'Reviews',
    summary: 'Reviews, 20 a page, by recency or relevance, filtered by stars and language.',
    pages: ['business'],
    path: '/reviews/businesses/:domain/reviews',
    params: () =>
      z.strictObject({
        domain: domain(),
        page: pageNumber(100),
        sort: oneOf(['recency', 'relevance'], 'recency'),
        stars: z.optional(
          integer().check(z.minimum(1, 'must be at least 1'), z.maximum(5, 'must be at most 5')),
        ),
        languages: z._default(
          z
            .string()
            .check(
              z.regex(
                /^(all|[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*)$/,
                'must be a language code or all',
              ),
            ),
          'all',
        ),
      }),
    example: { domain: 'www.amazon.com' },
    response: () => reviewsSchemas().reviewPage,
    itemKey: 'id',
    credits: flat(2),
    controls: ['stars', 'sort', 'languages'],
    pagination: {
      style: 'page',
      param: 'page',
      totalPages: 'pagination.totalPages',
      items: 'reviews',
      total: 'pagination.totalCount',
    },
  }),
  endpoint({
    name: 'search',
    label: 'Search businesses',
    summary: 'Businesses matching a query.',
    pages: ['search'],
    path: '/reviews/businesses/search',
    params: () => z.strictObject({ q: text(), page: pageNumber(100) }),
    example: { q: 'bank' },
    response: () => reviewsSchemas().businessSearch,
    itemKey: 'businessUnitId',
    credits: flat(2),
    pagination: {
      style: 'page',
      param: 'page',
      totalPages: 'pagination.totalPages',
      items: 'businesses',
      total: 'pagination.totalResults',
    },
  }),
  endpoint({
    name: 'searchCategories',
    label: 'Categories',
    summary: 'Categories matching a query.',
    pages: ['categories'],
    path: '/reviews/categories/search',
    params: () => z.strictObject({ q: text() }),
    example: { q: 'electronics' },
    response: () => reviewsSchemas().categories,
    itemKey: 'id',
    credits: flat(1),
  }),
  endpoint({
    name: 'suggestions',
    label: 'Suggestions',
    summary: 'Business names that complete a query.',
    pages: ['search'],
    path: '/reviews/suggestions',
    params: () => z.strictObject({ q: text() }),
    example: { q: 'amaz' },
    response: () => reviewsSchemas().suggestions,
    itemKey: 'query',
    credits: flat(1),
  }),
];
