import { anySubdomain, definePlatform } from './platform';

export const reddit = definePlatform({
  id: 'reddit',
  name: 'Reddit',
  area: 'forum',
  matches: anySubdomain('reddit.com'),
});
