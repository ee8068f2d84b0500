import type { AreaViews } from '../index';

/** The business's page on Trustpilot, named by its domain. */
const businessPage = 'https://www.trustpilot.com/review/{identifyingName}';

export const views = {
  business: {
    family: 'card',
    card: {
      image: 'profileImageUrl',
      title: 'displayName',
      subtitle: 'identifyingName',
      verified: 'isClaimed',
      link: businessPage,
      stars: 'stars',
      counts: { reviews: 'numberOfReviews' },
      facts: {
        'trust score': 'trustScore',
        city: 'contactInfo.city',
        country: 'contactInfo.country',
        website: 'websiteUrl',
        'reviews answered': 'activity.replyPercentage',
      },
    },
    lists: [{ label: 'Categories', items: 'categories', item: { title: 'name' } }],
  },
  reviews: {
    family: 'reviews',
    items: 'reviews',
    remark: { author: 'consumer.displayName', likes: 'likes', reply: 'reply' },
    item: {
      image: 'consumer.imageUrl',
      title: 'title',
      subtitle: 'consumer.displayName',
      text: 'text',
      verified: 'isVerified',
      date: 'dates.publishedDate',
      stars: 'rating',
      counts: { likes: 'likes' },
      facts: { country: 'consumer.countryCode', language: 'language' },
    },
    header: { counts: { reviews: 'pagination.totalCount' } },
  },
  search: {
    family: 'list',
    items: 'businesses',
    item: {
      image: 'logoUrl',
      title: 'displayName',
      subtitle: 'identifyingName',
      verified: 'verified',
      link: businessPage,
      stars: 'stars',
      counts: { reviews: 'numberOfReviews' },
      facts: { 'trust score': 'trustScore', category: 'categories.0.name', city: 'location.city' },
    },
    header: { counts: { results: 'pagination.totalResults' } },
    chart: { label: 'Reviews', value: 'numberOfReviews' },
  },
  searchCategories: {
    family: 'list',
    items: '',
    item: {
      title: 'name',
      subtitle: 'parentId',
      link: 'https://www.trustpilot.com/categories/{id}',
    },
  },
  suggestions: {
    family: 'list',
    items: '',
    item: { title: 'query', link: 'https://www.trustpilot.com/search?query={query}' },
  },
} satisfies AreaViews<'reviews'>;
