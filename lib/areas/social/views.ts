import type { AreaViews } from '../index';

/** A marketplace listing as the lists carry it: photo, title, price, where. */
const listing = {
  image: 'primaryPhoto',
  title: 'title',
  subtitle: 'location.displayName',
  link: 'url',
  facts: { price: 'price.formatted', city: 'location.city' },
};

const engagement = { reactions: 'reactionCount', comments: 'commentCount', shares: 'shareCount' };

export const views = {
  page: {
    family: 'card',
    card: {
      image: 'profilePicture',
      title: 'name',
      subtitle: 'username',
      text: 'description',
      verified: 'isVerified',
      link: 'https://www.facebook.com/{username}',
      counts: { likes: 'likesCount', followers: 'followerCount' },
      facts: { category: 'category', website: 'website' },
    },
  },
  pagePosts: {
    family: 'list',
    items: 'posts',
    item: { text: 'text', date: 'createdAt', link: 'permalinkUrl', counts: engagement },
    chart: { label: 'Reactions', value: 'reactionCount' },
  },
  post: {
    family: 'card',
    card: {
      title: 'author.name',
      text: 'text',
      date: 'createdAt',
      link: 'url',
      counts: { views: 'viewCount', ...engagement },
    },
    lists: [{ label: 'Media', items: 'media', item: { title: 'type', link: 'url' } }],
  },
  comments: {
    family: 'comments',
    items: 'comments',
    nested: 'replies',
    remark: { author: 'authorName', likes: 'reactionCount' },
    item: {
      title: 'authorName',
      text: 'text',
      date: 'createdAt',
      counts: { reactions: 'reactionCount' },
    },
  },
  search: {
    family: 'list',
    items: 'posts',
    item: {
      title: 'author.name',
      text: 'text',
      date: 'createdAt',
      link: 'url',
      counts: engagement,
    },
    chart: { label: 'Reactions', value: 'reactionCount' },
  },
  marketplaceListings: {
    family: 'list',
    items: 'listings',
    item: listing,
    header: { facts: { location: 'location', category: 'category' } },
  },
  marketplaceSearch: {
    family: 'list',
    items: 'listings',
    item: listing,
    header: { title: 'query', facts: { location: 'location' } },
  },
  marketplaceItem: {
    family: 'card',
    card: {
      ...listing,
      text: 'description',
      date: 'createdAt',
      facts: {
        price: 'price.formatted',
        condition: 'condition',
        city: 'location.city',
        seller: 'sellerName',
      },
    },
  },
} satisfies AreaViews<'social'>;
