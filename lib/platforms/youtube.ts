import { anySubdomain, definePlatform } from './platform';

export const youtube = definePlatform({
  id: 'youtube',
  name: 'YouTube',
  area: 'video',
  homepage: 'https://www.youtube.com/',
  matches: anySubdomain('youtube.com'),
});
