import { anySubdomain, definePlatform } from './platform';

export const facebook = definePlatform({
  id: 'facebook',
  name: 'Facebook',
  area: 'social',
  matches: anySubdomain('facebook.com'),
});
