import { anySubdomain, definePlatform, type PageParams } from './platform';

/** The site itself: not api., help., .... */
const isSite = (host: string) => host === 'producthunt.com' || host === 'www.producthunt.com';

const slugPattern = /^[a-z0-9][a-z0-9_-]*$/;
const slug = (value: string | undefined) =>
  value !== undefined && slugPattern.test(value) ? value : undefined;

const pad = (value: number) => String(value).padStart(2, '0');
const utcDate = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Whole numbers as the site writes them in its paths (2026, 11, 3, 03). */
const numbers = (parts: readonly string[]) =>
  parts.every((part) => /^\d{1,4}$/.test(part)) ? parts.map(Number) : undefined;

/** YYYY-MM-DD of a real calendar day, else undefined. */
const dayOf = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? utcDate(date)
    : undefined;
};

/** The Monday that starts ISO week `week` of `year` (the week holding 4 January is week 1). */
const mondayOfWeek = (year: number, week: number) => {
  const january4 = new Date(Date.UTC(year, 0, 4));
  const monday = new Date(january4);
  monday.setUTCDate(4 - ((january4.getUTCDay() + 6) % 7) + (week - 1) * 7);
  // A week belongs to the year that holds its Thursday: week 53 only when the year has one.
  const thursday = new Date(monday);
  thursday.setUTCDate(monday.getUTCDate() + 3);
  return year >= 2000 && week >= 1 && thursday.getUTCFullYear() === year
    ? utcDate(monday)
    : undefined;
};

/**
 * /leaderboard/daily/Y/M/D, /weekly/Y/W, /monthly/Y/M, /yearly/Y (each may end in /all): the
 * period and the first day it covers. A week is named by its ISO number; its date is its Monday.
 */
const leaderboard = (period: string, rest: readonly string[]): PageParams | undefined => {
  const parts = rest.at(-1) === 'all' ? rest.slice(0, -1) : rest;
  if (parts.length === 0) return rest.length === 0 ? { period } : undefined;
  const [year = 0, second = 0, third = 0] = numbers(parts) ?? [];
  const date =
    period === 'daily' && parts.length === 3
      ? dayOf(year, second, third)
      : period === 'weekly' && parts.length === 2
        ? mondayOfWeek(year, second)
        : period === 'monthly' && parts.length === 2
          ? dayOf(year, second, 1)
          : period === 'yearly' && parts.length === 1
            ? dayOf(year, 1, 1)
            : undefined;
  return date === undefined ? undefined : { period, date };
};

const periods = new Set(['daily', 'weekly', 'monthly', 'yearly']);

