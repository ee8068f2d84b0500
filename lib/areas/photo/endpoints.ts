import { flat } from '../../api/credits';
import { endpointsOf } from '../../api/endpoint';
import { text, token } from '../../api/params';
import { z } from '../../zod';
import { photoSchemas } from './schemas';

const endpoint = endpointsOf('photo');

/** The username is the profile URL's last path part; dots and underscores count. */
const username = () =>
  text().check(z.regex(/^[A-Za-z0-9._]+$/, 'must be a username (letters, digits, . and _)'));

export const photoEndpoints = [
  endpoint({
    name: 'searchTags',
    label: 'Hashtags',
    summary: 'Hashtags matching a query, with their post counts.',
    pages: ['tag'],
    path: '/photo/tags/search',
    params: () => z.strictObject({ q: text() }),
    example: { q: 'sunset' },
    response: () => photoSchemas().tagSearch,
    itemKey: 'name',
    credits: flat(2),
  }),
  endpoint({
    name: 'user',
    label: 'Profile',
    summary: 'The profile: biography, counts, links and recent posts.',
    pages: ['user'],
    path: '/photo/users/:username',
    params: () => z.strictObject({ username: username() }),
    example: { username: 'natgeo' },
    response: () => photoSchemas().user,
    credits: flat(4),
  }),
  endpoint({
    name: 'post',
    label: 'Post',
    summary: 'The post: caption, owner, likes, comments and media.',
    pages: ['post'],
    path: '/photo/posts/:shortcode',
    params: () => z.strictObject({ shortcode: text() }),
    example: { shortcode: 'C8qXk2oN4aB' },
    response: () => photoSchemas().post,
    credits: flat(2),
  }),
  endpoint({
    name: 'comments',
    label: 'Comments',
    summary: 'Comments on the post, a page at a time.',
    pages: ['post'],
    path: '/photo/posts/:shortcode/comments',
    params: () => z.strictObject({ shortcode: text(), cursor: token() }),
    example: { shortcode: 'C8qXk2oN4aB' },
    response: () => photoSchemas().comments,
    itemKey: 'id',
    credits: flat(3),
    pagination: { style: 'token', param: 'cursor', next: 'nextCursor', items: 'comments' },
  }),
  endpoint({
    name: 'userPosts',
    label: 'Posts',
    summary: "The user's posts, a page at a time.",
    pages: ['user'],
    path: '/photo/users/:username/posts',
    params: () => z.strictObject({ username: username(), cursor: token() }),
    example: { username: 'natgeo' },
    response: () => photoSchemas().userPosts,
    itemKey: 'id',
    credits: flat(3),
    pagination: { style: 'token', param: 'cursor', next: 'nextCursor', items: 'posts' },
  }),
];
