import { anySubdomain, definePlatform } from './platform';

export const trustpilot = definePlatform({
  id: 'trustpilot',
  name: 'Trustpilot',
  area: 'reviews',
  matches: anySubdomain('trustpilot.com'),
});
