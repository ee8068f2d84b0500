import { anySubdomain, definePlatform } from './platform';

export const youtube = definePlatform({
  id: 'youtube',
  name: 'YouTube',
  area: 'video',
  matches: anySubdomain('youtube.com'),
});
