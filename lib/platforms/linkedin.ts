import { anySubdomain, definePlatform } from './platform';

export const linkedin = definePlatform({
  id: 'linkedin',
  name: 'LinkedIn',
  area: 'professional',
  homepage: 'https://www.linkedin.com/',
  matches: anySubdomain('linkedin.com'),
});
