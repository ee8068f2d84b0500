import type { AreaViews } from '../index';

const postLink = 'https://www.instagram.com/p/{shortcode}/';

/** A post as a profile's grid holds it (no owner). */
const gridPost = {
  image: 'thumbnailUrl',
  text: 'caption',
  date: 'takenAt',
  counts: { likes: 'likeCount', comments: 'commentCount' },
  facts: { type: 'mediaType' },
  link: postLink,
};

export const views = {
  searchTags: {
    family: 'list',
    items: 'tags',
    item: {
      title: 'name',
      counts: { posts: 'mediaCount' },
      link: 'https://www.instagram.com/explore/tags/{name}/',
    },
    chart: { label: 'Posts', value: 'mediaCount' },
  },
  user: {
    family: 'card',
    card: {
      image: 'profilePicUrl',
      title: 'fullName',
      subtitle: 'username',
      verified: 'isVerified',
      text: 'biography',
      counts: { followers: 'followerCount', following: 'followingCount', posts: 'postCount' },
      facts: { category: 'category', pronouns: 'pronouns', website: 'externalUrl' },
      link: 'https://www.instagram.com/{username}/',
    },
    lists: [{ label: 'Recent posts', items: 'recentPosts', item: gridPost }],
  },
  post: {
    family: 'card',
    card: {
      image: 'displayUrl',
      title: 'owner.fullName',
      subtitle: 'owner.username',
      subtitleLink: 'https://www.instagram.com/{owner.username}/',
      verified: 'owner.isVerified',
      text: 'caption',
      date: 'takenAt',
      counts: { views: 'videoViewCount', likes: 'likeCount', comments: 'commentCount' },
      facts: { type: 'mediaType' },
      link: postLink,
    },
  },
  comments: {
    family: 'comments',
    items: 'comments',
    remark: { author: 'owner.username', likes: 'likeCount' },
    item: {
      image: 'owner.profilePicUrl',
      title: 'owner.username',
      link: 'https://www.instagram.com/{owner.username}/',
      text: 'text',
      date: 'createdAt',
      counts: { likes: 'likeCount', replies: 'replyCount' },
    },
  },
  userPosts: {
    family: 'list',
    items: 'posts',
    item: gridPost,
    chart: { label: 'Likes', value: 'likeCount' },
  },
} satisfies AreaViews<'photo'>;
