import { anySubdomain, definePlatform, type Examples } from './platform';

export const luma = definePlatform({
  id: 'luma',
  name: 'Luma',
  area: 'events',
  homepage: 'https://luma.com/discover',
  matches: anySubdomain('lu.ma', 'luma.com'),
  domains: [],
  pages: [],
});

export const lumaExamples: Examples = { pages: {}, none: [] };
