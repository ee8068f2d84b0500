import type { AreaViews } from '../index';

/** A post, under its author (a community's own posts). */
const post = {
  title: 'title',
  subtitle: 'author',
  subtitleLink: 'https://www.reddit.com/user/{author}/',
  text: 'selftext',
  date: 'createdAt',
  counts: { score: 'score', comments: 'commentCount' },
  facts: { upvoted: 'upvoteRatio' },
  link: 'permalink',
};

/** A post among several communities': under its community, with its author as a fact. */
const postElsewhere = {
  ...post,
  subtitle: 'subforum',
  subtitleLink: 'https://www.reddit.com/r/{subforum}/',
  facts: { author: 'author', upvoted: 'upvoteRatio' },
};

const scoreChart = { label: 'Score', value: 'score' };

export const views = {
  community: {
    family: 'card',
    card: {
      image: 'icon',
      title: 'title',
      subtitle: 'name',
      text: 'description',
      date: 'createdAt',
      counts: { subscribers: 'subscribers', online: 'activeUsers' },
      facts: { NSFW: 'isNsfw' },
      link: 'https://www.reddit.com/r/{name}/',
    },
  },
  communityPosts: { family: 'list', items: 'posts', item: post, chart: scoreChart },
  post: { family: 'card', card: postElsewhere },
  search: { family: 'list', items: 'posts', item: postElsewhere, chart: scoreChart },
  user: {
    family: 'card',
    card: {
      image: 'icon',
      title: 'name',
      date: 'createdAt',
      counts: { karma: 'totalKarma', 'post karma': 'linkKarma', 'comment karma': 'commentKarma' },
      facts: { gold: 'isGold', moderator: 'isMod' },
      link: 'https://www.reddit.com/user/{name}/',
    },
  },
  userPosts: {
    family: 'list',
    items: 'posts',
    item: { ...post, subtitle: 'subforum' },
    chart: scoreChart,
  },
} satisfies AreaViews<'forum'>;
