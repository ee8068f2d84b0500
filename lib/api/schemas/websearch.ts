import { z } from 'zod/mini';
import { int, num, record, seenOnlyNull, str, unknownList } from './common';

const organicFields = { title: str, link: str, snippet: str, position: int };

export const organicResult = record({ ...organicFields, sitelinks: unknownList });
/** Trends and finance results carry no sitelinks. */
export const plainOrganicResult = record(organicFields);

export const newsItem = record({
  title: str,
  link: str,
  snippet: str,
  source: str,
  /** Relative text such as "3 hours ago". */
  date: str,
  imageUrl: str,
});

export const shoppingItem = record({
  title: str,
  /** Formatted text such as "$1,299.00". */
  price: str,
  source: str,
  link: str,
  imageUrl: str,
  rating: num,
  ratingCount: int,
  productId: str,
  position: int,
});

export const answerBox = record({ title: str, answer: str, source: str });

export const search = record({
  query: str,
  organic: z.array(organicResult),
  answerBox: seenOnlyNull,
  knowledgeGraph: seenOnlyNull,
  peopleAlsoAsk: unknownList,
  relatedSearches: unknownList,
});

export const news = record({ query: str, news: z.array(newsItem) });

export const trends = record({
  query: str,
  timeframe: str,
  geo: str,
  category: int,
  knowledgeGraph: seenOnlyNull,
  organic: z.array(plainOrganicResult),
  relatedSearches: z.array(record({ query: str })),
});

export const finance = record({
  ticker: str,
  answerBox,
  knowledgeGraph: seenOnlyNull,
  organic: z.array(plainOrganicResult),
});

export const shopping = record({ query: str, shopping: z.array(shoppingItem) });
