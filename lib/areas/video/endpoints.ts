import { flat } from '../../api/credits';
import { endpointsOf } from '../../api/endpoint';
import { languageTag, size, text, token } from '../../api/params';
import { z } from '../../zod';
import { videoSchemas } from './schemas';

const endpoint = endpointsOf('video');

// The spec names no request parameter for nextPageToken; the service's own client sends it back
// as `cursor` (design/api-behaviour.md).
const cursor = token;

export const videoEndpoints = [
  endpoint({
    name: 'video',
    label: 'Video',
    summary: 'The video: title, description, channel, views, likes, duration and keywords.',
    pages: ['video'],
    path: '/video/videos/:videoId',
    params: () => z.strictObject({ videoId: text() }),
    example: { videoId: 'dQw4w9WgXcQ' },
    response: () => videoSchemas().video,
    credits: flat(4),
  }),
  endpoint({
    name: 'comments',
    label: 'Comments',
    summary: 'Top comments with their likes and reply counts (up to 50 a page).',
    pages: ['video'],
    path: '/video/videos/:videoId/comments',
    params: () => z.strictObject({ videoId: text(), count: size(20, 50), cursor: cursor() }),
    example: { videoId: 'dQw4w9WgXcQ' },
    response: () => videoSchemas().comments,
    itemKey: 'id',
    credits: flat(3),
    pagination: { style: 'token', param: 'cursor', next: 'nextPageToken', items: 'comments' },
  }),
  endpoint({
    name: 'transcription',
    transcript: true,
    label: 'Transcript',
    summary: 'The timed transcript, manual or auto-generated, and the languages it exists in.',
    pages: ['video'],
    path: '/video/videos/:videoId/transcription',
    params: () => z.strictObject({ videoId: text(), language: z._default(languageTag(), 'en') }),
    // Once there is a transcript, its own list of languages is the one control.
    controls: ['language'],
    example: { videoId: 'dQw4w9WgXcQ' },
    response: () => videoSchemas().transcription,
    credits: flat(4),
  }),
  endpoint({
    name: 'channel',
    label: 'Channel',
    summary: 'The channel: subscribers, videos, views, description and country.',
    pages: ['channel'],
    path: '/video/channels/:channelId',
    params: () => z.strictObject({ channelId: text() }),
    example: { channelId: '@veritasium' },
    response: () => videoSchemas().channel,
    credits: flat(2),
  }),
  endpoint({
    name: 'search',
    label: 'Search videos',
    summary: 'Videos matching a query (up to 20 a page).',
    pages: ['search'],
    path: '/video/videos/search',
    params: () => z.strictObject({ q: text(), count: size(10, 20), cursor: cursor() }),
    example: { q: 'how transistors work' },
    response: () => videoSchemas().search,
    itemKey: 'id',
    credits: flat(2),
    pagination: { style: 'token', param: 'cursor', next: 'nextPageToken', items: 'videos' },
  }),
];
