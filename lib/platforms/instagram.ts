import { anySubdomain, definePlatform } from './platform';

export const instagram = definePlatform({
  id: 'instagram',
  name: 'Instagram',
  area: 'photo',
  matches: anySubdomain('instagram.com'),
});
