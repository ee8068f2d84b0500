import { anySubdomain, definePlatform, type Examples } from './platform';

export const instagram = definePlatform({
  id: 'instagram',
  name: 'Instagram',
  area: 'photo',
  homepage: 'https://www.instagram.com/',
  matches: anySubdomain('instagram.com'),
  domains: [],
  pages: [],
});

export const instagramExamples: Examples = { pages: {}, none: [] };
