import { anySubdomain, definePlatform, type Examples } from './platform';

export const tiktok = definePlatform({
  id: 'tiktok',
  name: 'TikTok',
  area: 'shortvideo',
  homepage: 'https://www.tiktok.com/',
  matches: anySubdomain('tiktok.com'),
  domains: [],
  pages: [],
});

export const tiktokExamples: Examples = { pages: {}, none: [] };
