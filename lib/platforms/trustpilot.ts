import { anySubdomain, definePlatform, type Examples } from './platform';

export const trustpilot = definePlatform({
  id: 'trustpilot',
  name: 'Trustpilot',
  area: 'reviews',
  homepage: 'https://www.trustpilot.com/',
  matches: anySubdomain('trustpilot.com'),
  domains: [],
  pages: [],
});

export const trustpilotExamples: Examples = { pages: {}, none: [] };
