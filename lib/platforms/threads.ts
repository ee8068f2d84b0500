import { anySubdomain, definePlatform, type Examples } from './platform';

export const threads = definePlatform({
  id: 'threads',
  name: 'Threads',
  area: 'microblog',
  homepage: 'https://www.threads.com/',
  matches: anySubdomain('threads.com', 'threads.net'),
  domains: [],
  pages: [],
});

export const threadsExamples: Examples = { pages: {}, none: [] };
