/**
 * The contract's parameter names as people read them in a form ("Time range" for `t`), and its
 * enumerated values as choices ("Past week" for `week`). The API's own name is a tooltip on the
 * label (apiNameHint), never beside it.
 */
import type { z } from 'zod/mini';

/** Parameter name → its label in a person's words. */
export type ParamLabels = Readonly<Record<string, string>>;

/**
 * The glossary: names that mean the same thing in every area. A name whose meaning depends on the
 * area (`id` is a post on /microblog, a video elsewhere) is labelled by its area instead (the
 * `paramLabels` of `endpointsOf` in lib/areas/<area>/endpoints.ts).
 */
export const paramLabels: ParamLabels = {
  country: 'Country',
  q: 'Search for',
  count: 'How many',
  num: 'How many',
  cursor: 'Continue from',
  after: 'Continue from',
  offset: 'Skip',
  page: 'Page',
  username: 'Username',
  videoId: 'Video ID',
  language: 'Language',
  languages: 'Languages',
  shortcode: 'Shortcode',
  companyId: 'Company ID',
  location: 'Location',
  jobId: 'Job ID',
  postId: 'Post ID',
  sort: 'Sort by',
  t: 'Time range',
  eventId: 'Event ID',
  placeId: 'Place ID',
  place_id: 'Place ID',
  calendarId: 'Calendar ID',
  domain: 'Website domain',
  stars: 'Stars',
  channelId: 'Channel ID',
  url: 'Address (URL)',
  category: 'Category',
  listing_id: 'Listing ID',
  timeframe: 'Time frame',
  geo: 'Region',
  ticker: 'Ticker symbol',
  min_price: 'Lowest price',
  max_price: 'Highest price',
  date: 'Date (YYYY-MM-DD)',
  period: 'Period',
  slug: 'Slug',
};

/** Enumerated values in words, by parameter. */
export const choiceLabels: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  search_type: { top: 'Top', recent: 'Recent' },
  sort: {
    hot: 'Hot',
    new: 'New',
    top: 'Top',
    rising: 'Rising',
    relevance: 'Relevance',
    comments: 'Most comments',
    recency: 'Most recent',
  },
  t: {
    hour: 'Past hour',
    day: 'Past day',
    week: 'Past week',
    month: 'Past month',
    year: 'Past year',
    all: 'All time',
  },
  period: { daily: 'Day', weekly: 'Week', monthly: 'Month', yearly: 'Year' },
};

/**
 * A parameter's label: its area's own word, else the glossary's; a name neither has reads as
 * itself (a test names any such).
 */
export const paramLabel = (name: string, areaLabels?: ParamLabels): string =>
  (areaLabels && Object.hasOwn(areaLabels, name) ? areaLabels[name] : paramLabels[name]) ?? name;

/** An enumerated value in words; an unknown one reads as itself. */
export const choiceLabel = (name: string, value: string): string =>
  choiceLabels[name]?.[value] ?? value;

/** The tooltip a label carries for people who read the contract: "In the API: count". */
export const apiNameHint = (name: string): string => `In the API: ${name}`;

/**
 * "How many must be at most 50." for each problem: the parameter in a person's words (its
 * area's label or the glossary's) and the rule; an enumeration's choices as people read them.
 */
export const describeParamIssues = (
  endpoint: { label: string; paramLabels?: ParamLabels },
  issues: readonly z.core.$ZodIssue[],
): string =>
  issues
    .map((issue) => {
      const labelOf = (name: string) => paramLabel(name, endpoint.paramLabels);
      if (issue.code === 'unrecognized_keys')
        return `${endpoint.label} takes no ${issue.keys.map(labelOf).join(', ')}.`;
      const name = issue.path.map(String).join('.');
      const rule =
        issue.code === 'invalid_value' && issue.path.length === 1
          ? `must be one of: ${issue.values.map((value) => choiceLabel(name, String(value))).join(', ')}`
          : issue.message;
      return name === '' ? `${rule}.` : `${labelOf(name)} ${rule}.`;
    })
    .join(' ');
