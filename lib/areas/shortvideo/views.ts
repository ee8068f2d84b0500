import type { AreaViews } from '../index';

const video = {
  image: 'thumbnail',
  title: 'title',
  subtitle: 'author',
  subtitleLink: 'https://www.tiktok.com/@{author}',
  text: 'description',
  date: 'createdAt',
  counts: {
    views: 'views',
    likes: 'likes',
    comments: 'comments',
    shares: 'shares',
    saves: 'saves',
  },
  facts: { duration: 'duration', sound: 'music' },
  link: 'url',
};

const viewsChart = { label: 'Views', value: 'views' };

/** The subtitles have their own view (the transcript). */
export const views = {
  video: { family: 'card', card: video },
  user: {
    // The answer's `videos` may be empty (it is in the sample): the user videos endpoint lists them.
    family: 'card',
    card: {
      image: 'avatarUrl',
      title: 'displayName',
      subtitle: 'username',
      verified: 'verified',
      text: 'bio',
      counts: {
        followers: 'followers',
        following: 'following',
        likes: 'hearts',
        videos: 'videoCount',
      },
      link: 'https://www.tiktok.com/@{username}',
    },
  },
  userVideos: {
    family: 'list',
    items: 'videos',
    item: video,
    header: {
      title: 'displayName',
      subtitle: 'username',
      link: 'https://www.tiktok.com/@{username}',
    },
    chart: viewsChart,
  },
  comments: {
    family: 'comments',
    items: 'comments',
    remark: { author: 'author', likes: 'likes' },
    item: {
      title: 'author',
      text: 'text',
      date: 'createdAt',
      counts: { likes: 'likes', replies: 'replies' },
    },
    header: { counts: { comments: 'commentCount' } },
  },
  search: {
    family: 'list',
    items: 'videos',
    item: video,
    header: { title: 'keyword' },
    chart: viewsChart,
  },
} satisfies AreaViews<'shortvideo'>;
