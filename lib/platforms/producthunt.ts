import { anySubdomain, definePlatform } from './platform';

export const producthunt = definePlatform({
  id: 'producthunt',
  name: 'Product Hunt',
  area: 'launches',
  matches: anySubdomain('producthunt.com'),
});
