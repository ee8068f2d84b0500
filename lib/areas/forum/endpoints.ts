import { flat } from '../../api/credits';
import { endpointsOf, type Pagination } from '../../api/endpoint';
import { oneOf, size, text, token } from '../../api/params';
import { z } from '../../zod';
import { forumSchemas } from './schemas';

const endpoint = endpointsOf('forum', { paramLabels: { name: 'Community' } });

/** The time filter; the service applies it when sort=top. */
const timeFilter = () => oneOf(['hour', 'day', 'week', 'month', 'year', 'all'], 'all');

const listParams = () => ({ t: timeFilter(), count: size(25, 100), after: token() });

const byAfter: Pagination = { style: 'token', param: 'after', next: 'after', items: 'posts' };

export const forumEndpoints = [
  endpoint({
    name: 'community',
    label: 'Community',
    summary: 'The community: description, subscribers, creation date and NSFW flag.',
    pages: ['community'],
    path: '/forum/subforums/:name',
    params: () => z.strictObject({ name: text() }),
    example: { name: 'programming' },
    response: () => forumSchemas().community,
    credits: flat(2),
  }),
  endpoint({
    name: 'communityPosts',
    label: 'Posts',
    summary: "The community's posts: hot, new, top or rising.",
    pages: ['community'],
    path: '/forum/subforums/:name/posts',
    params: () =>
      z.strictObject({
        name: text(),
        sort: oneOf(['hot', 'new', 'top', 'rising'], 'hot'),
        ...listParams(),
      }),
    example: { name: 'programming' },
    response: () => forumSchemas().postList,
    itemKey: 'id',
    credits: flat(2),
    pagination: byAfter,
  }),
  endpoint({
    name: 'post',
    label: 'Post',
    summary: 'The post: title, text, score, upvote ratio and comment count.',
    pages: ['post'],
    path: '/forum/posts/:postId',
    params: () => z.strictObject({ postId: text() }),
    example: { postId: '1gq3k2x' },
    response: () => forumSchemas().post,
    credits: flat(2),
  }),
  endpoint({
    name: 'search',
    label: 'Search posts',
    summary: 'Posts matching a query, by relevance, hot, top, new or comments.',
    pages: ['search'],
    path: '/forum/posts/search',
    params: () =>
      z.strictObject({
        q: text(),
        sort: oneOf(['relevance', 'hot', 'top', 'new', 'comments'], 'relevance'),
        ...listParams(),
      }),
    example: { q: 'mechanical keyboard' },
    response: () => forumSchemas().postList,
    itemKey: 'id',
    credits: flat(2),
    pagination: byAfter,
  }),
  endpoint({
    name: 'user',
    label: 'Profile',
    summary: 'The user: karma, account age and badges.',
    pages: ['user'],
    path: '/forum/users/:username',
    params: () => z.strictObject({ username: text() }),
    example: { username: 'spez' },
    response: () => forumSchemas().user,
    credits: flat(2),
  }),
  endpoint({
    name: 'userPosts',
    label: 'Posts',
    summary: "The user's posts: new, hot or top.",
    pages: ['user'],
    path: '/forum/users/:username/posts',
    params: () =>
      z.strictObject({
        username: text(),
        sort: oneOf(['new', 'hot', 'top'], 'new'),
        ...listParams(),
      }),
    example: { username: 'spez' },
    response: () => forumSchemas().postList,
    itemKey: 'id',
    credits: flat(2),
    pagination: byAfter,
  }),
];
