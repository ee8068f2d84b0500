import { anySubdomain, definePlatform } from './platform';

export const trustpilot = definePlatform({
  id: 'trustpilot',
  name: 'Trustpilot',
  area: 'reviews',
  homepage: 'https://www.trustpilot.com/',
  matches: anySubdomain('trustpilot.com'),
});
