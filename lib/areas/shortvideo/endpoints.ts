import { flat, perRequestedItem } from '../../api/credits';
import { endpointsOf } from '../../api/endpoint';
import { languageTag, size, text, token } from '../../api/params';
import { z } from '../../zod';
import { shortvideoSchemas } from './schemas';

const endpoint = endpointsOf('shortvideo');

// The spec's duration guidance: info calls are quick; the browser-automated ones are not.
const info = { typicalSeconds: [2, 5], timeoutMs: 30_000 } as const;
const automated = { typicalSeconds: [20, 40], timeoutMs: 90_000 } as const;

export const shortvideoEndpoints = [
  endpoint({
    name: 'video',
    label: 'Video',
    summary: 'The video: caption, author, duration, views, likes, comments, shares and saves.',
    pages: ['video'],
    path: '/shortvideo/videos/:videoId',
    params: () => z.strictObject({ videoId: text() }),
    example: { videoId: '7301234567890123456' },
    response: () => shortvideoSchemas().video,
    credits: flat(4),
    timing: info,
  }),
  endpoint({
    name: 'user',
    label: 'Profile',
    summary: 'The profile: bio, followers, hearts and video count.',
    pages: ['user'],
    path: '/shortvideo/users/:username',
    params: () => z.strictObject({ username: text() }),
    example: { username: 'khaby.lame' },
    response: () => shortvideoSchemas().userInfo,
    credits: flat(2),
    timing: info,
  }),
  endpoint({
    name: 'userVideos',
    label: 'Videos',
    summary: "The user's videos (up to 50).",
    pages: ['user'],
    path: '/shortvideo/users/:username/videos',
    params: () => z.strictObject({ username: text(), count: size(30, 50) }),
    example: { username: 'khaby.lame' },
    response: () => shortvideoSchemas().userVideos,
    itemKey: 'id',
    credits: flat(2),
    timing: { typicalSeconds: [5, 15], timeoutMs: 45_000 },
  }),
  endpoint({
    name: 'comments',
    label: 'Comments',
    summary: 'Comments on the video, a page at a time.',
    pages: ['video'],
    path: '/shortvideo/videos/:videoId/comments',
    params: () => z.strictObject({ videoId: text(), cursor: token() }),
    example: { videoId: '7301234567890123456' },
    response: () => shortvideoSchemas().commentPage,
    itemKey: ['authorId', 'createdAt', 'text'],
    credits: flat(3),
    timing: automated,
    pagination: {
      style: 'token',
      param: 'cursor',
      next: 'cursor',
      hasMore: 'hasMore',
      items: 'comments',
      total: 'commentCount',
    },
  }),
  endpoint({
    name: 'search',
    label: 'Search videos',
    summary: 'Videos matching a query (up to 30), priced per requested video.',
    pages: ['search'],
    path: '/shortvideo/videos/search',
    params: () => z.strictObject({ q: text(), count: size(20, 30) }),
    example: { q: 'latte art', count: 5 },
    response: () => shortvideoSchemas().videoSearch,
    itemKey: 'id',
    credits: perRequestedItem(2),
    timing: automated,
  }),
  endpoint({
    name: 'subtitles',
    transcript: true,
    label: 'Subtitles',
    summary: 'Timed subtitles in one of 40+ languages, and their full text.',
    pages: ['video'],
    path: '/shortvideo/videos/:videoId/subtitles',
    params: () => z.strictObject({ videoId: text(), language: z._default(languageTag(), 'en') }),
    // Once there is a transcript, its own list of languages is the one control.
    controls: ['language'],
    example: { videoId: '7301234567890123456' },
    response: () => shortvideoSchemas().subtitles,
    credits: flat(4),
  }),
];
