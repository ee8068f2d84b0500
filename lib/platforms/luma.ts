import { anySubdomain, definePlatform } from './platform';

export const luma = definePlatform({
  id: 'luma',
  name: 'Luma',
  area: 'events',
  homepage: 'https://luma.com/discover',
  matches: anySubdomain('lu.ma', 'luma.com'),
});
