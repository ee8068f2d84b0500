import { flat } from '../../api/credits';
import { endpointsOf } from '../../api/endpoint';
import { countryCode, integer, languageTag, pageNumber, size, text } from '../../api/params';
import { z } from '../../zod';
import { websearchSchemas } from './schemas';

const endpoint = endpointsOf('websearch');

const locale = () => ({
  language: z._default(languageTag(), 'en'),
  country: z._default(countryCode(), 'us'),
});

const price = () =>
  z.coerce
    .number<number | string>({ error: 'must be a number' })
    .check(z.minimum(0, 'must be 0 or more'));

export const websearchEndpoints = [
  endpoint({
    name: 'search',
    label: 'Results',
    summary: 'Organic results with sitelinks.',
    pages: ['search'],
    path: '/websearch/search',
    params: () => z.strictObject({ q: text(), num: size(10), ...locale(), page: pageNumber() }),
    example: { q: 'best espresso grinder' },
    response: () => websearchSchemas().search,
    itemKey: 'link',
    credits: flat(2),
    pagination: { style: 'page', param: 'page', items: 'organic', noun: 'results' },
  }),
  endpoint({
    name: 'news',
    label: 'News',
    summary: 'News articles matching the query.',
    pages: ['news'],
    path: '/websearch/news',
    params: () => z.strictObject({ q: text(), ...locale() }),
    example: { q: 'electric vehicles' },
    response: () => websearchSchemas().news,
    itemKey: 'link',
    credits: flat(2),
  }),
  endpoint({
    name: 'trends',
    label: 'Trends',
    summary: 'Search interest for the query over a time frame and region.',
    pages: ['trends'],
    path: '/websearch/trends',
    params: () =>
      z.strictObject({
        q: text(),
        timeframe: z._default(text(), 'today 12-m'),
        geo: z.optional(
          z
            .string()
            .check(
              z.regex(/^[A-Za-z]{2}(-[A-Za-z0-9]{1,3})?$/, 'must be a region such as US or GB'),
            ),
        ),
        category: z._default(integer().check(z.minimum(0, 'must be 0 or more')), 0),
      }),
    // Google Trends' category 0 is no category chosen: every one.
    defaultWords: { category: 'All categories' },
    example: { q: 'pumpkin spice', geo: 'US' },
    response: () => websearchSchemas().trends,
    credits: flat(2),
  }),
  endpoint({
    name: 'finance',
    label: 'Quote',
    summary: 'The quote for a ticker such as AAPL:NASDAQ.',
    pages: ['finance'],
    path: '/websearch/finance',
    params: () => z.strictObject({ ticker: text() }),
    example: { ticker: 'AAPL:NASDAQ' },
    response: () => websearchSchemas().finance,
    credits: flat(2),
  }),
  endpoint({
    name: 'shopping',
    label: 'Shopping',
    summary: 'Products for sale with prices, ratings and shops.',
    pages: ['shopping'],
    path: '/websearch/shopping',
    params: () =>
      z
        .strictObject({
          q: text(),
          num: size(20),
          min_price: z.optional(price()),
          max_price: z.optional(price()),
          country: z._default(countryCode(), 'us'),
        })
        .check(
          z.refine(
            (params) =>
              params.min_price === undefined ||
              params.max_price === undefined ||
              params.min_price <= params.max_price,
            { message: 'must not be below min_price', path: ['max_price'] },
          ),
        ),
    example: { q: 'espresso machine', min_price: 100, max_price: 800 },
    response: () => websearchSchemas().shopping,
    itemKey: 'productId',
    credits: flat(2),
  }),
];
