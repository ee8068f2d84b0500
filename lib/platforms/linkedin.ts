import { anySubdomain, definePlatform, type Examples } from './platform';

export const linkedin = definePlatform({
  id: 'linkedin',
  name: 'LinkedIn',
  area: 'professional',
  homepage: 'https://www.linkedin.com/',
  matches: anySubdomain('linkedin.com'),
  domains: [],
  pages: [],
});

export const linkedinExamples: Examples = { pages: {}, none: [] };