export const producthunt = definePlatform({
  id: 'producthunt',
  name: 'Product Hunt',
  area: 'launches',
  homepage: 'https://www.producthunt.com/',
  matches: anySubdomain('producthunt.com'),
  domains: ['producthunt.com'],
  pages: {
    leaderboard: {
      onHost: isSite,
      detect: ({ lower }) => {
        // The home page is today's leaderboard.
        if (lower.length === 0) return { period: 'daily' };
        const [first, period = '', ...rest] = lower;
        return first === 'leaderboard' && periods.has(period)
          ? leaderboard(period, rest)
          : undefined;
      },
      examples: [
        ['https://www.producthunt.com/', { period: 'daily' }],
        ['https://producthunt.com/?ref=header_nav', { period: 'daily' }],
        [
          'https://www.producthunt.com/leaderboard/daily/2024/11/21',
          { period: 'daily', date: '2024-11-21' },
        ],
        [
          'https://www.producthunt.com/leaderboard/daily/2024/3/5/all',
          { period: 'daily', date: '2024-03-05' },
        ],
        [
          'https://www.producthunt.com/leaderboard/weekly/2024/47',
          { period: 'weekly', date: '2024-11-18' },
        ],
        [
          'http://WWW.PRODUCTHUNT.COM/leaderboard/weekly/2025/1/',
          { period: 'weekly', date: '2024-12-30' },
        ],
        [
          'https://www.producthunt.com/leaderboard/monthly/2024/11',
          { period: 'monthly', date: '2024-11-01' },
        ],
        [
          'https://www.producthunt.com/leaderboard/yearly/2023?ref=footer',
          { period: 'yearly', date: '2023-01-01' },
        ],
        [
          'https://www.producthunt.com/leaderboard/daily/2024/5/1',
          { period: 'daily', date: '2024-05-01' },
        ],
      ],
    },
    // /products/SLUG and its tabs (launches, alternatives, ...) but reviews; /posts/SLUG (a launch).
    product: {
      onHost: isSite,
      detect: ({ path, lower }) => {
        const value =
          (lower[0] === 'products' && path.length >= 2 && lower[2] !== 'reviews') ||
          (lower[0] === 'posts' && path.length === 2 && lower[1] !== 'new')
            ? slug(lower[1])
            : undefined;
        return value === undefined ? undefined : { slug: value };
      },
      examples: [
        ['https://www.producthunt.com/products/notion', { slug: 'notion' }],
        ['https://www.producthunt.com/posts/notion-calendar', { slug: 'notion-calendar' }],
        ['https://www.producthunt.com/products/linear/launches', { slug: 'linear' }],
        [
          'https://www.producthunt.com/products/raycast/alternatives?ref=header',
          { slug: 'raycast' },
        ],
        [
          'https://producthunt.com/posts/chatgpt-4?utm_source=twitter&utm_medium=social',
          { slug: 'chatgpt-4' },
        ],
        ['https://www.producthunt.com/posts/perplexity-ai#comments', { slug: 'perplexity-ai' }],
        ['http://www.producthunt.com/products/Figma/', { slug: 'figma' }],
        ['https://www.producthunt.com/posts/notion-2-0', { slug: 'notion-2-0' }],
        [
          'https://www.producthunt.com/products/notion?utm_source=badge-featured',
          { slug: 'notion' },
        ],
        [
          'https://www.producthunt.com/posts/notion-calendar?utm_campaign=producthunt-embed&utm_medium=badge&utm_source=badge-featured',
          { slug: 'notion-calendar' },
        ],
        [
          'https://www.producthunt.com/products/notion/launches/notion-calendar',
          { slug: 'notion' },
        ],
      ],
    },
    productReviews: {
      onHost: isSite,
      detect: ({ path, lower }) => {
        const value =
          lower[0] === 'products' && lower[2] === 'reviews' && path.length === 3
            ? slug(lower[1])
            : undefined;
        return value === undefined ? undefined : { slug: value };
      },
      examples: [
        ['https://www.producthunt.com/products/notion/reviews', { slug: 'notion' }],
        [
          'https://www.producthunt.com/products/linear/reviews?ref=product_page',
          { slug: 'linear' },
        ],
        ['https://producthunt.com/products/raycast/reviews/', { slug: 'raycast' }],
        ['https://www.producthunt.com/products/figma/reviews#reviews', { slug: 'figma' }],
        [
          'http://www.producthunt.com/products/loom/reviews?utm_source=badge-top-post-badge&utm_medium=badge',
          { slug: 'loom' },
        ],
        ['https://WWW.PRODUCTHUNT.COM/products/obsidian/reviews', { slug: 'obsidian' }],
        ['https://www.producthunt.com/products/notion/reviews?review=123456', { slug: 'notion' }],
      ],
    },
    search: {
      onHost: isSite,
      detect: ({ path, lower, query }) => {
        const q = query('q');
        return lower[0] === 'search' && path.length === 1 && q ? { q } : undefined;
      },
      examples: [
        ['https://www.producthunt.com/search?q=note+taking', { q: 'note taking' }],
        ['https://www.producthunt.com/search?q=ai%20agents', { q: 'ai agents' }],
        ['https://producthunt.com/search?q=CRM&ref=header_nav', { q: 'CRM' }],
        ['https://www.producthunt.com/search/?q=caf%C3%A9', { q: 'café' }],
        ['https://www.producthunt.com/search?q=c%2B%2B', { q: 'c++' }],
        [
          'http://www.producthunt.com/search?q=open+source+analytics#results',
          { q: 'open source analytics' },
        ],
        ['https://www.producthunt.com/search?q=ai%20agents', { q: 'ai agents' }],
      ],
    },
  },
  none: [
    'https://www.producthunt.com/posts/new',
    'https://www.producthunt.com/products',
    'https://www.producthunt.com/products/notion/reviews/new',
    'https://www.producthunt.com/search',
    'https://www.producthunt.com/login',
    'https://www.producthunt.com/my/settings/edit',
    'https://www.producthunt.com/about',
    'https://www.producthunt.com/topics/productivity',
    'https://www.producthunt.com/@rrhoover',
    'https://www.producthunt.com/leaderboard/daily/2024/2/30',
    'https://www.producthunt.com/leaderboard/weekly/2024/53',
    'https://help.producthunt.com/en/',
    'https://api.producthunt.com/v2/docs',
    'https://notproducthunt.com/products/notion',
    'https://producthunt.com.evil.example/products/notion',
  ],
});
