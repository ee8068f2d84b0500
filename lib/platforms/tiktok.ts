import { anySubdomain, definePlatform } from './platform';

export const tiktok = definePlatform({
  id: 'tiktok',
  name: 'TikTok',
  area: 'shortvideo',
  matches: anySubdomain('tiktok.com'),
});
