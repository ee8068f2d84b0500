import { anySubdomain, definePlatform, type Examples } from './platform';

export const reddit = definePlatform({
  id: 'reddit',
  name: 'Reddit',
  area: 'forum',
  homepage: 'https://www.reddit.com/',
  matches: anySubdomain('reddit.com'),
  domains: [],
  pages: [],
});

export const redditExamples: Examples = { pages: {}, none: [] };
