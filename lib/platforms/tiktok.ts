import { anySubdomain, definePlatform } from './platform';

export const tiktok = definePlatform({
  id: 'tiktok',
  name: 'TikTok',
  area: 'shortvideo',
  homepage: 'https://www.tiktok.com/',
  matches: anySubdomain('tiktok.com'),
});
