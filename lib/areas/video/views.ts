import type { AreaViews } from '../index';

const video = {
  image: 'thumbnail',
  title: 'title',
  link: 'https://www.youtube.com/watch?v={id}',
  subtitle: 'channelTitle',
  subtitleLink: 'https://www.youtube.com/channel/{channelId}',
  text: 'description',
  date: 'publishedAt',
  counts: { views: 'viewCount', likes: 'likeCount', comments: 'commentCount' },
  facts: { duration: 'duration' },
};

export const views = {
  video: { family: 'card', card: video },
  comments: {
    family: 'comments',
    items: 'comments',
    remark: { author: 'author', likes: 'likeCount' },
    item: {
      image: 'authorAvatar',
      title: 'author',
      link: 'https://www.youtube.com/channel/{authorChannelId}',
      verified: 'isVerified',
      text: 'text',
      date: 'publishedAt',
      counts: { likes: 'likeCount', replies: 'replyCount' },
    },
  },
  channel: {
    family: 'card',
    card: {
      image: 'thumbnail',
      title: 'title',
      subtitle: 'id',
      text: 'description',
      counts: { subscribers: 'subscriberCount', videos: 'videoCount', views: 'viewCount' },
      facts: { country: 'country' },
    },
  },
  search: {
    family: 'list',
    items: 'videos',
    item: video,
    chart: { label: 'Views', value: 'viewCount' },
  },
} satisfies AreaViews<'video'>;
