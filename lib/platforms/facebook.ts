import { anySubdomain, definePlatform, type Examples } from './platform';

export const facebook = definePlatform({
  id: 'facebook',
  name: 'Facebook',
  area: 'social',
  homepage: 'https://www.facebook.com/',
  matches: anySubdomain('facebook.com'),
  domains: [],
  pages: [],
});

export const facebookExamples: Examples = { pages: {}, none: [] };
