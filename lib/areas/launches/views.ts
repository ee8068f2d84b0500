import type { AreaViews } from '../index';

/** A product as the lists carry it: thumbnail, name, tagline, its launch on Product Hunt. */
const listed = { image: 'thumbnailUrl', title: 'name', subtitle: 'tagline', link: 'launchUrl' };

export const views = {
  leaderboard: {
    family: 'list',
    items: 'posts',
    item: {
      ...listed,
      counts: { votes: 'votesCount', comments: 'commentsCount' },
      facts: { topic: 'topics.0.name' },
    },
    header: { title: 'title', date: 'date', facts: { period: 'period' } },
    chart: { label: 'Votes', value: 'votesCount' },
  },
  search: {
    family: 'list',
    items: 'products',
    item: { ...listed, link: 'url' },
    header: { title: 'query', counts: { results: 'totalResults' } },
  },
  product: {
    family: 'card',
    card: {
      ...listed,
      text: 'description',
      stars: 'overallRating',
      counts: { votes: 'votesCount', reviews: 'reviewCount' },
      facts: { website: 'website', topic: 'topics.0.name' },
    },
    lists: [
      {
        label: 'Makers',
        items: 'makers',
        item: { image: 'avatarUrl', title: 'name', subtitle: 'username', link: 'profileUrl' },
      },
      { label: 'Launches', items: 'launches', item: { title: 'name', link: 'url' } },
    ],
  },
  reviews: {
    family: 'reviews',
    items: 'reviews',
    remark: { author: 'author.name', likes: 'helpfulCount' },
    item: {
      title: 'author.name',
      subtitle: 'author.username',
      text: 'pros.text',
      date: 'timeAgo',
      stars: 'rating',
      counts: { helpful: 'helpfulCount', views: 'viewCount' },
      facts: { cons: 'cons.text', alternatives: 'alternatives.text' },
      tags: { pros: 'pros.tags', cons: 'cons.tags', alternatives: 'alternatives.products' },
      ratings: 'subRatings',
    },
    header: { stars: 'overallRating', counts: { reviews: 'totalReviews' } },
  },
} satisfies AreaViews<'launches'>;
