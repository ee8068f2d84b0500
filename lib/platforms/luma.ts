import { anySubdomain, definePlatform } from './platform';

export const luma = definePlatform({
  id: 'luma',
  name: 'Luma',
  area: 'events',
  matches: anySubdomain('lu.ma', 'luma.com'),
});
