import { anySubdomain, definePlatform } from './platform';

export const reddit = definePlatform({
  id: 'reddit',
  name: 'Reddit',
  area: 'forum',
  homepage: 'https://www.reddit.com/',
  matches: anySubdomain('reddit.com'),
});
