import { anySubdomain, definePlatform } from './platform';

export const threads = definePlatform({
  id: 'threads',
  name: 'Threads',
  area: 'microblog',
  matches: anySubdomain('threads.com', 'threads.net'),
});
