import { anySubdomain, definePlatform, type PageParams } from './platform';
import type { PageUrl } from './url';

/** www., the bare domain and the country sites (uk., de., fr-be., ...); not business., support., .... */
const isSite = (host: string) =>
  /^(?:(?:www|[a-z]{2}(?:-[a-z]{2})?)\.)?trustpilot\.com$/.test(host);

/** The business's domain as Trustpilot names it (www. kept): what the API takes. */
const domainPattern = /^(?:[a-z0-9-]+\.)+[a-z]{2,}$/;

const matching = (pattern: RegExp, value: string | undefined) =>
  value !== undefined && pattern.test(value) ? value : undefined;

/**
 * The review filters the page shows, as the API takes them: page 1 to 100, one star rating (the
 * site lets several be ticked; the API filters by one, so several are left out), a language code
 * or all, recency or relevance.
 */
const reviewFilters = ({ query, url }: PageUrl): PageParams => {
  const stars = [...new Set(url.searchParams.getAll('stars').map((value) => value.trim()))];
  const pageNumber = matching(/^[1-9]\d*$/, query('page'));
  const filters = {
    page: pageNumber !== undefined && Number(pageNumber) <= 100 ? pageNumber : undefined,
    stars: stars.length === 1 ? matching(/^[1-5]$/, stars[0]) : undefined,
    languages: matching(/^(?:all|[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)$/, query('languages')),
    sort: matching(/^(?:recency|relevance)$/, query('sort')),
  };
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
};

export const trustpilot = definePlatform({
  id: 'trustpilot',
  name: 'Trustpilot',
  area: 'reviews',
  homepage: 'https://www.trustpilot.com/',
  matches: anySubdomain('trustpilot.com'),
  domains: ['trustpilot.com'],
  pages: {
    business: {
      onHost: isSite,
      detect: (url) => {
        const { path, lower } = url;
        const domain =
          lower[0] === 'review' && path.length === 2
            ? matching(domainPattern, lower[1])
            : undefined;
        return domain === undefined ? undefined : { domain, ...reviewFilters(url) };
      },
      examples: [
        ['https://www.trustpilot.com/review/www.amazon.com', { domain: 'www.amazon.com' }],
        [
          'https://uk.trustpilot.com/review/www.bbc.co.uk?utm_medium=referral&utm_source=google',
          { domain: 'www.bbc.co.uk' },
        ],
        [
          'https://de.trustpilot.com/review/www.zalando.de?page=2',
          { domain: 'www.zalando.de', page: '2' },
        ],
        [
          'https://www.trustpilot.com/review/apple.com?stars=1',
          { domain: 'apple.com', stars: '1' },
        ],
        [
          'https://www.trustpilot.com/review/www.booking.com?languages=all&sort=recency',
          { domain: 'www.booking.com', languages: 'all', sort: 'recency' },
        ],
        ['https://WWW.TRUSTPILOT.COM/review/WWW.Amazon.com/', { domain: 'www.amazon.com' }],
        [
          'https://fr.trustpilot.com/review/www.cdiscount.com?languages=fr&page=3&stars=5#reviews',
          { domain: 'www.cdiscount.com', page: '3', stars: '5', languages: 'fr' },
        ],
        [
          'https://www.trustpilot.com/review/www.amazon.com?stars=4&stars=5',
          { domain: 'www.amazon.com' },
        ],
        [
          'http://trustpilot.com/review/revolut.com?sort=relevance&date=last30days&verified=true',
          { domain: 'revolut.com', sort: 'relevance' },
        ],
        ['https://uk.trustpilot.com/review/bbc.co.uk', { domain: 'bbc.co.uk' }],
        [
          'https://www.trustpilot.com/review/example.com?page=2&stars=5',
          { domain: 'example.com', page: '2', stars: '5' },
        ],
        [
          'https://de.trustpilot.com/review/zalando.de?languages=all',
          { domain: 'zalando.de', languages: 'all' },
        ],
        [
          'https://www.trustpilot.com/review/www.amazon.com?utm_medium=trustbox',
          { domain: 'www.amazon.com' },
        ],
        [
          'https://www.trustpilot.com/review/www.example.com?utm_medium=trustbox&utm_source=MicroReviewCount',
          { domain: 'www.example.com' },
        ],
        ['https://dk.trustpilot.com/review/www.matas.dk', { domain: 'www.matas.dk' }],
        [
          'https://nl-be.trustpilot.com/review/www.coolblue.be?languages=nl',
          { domain: 'www.coolblue.be', languages: 'nl' },
        ],
        ['https://au.trustpilot.com/review/www.jbhifi.com.au', { domain: 'www.jbhifi.com.au' }],
        [
          'https://es.trustpilot.com/review/www.elcorteingles.es?sort=recency&page=2',
          { domain: 'www.elcorteingles.es', page: '2', sort: 'recency' },
        ],
      ],
    },
    search: {
      onHost: isSite,
      detect: ({ path, lower, query }) => {
        const q = query('query');
        return lower[0] === 'search' && path.length === 1 && q ? { q } : undefined;
      },
      examples: [
        ['https://www.trustpilot.com/search?query=bank', { q: 'bank' }],
        ['https://uk.trustpilot.com/search?query=car+insurance', { q: 'car insurance' }],
        ['https://de.trustpilot.com/search?query=m%C3%B6bel', { q: 'möbel' }],
        ['https://www.trustpilot.com/search?query=amazon&utm_source=google', { q: 'amazon' }],
        ['https://trustpilot.com/search/?query=web%20hosting', { q: 'web hosting' }],
        [
          'https://fr.trustpilot.com/search?query=t%C3%A9l%C3%A9phonie#results',
          { q: 'téléphonie' },
        ],
      ],
    },
    categories: {
      onHost: isSite,
      detect: ({ path, lower }) => {
        const q =
          lower[0] === 'categories' && path.length === 2
            ? matching(/^[a-z0-9_-]+$/, lower[1])
            : undefined;
        return q === undefined ? undefined : { q };
      },
      examples: [
        [
          'https://www.trustpilot.com/categories/electronics_technology',
          { q: 'electronics_technology' },
        ],
        ['https://uk.trustpilot.com/categories/bank?utm_source=google', { q: 'bank' }],
        [
          'https://www.trustpilot.com/categories/furniture_store?sort=reviews_count',
          { q: 'furniture_store' },
        ],
        ['https://de.trustpilot.com/categories/travel_vacation/', { q: 'travel_vacation' }],
        ['https://www.trustpilot.com/categories/car_dealer?location=London', { q: 'car_dealer' }],
        ['http://ca.trustpilot.com/categories/insurance_agency#top', { q: 'insurance_agency' }],
        [
          'https://www.trustpilot.com/categories/electronics_technology',
          { q: 'electronics_technology' },
        ],
      ],
    },
  },
  none: [
    'https://www.trustpilot.com/',
    'https://uk.trustpilot.com/',
    'https://www.trustpilot.com/categories',
    'https://www.trustpilot.com/search',
    'https://www.trustpilot.com/evaluate/www.amazon.com',
    'https://www.trustpilot.com/reviews/64f1c2a9e7b3d5a1c0e8f912',
    'https://www.trustpilot.com/users/5f3e2a1b9c8d7e6f5a4b3c2d',
    'https://www.trustpilot.com/review/localhost',
    'https://business.trustpilot.com/',
    'https://support.trustpilot.com/hc/en-us',
    'https://legal.trustpilot.com/for-reviewers/end-user-terms-and-conditions',
    'https://nottrustpilot.com/review/www.amazon.com',
    'https://trustpilot.com.evil.example/review/www.amazon.com',
    'https://widget.trustpilot.com/trustboxes/5419b6a8b0d04a076446a9ad/index.html',
    'https://www.trustpilot.com/review/www.amazon.com/write',
  ],
});
