import type { AreaViews } from '../index';

const postLink = 'https://www.threads.com/@{user.username}/post/{code}';
const stats = {
  likes: 'stats.likes',
  replies: 'stats.replies',
  reposts: 'stats.reposts',
  quotes: 'stats.quotes',
  shares: 'stats.shares',
};

/** A post as the lists hold it (no view count). */
const post = {
  image: 'user.profilePic',
  title: 'user.username',
  verified: 'user.isVerified',
  text: 'text',
  date: 'createdAt',
  counts: stats,
  link: postLink,
};

/** A post with its view count, where the answer has one. */
const viewedPost = { ...post, counts: { views: 'views', ...stats } };

const likesChart = { label: 'Likes', value: 'stats.likes' };

export const views = {
  post: { family: 'card', card: viewedPost },
  posts: { family: 'list', items: 'posts', item: viewedPost, chart: likesChart },
  replies: {
    family: 'comments',
    items: 'replies',
    item: post,
    remark: { author: 'user.username', likes: 'stats.likes' },
    root: { at: 'rootPost', name: 'post' },
    header: {
      image: 'rootPost.user.profilePic',
      title: 'rootPost.user.username',
      verified: 'rootPost.user.isVerified',
      text: 'rootPost.text',
      date: 'rootPost.createdAt',
      counts: {
        likes: 'rootPost.stats.likes',
        replies: 'totalReplies',
        reposts: 'rootPost.stats.reposts',
        quotes: 'rootPost.stats.quotes',
        shares: 'rootPost.stats.shares',
      },
      link: 'https://www.threads.com/@{rootPost.user.username}/post/{rootPost.code}',
    },
  },
  searchPosts: { family: 'list', items: 'posts', item: post, chart: likesChart },
  user: {
    family: 'card',
    card: {
      image: 'profilePic',
      title: 'fullName',
      subtitle: 'username',
      verified: 'isVerified',
      text: 'bio',
      counts: { followers: 'followerCount', following: 'followingCount' },
      link: 'https://www.threads.com/@{username}',
    },
  },
  userPosts: { family: 'list', items: 'posts', item: post, chart: likesChart },
  userReplies: {
    family: 'comments',
    items: 'replies',
    remark: { author: 'replier.username', likes: 'stats.likes' },
    item: {
      image: 'replier.profilePic',
      title: 'replier.username',
      verified: 'replier.isVerified',
      text: 'replyText',
      date: 'replyTimestamp',
      counts: stats,
      facts: { 'replying to': 'replyTo.author.username' },
      link: 'https://www.threads.com/@{replier.username}/post/{replyCode}',
    },
  },
  searchUsers: {
    family: 'list',
    items: 'users',
    item: {
      image: 'profilePic',
      title: 'fullName',
      subtitle: 'username',
      verified: 'isVerified',
      link: 'https://www.threads.com/@{username}',
    },
  },
  about: {
    family: 'card',
    card: {
      title: 'displayName',
      subtitle: 'username',
      verified: 'isVerified',
      facts: { location: 'location', joined: 'joinedDate', 'verified since': 'verifiedDate' },
      link: 'https://www.threads.com/@{username}',
    },
  },
  feed: { family: 'list', items: 'posts', item: post, chart: likesChart },
} satisfies AreaViews<'microblog'>;
