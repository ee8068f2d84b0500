import { anySubdomain, definePlatform } from './platform';

export const linkedin = definePlatform({
  id: 'linkedin',
  name: 'LinkedIn',
  area: 'professional',
  matches: anySubdomain('linkedin.com'),
});
