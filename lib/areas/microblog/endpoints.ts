import { microblogPrice, perId } from '../../api/credits';
import { endpointsOf } from '../../api/endpoint';
import { countryCode, flag, idList, oneOf, size, text, token } from '../../api/params';
import { z } from '../../zod';
import { microblogSchemas } from './schemas';

const endpoint = endpointsOf('microblog', {
  paramLabels: {
    id: 'Post ID or shortcode',
    ids: 'Post IDs or shortcodes (comma-separated)',
    max: 'Authenticated mode',
    search_type: 'Results',
  },
});

interface Modes {
  max?: boolean;
  country?: string;
}
const bothModes = ({ max, country }: Modes) => max === true && country !== undefined;

/** `max` (an authenticated fetch) and `country` (a proxy fetch) are shared and exclusive. */
const withModes = <S extends z.core.$ZodShape>(shape: S) =>
  z.strictObject({ ...shape, max: flag(), country: z.optional(countryCode()) }).check(
    // The shape is generic here, so the two shared fields are read through their own type.
    z.refine((params) => !bothModes(params as Modes), {
      message: 'cannot be combined with Authenticated mode',
      path: ['country'],
    }),
  );

const standard = microblogPrice({ base: 2, max: 8, country: 4 });

export const microblogEndpoints = [
  endpoint({
    name: 'post',
    label: 'Post',
    summary: 'The post with its text, author, media, views and counts.',
    pages: ['post'],
    path: '/microblog/posts/:id',
    params: () => withModes({ id: text() }),
    example: { id: 'DBx4f2Rp9Qk' },
    response: () => microblogSchemas().post,
    credits: standard,
  }),
  endpoint({
    name: 'posts',
    label: 'Batch lookup',
    summary: 'Several posts at once, by id or shortcode, with views.',
    pages: [],
    path: '/microblog/posts',
    // The spec prices max=true per item although it does not list max here.
    params: () => withModes({ ids: idList() }),
    example: { ids: 'DBx4f2Rp9Qk,DBw1aZ7tLmP' },
    response: () => microblogSchemas().postList,
    itemKey: 'id',
    credits: perId(standard),
  }),
  endpoint({
    name: 'replies',
    label: 'Replies',
    summary: 'The direct replies of a post (the first batch, about 20) and their true count.',
    pages: ['post'],
    path: '/microblog/posts/:id/replies',
    params: () => withModes({ id: text() }),
    example: { id: 'DBx4f2Rp9Qk' },
    response: () => microblogSchemas().replies,
    itemKey: 'id',
    credits: microblogPrice({ base: 3, max: 12, country: 6 }),
  }),
  endpoint({
    name: 'searchPosts',
    pagingParams: ['cursor'],
    label: 'Search posts',
    summary: 'Posts matching a query, top or most recent (about 10 to 15).',
    pages: ['search'],
    path: '/microblog/posts/search',
    params: () =>
      withModes({
        q: text(),
        search_type: oneOf(['top', 'recent'], 'top'),
        count: size(15, 100),
        cursor: token(),
      }),
    example: { q: 'coffee' },
    response: () => microblogSchemas().searchPosts,
    itemKey: 'id',
    credits: standard,
  }),
  endpoint({
    name: 'user',
    label: 'Profile',
    summary: 'The profile: name, bio, picture and follower counts.',
    pages: ['user'],
    path: '/microblog/users/:username',
    params: () => withModes({ username: text() }),
    example: { username: 'zuck' },
    response: () => microblogSchemas().profile,
    credits: standard,
  }),
  endpoint({
    name: 'userPosts',
    label: 'Posts',
    summary: 'Recent posts of the user (about 10; max=true pages further).',
    pages: ['user'],
    path: '/microblog/users/:username/posts',
    params: () => withModes({ username: text(), count: size(10) }),
    example: { username: 'zuck' },
    response: () => microblogSchemas().userPosts,
    itemKey: 'id',
    credits: standard,
  }),
  endpoint({
    name: 'userReplies',
    label: 'Replies',
    summary: "The user's recent replies, each with the post it answers.",
    pages: ['user'],
    path: '/microblog/users/:username/replies',
    params: () => withModes({ username: text(), count: size(10) }),
    example: { username: 'zuck' },
    response: () => microblogSchemas().userReplies,
    itemKey: 'replyId',
    credits: standard,
  }),
  endpoint({
    name: 'searchUsers',
    label: 'Search users',
    summary: 'Accounts matching a query.',
    pages: ['search'],
    path: '/microblog/users/search',
    params: () => withModes({ q: text() }),
    example: { q: 'coffee' },
    response: () => microblogSchemas().userSearch,
    itemKey: 'id',
    credits: standard,
  }),
  endpoint({
    name: 'about',
    label: 'About',
    summary: 'The about panel: location, joined and verified dates (these need max=true).',
    pages: ['user'],
    path: '/microblog/users/:username/about',
    params: () => withModes({ username: text() }),
    example: { username: 'zuck' },
    response: () => microblogSchemas().about,
    credits: standard,
  }),
  endpoint({
    name: 'feed',
    pagingParams: ['cursor'],
    label: 'Public feed',
    summary: 'The public For You feed.',
    pages: ['feed'],
    path: '/microblog/feed/public',
    params: () => z.strictObject({ cursor: token(), country: z.optional(countryCode()) }),
    example: {},
    response: () => microblogSchemas().feed,
    itemKey: 'id',
    credits: microblogPrice({ base: 2, country: 4 }),
  }),
];
