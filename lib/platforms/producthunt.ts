import { anySubdomain, definePlatform, type Examples } from './platform';

export const producthunt = definePlatform({
  id: 'producthunt',
  name: 'Product Hunt',
  area: 'launches',
  homepage: 'https://www.producthunt.com/',
  matches: anySubdomain('producthunt.com'),
  domains: [],
  pages: [],
});

export const producthuntExamples: Examples = { pages: {}, none: [] };
