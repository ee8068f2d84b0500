import { anySubdomain, definePlatform } from './platform';

export const facebook = definePlatform({
  id: 'facebook',
  name: 'Facebook',
  area: 'social',
  homepage: 'https://www.facebook.com/',
  matches: anySubdomain('facebook.com'),
});
