import type { AreaViews } from '../index';

/** An organic result: title, snippet, link. */
const result = { title: 'title', text: 'snippet', link: 'link' };

export const views = {
  search: {
    family: 'list',
    items: 'organic',
    item: result,
    header: { title: 'query' },
  },
  news: {
    family: 'list',
    items: 'news',
    item: { ...result, image: 'imageUrl', subtitle: 'source', date: 'date' },
    header: { title: 'query' },
  },
  trends: {
    family: 'card',
    card: { title: 'query', facts: { timeframe: 'timeframe', region: 'geo' } },
    lists: [
      { label: 'Results', items: 'organic', item: result },
      { label: 'Related searches', items: 'relatedSearches', item: { title: 'query' } },
    ],
  },
  finance: {
    family: 'card',
    card: {
      title: 'answerBox.title',
      subtitle: 'ticker',
      text: 'answerBox.answer',
      facts: { source: 'answerBox.source' },
    },
    lists: [{ label: 'Results', items: 'organic', item: result }],
  },
  shopping: {
    family: 'list',
    items: 'shopping',
    item: {
      image: 'imageUrl',
      title: 'title',
      subtitle: 'source',
      link: 'link',
      stars: 'rating',
      counts: { ratings: 'ratingCount' },
      facts: { price: 'price' },
    },
    header: { title: 'query' },
    chart: { label: 'Ratings', value: 'ratingCount' },
  },
} satisfies AreaViews<'websearch'>;
