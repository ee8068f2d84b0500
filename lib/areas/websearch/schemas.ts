import { z } from '../../zod';
import { built, int, num, record, seenOnlyNull, str, unknownList } from '../fields';

/** The answers of /websearch, built the first time one is checked. */
export const websearchSchemas = built(() => {
  const organicFields = { title: str, link: str, snippet: str, position: int };

  const organicResult = record({ ...organicFields, sitelinks: unknownList });
  /** Trends and finance results carry no sitelinks. */
  const plainOrganicResult = record(organicFields);

  const newsItem = record({
    title: str,
    link: str,
    snippet: str,
    source: str,
    /** Relative text such as "3 hours ago". */
    date: str,
    imageUrl: str,
  });

  const shoppingItem = record({
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

  const answerBox = record({ title: str, answer: str, source: str });

  const search = record({
    query: str,
    organic: z.array(organicResult),
    answerBox: seenOnlyNull,
    knowledgeGraph: seenOnlyNull,
    peopleAlsoAsk: unknownList,
    relatedSearches: unknownList,
  });

  const news = record({ query: str, news: z.array(newsItem) });

  const trends = record({
    query: str,
    timeframe: str,
    geo: str,
    category: int,
    knowledgeGraph: seenOnlyNull,
    organic: z.array(plainOrganicResult),
    relatedSearches: z.array(record({ query: str })),
  });

  const finance = record({
    ticker: str,
    answerBox,
    knowledgeGraph: seenOnlyNull,
    organic: z.array(plainOrganicResult),
  });

  const shopping = record({ query: str, shopping: z.array(shoppingItem) });
  return {
    organicResult,
    plainOrganicResult,
    newsItem,
    shoppingItem,
    answerBox,
    search,
    news,
    trends,
    finance,
    shopping,
  };
});
