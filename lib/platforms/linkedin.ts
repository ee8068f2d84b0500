import { anySubdomain, type DomResolver, definePlatform, type PageParams } from './platform';
import { escapeRegExp, type PageUrl } from './url';

/**
 * www., m. and the country hosts (de., uk., in., ...) serve the same pages; business., learning.,
 * developer., news. ... are other products.
 */
const onLinkedIn = (host: string) =>
  host === 'linkedin.com' || /^(www|m|[a-z]{2})\.linkedin\.com$/.test(host);

const companyTabs = new Set([
  'about',
  'posts',
  'jobs',
  'people',
  'life',
  'insights',
  'events',
  'videos',
  'products',
  'services',
]);
const userTabs = new Set(['details', 'recent-activity', 'overlay']);

/** /mwlite/in/NAME and /mwlite/company/NAME: the lite site for slow phones serves the same pages. */
const withoutLite = ({ path, lower }: PageUrl) =>
  lower[0] === 'mwlite' ? { path: path.slice(1), lower: lower.slice(1) } : { path, lower };

/** Job ids are numbers: /jobs/view/4012345678 or /jobs/view/data-engineer-at-acme-4012345678. */
const jobIdOf = (segment: string | undefined) => segment?.match(/^(?:.*-)?(\d+)$/)?.[1];

/** Job pages: /jobs/..., and /comm/jobs/... in links from emails. */
const jobsPath = (lower: string[]) => (lower[0] === 'comm' ? lower.slice(1) : lower);
const currentJobId = (url: PageUrl) => {
  const id = url.query('currentJobId');
  return jobsPath(url.lower)[0] === 'jobs' && id && /^\d+$/.test(id) ? id : undefined;
};

const searchOf = (url: PageUrl, vertical: string) => {
  const q = url.query('keywords');
  const { lower } = url;
  return lower.length === 3 &&
    lower[0] === 'search' &&
    lower[1] === 'results' &&
    lower[2] === vertical &&
    q
    ? { q }
    : undefined;
};

const urn = /urn:li:(?:fsd_company|company|organization):(\d+)/;

/**
 * A company page's numeric id (the company jobs endpoint needs it). Sidebars list other
 * companies with their ids too: the id next to the page's own vanity name wins, then the first
 * in the main content.
 */
const numericCompanyId = (doc: Document, vanity: string): string | undefined => {
  const name = escapeRegExp(vanity);
  // Embedded JSON (in <code> blocks on signed-in pages): the urn beside "universalName":"NAME".
  const near = [
    new RegExp(`${urn.source}"[^{}]{0,400}?"universalName":"${name}"`, 'i'),
    new RegExp(`"universalName":"${name}"[^{}]{0,400}?${urn.source}`, 'i'),
  ];
  for (const block of doc.querySelectorAll('code, script[type="application/ld+json"], script')) {
    const text = block.textContent ?? '';
    if (!text.includes('urn:li:')) continue;
    for (const pattern of near) {
      const found = pattern.exec(text)?.[1];
      if (found) return found;
    }
  }
  const main = doc.querySelector('main') ?? doc.body;
  if (!main) return undefined;
  for (const element of main.querySelectorAll('[data-entity-urn], [data-urn]')) {
    const value = element.getAttribute('data-entity-urn') ?? element.getAttribute('data-urn') ?? '';
    const found = urn.exec(value)?.[1];
    if (found) return found;
  }
  return urn.exec(main.innerHTML)?.[1];
};

/** Adds `companyNumericId` to a company page's params when the page shows it. */
export const resolveLinkedinCompany: DomResolver = (doc, match) => {
  if (match.kind !== 'company' || !('params' in match)) return match;
  const vanity = match.params.companyId ?? '';
  const id = /^\d+$/.test(vanity) ? vanity : numericCompanyId(doc, vanity);
  return id ? { ...match, params: { ...match.params, companyNumericId: id } } : match;
};

export const linkedin = definePlatform({
  id: 'linkedin',
  name: 'LinkedIn',
  area: 'professional',
  homepage: 'https://www.linkedin.com/',
  pageNames: { user: 'profile', userSearch: 'people search' },
  matches: anySubdomain('linkedin.com'),
  // lnkd.in short links carry no id: the browser redirects away from them.
  domains: ['linkedin.com'],
  pages: {
    company: {
      onHost: onLinkedIn,
      detect: (url) => {
        const { path, lower } = withoutLite(url);
        if (lower[0] !== 'company' || !path[1]) return undefined;
        // /company/setup/new creates a page.
        if (lower[1] === 'setup') return undefined;
        return path.length === 2 || companyTabs.has(lower[2] ?? '')
          ? { companyId: path[1] }
          : undefined;
      },
      examples: [
        ['https://www.linkedin.com/company/microsoft/', { companyId: 'microsoft' }],
        ['https://www.linkedin.com/company/microsoft/about/', { companyId: 'microsoft' }],
        [
          'https://de.linkedin.com/company/siemens?trk=public_profile_topcard',
          { companyId: 'siemens' },
        ],
        [
          'https://www.linkedin.com/company/openai/posts/?feedView=all&utm_source=share',
          { companyId: 'openai' },
        ],
        ['https://www.linkedin.com/company/1035/jobs/', { companyId: '1035' }],
        [
          'https://www.linkedin.com/company/microsoft?utm_source=share&utm_campaign=share_via&utm_content=company&utm_medium=android_app',
          { companyId: 'microsoft' },
        ],
        ['https://uk.linkedin.com/company/bbc', { companyId: 'bbc' }],
        ['https://WWW.LINKEDIN.COM/company/google/people/#main', { companyId: 'google' }],
        ['http://linkedin.com/company/stripe/life/engineering', { companyId: 'stripe' }],
        [
          'https://www.linkedin.com/company/soci%C3%A9t%C3%A9-g%C3%A9n%C3%A9rale/',
          { companyId: 'société-générale' },
        ],
        [
          'https://www.linkedin.com/company/microsoft/?viewAsMember=true',
          { companyId: 'microsoft' },
        ],
        [
          'https://www.linkedin.com/mwlite/company/cloudlitofficial',
          { companyId: 'cloudlitofficial' },
        ],
        [
          'https://www.linkedin.com/mwlite/company/dafribank-limited',
          { companyId: 'dafribank-limited' },
        ],
      ],
      fromDocument: resolveLinkedinCompany,
    },
    // currentJobId names the job open beside a search or a collection: it wins over the search.
    job: {
      onHost: onLinkedIn,
      detect: (url) => {
        const jobId = currentJobId(url);
        if (jobId) return { jobId };
        const [jobs, view, slug] = jobsPath(url.path);
        const id =
          jobs?.toLowerCase() === 'jobs' && view?.toLowerCase() === 'view' && jobIdOf(slug);
        return id && jobsPath(url.path).length === 3 ? { jobId: id } : undefined;
      },
      examples: [
        ['https://www.linkedin.com/jobs/view/4012345678/', { jobId: '4012345678' }],
        [
          'https://www.linkedin.com/jobs/view/senior-data-engineer-at-acme-4012345678?trk=public_jobs_topcard-title',
          { jobId: '4012345678' },
        ],
        [
          'https://www.linkedin.com/jobs/search/?currentJobId=3998765432&keywords=data%20engineer&location=Berlin',
          { jobId: '3998765432' },
        ],
        [
          'https://www.linkedin.com/jobs/collections/recommended/?currentJobId=3998765432',
          { jobId: '3998765432' },
        ],
        [
          'https://uk.linkedin.com/jobs/view/product-designer-at-monzo-bank-3912345678?refId=abc%3D%3D&trackingId=xyz%3D%3D&position=2&pageNum=0',
          { jobId: '3912345678' },
        ],
        [
          'https://www.linkedin.com/comm/jobs/view/4012345678?trackingId=abc&lipi=urn%3Ali%3Apage%3Aemail_jobs',
          { jobId: '4012345678' },
        ],
        ['http://LINKEDIN.com/jobs/view/4012345678#apply', { jobId: '4012345678' }],
        [
          'https://www.linkedin.com/jobs/view/3912345678/?refId=abc&trackingId=xyz',
          { jobId: '3912345678' },
        ],
        [
          'https://www.linkedin.com/jobs/search/?currentJobId=3912345678&keywords=rust',
          { jobId: '3912345678' },
        ],
      ],
    },
    jobSearch: {
      onHost: onLinkedIn,
      detect: (url): PageParams | undefined => {
        const { lower } = url;
        const q = url.query('keywords');
        const location = url.query('location');
        const onSearch =
          lower.length === 2 &&
          lower[0] === 'jobs' &&
          (lower[1] === 'search' || lower[1] === 'search-results');
        if (!onSearch || !q || currentJobId(url)) return undefined;
        return location ? { q, location } : { q };
      },
      examples: [
        [
          'https://www.linkedin.com/jobs/search/?keywords=data%20engineer&location=Berlin',
          { q: 'data engineer', location: 'Berlin' },
        ],
        [
          'https://www.linkedin.com/jobs/search?keywords=Product+Manager&location=Berlin%2C+Germany&geoId=106967730&trk=public_jobs_jobs-search-bar_search-submit&position=1&pageNum=0',
          { q: 'Product Manager', location: 'Berlin, Germany' },
        ],
        ['https://www.linkedin.com/jobs/search/?keywords=rust', { q: 'rust' }],
        [
          'https://de.linkedin.com/jobs/search?keywords=Softwareentwickler&location=M%C3%BCnchen&originalSubdomain=de',
          { q: 'Softwareentwickler', location: 'München' },
        ],
        [
          'https://www.linkedin.com/jobs/search/?f_TPR=r86400&geoId=90000084&keywords=nurse&location=San%20Francisco%20Bay%20Area&origin=JOB_SEARCH_PAGE_JOB_FILTER&refresh=true',
          { q: 'nurse', location: 'San Francisco Bay Area' },
        ],
        [
          'https://www.linkedin.com/jobs/search-results/?keywords=machine%20learning%20engineer',
          { q: 'machine learning engineer' },
        ],
        ['https://www.linkedin.com/jobs/search/?keywords=designer&location=', { q: 'designer' }],
      ],
    },
    post: {
      onHost: onLinkedIn,
      detect: ({ path, lower }) => {
        if (lower[0] === 'posts' && path.length === 2) {
          // The last marker: titles can hold the words too (how-to-share-2024-tips-activity-7…).
          const id = path[1]?.match(
            /^(?:.*[-_])?(?:activity|ugcpost|share)-(\d+)(?:-[\w-]{0,8})?$/i,
          )?.[1];
          return id ? { postId: id } : undefined;
        }
        const feed = lower[0] === 'embed' ? lower.slice(1) : lower;
        if (feed[0] === 'feed' && feed[1] === 'update' && feed.length === 3) {
          const id = feed[2]?.match(/^urn:li:(?:activity|ugcpost|share):(\d+)$/)?.[1];
          return id ? { postId: id } : undefined;
        }
        return undefined;
      },
      examples: [
        [
          'https://www.linkedin.com/posts/satyanadella_ai-copilot-activity-7260000000000000000-AbCd',
          { postId: '7260000000000000000' },
        ],
        [
          'https://www.linkedin.com/posts/satyanadella_ai-copilot-activity-7260000000000000000-AbCd/?utm_source=share&utm_medium=member_desktop&rcm=ACoAAB',
          { postId: '7260000000000000000' },
        ],
        [
          'https://www.linkedin.com/posts/microsoft_build-ugcPost-7261111111111111111-x9Yz',
          { postId: '7261111111111111111' },
        ],
        [
          'https://www.linkedin.com/posts/jane-doe_share-7262222222222222222-QwEr/',
          { postId: '7262222222222222222' },
        ],
        [
          'https://www.linkedin.com/posts/jane-doe_how-to-share-2024-goals-activity-7264444444444444444-Ab1c',
          { postId: '7264444444444444444' },
        ],
        [
          'https://www.linkedin.com/feed/update/urn:li:activity:7260000000000000000/',
          { postId: '7260000000000000000' },
        ],
        [
          'https://www.linkedin.com/feed/update/urn%3Ali%3AugcPost%3A7261111111111111111?commentUrn=urn%3Ali%3Acomment%3A%28ugcPost%3A7261111111111111111%2C7263%29',
          { postId: '7261111111111111111' },
        ],
        [
          'https://www.linkedin.com/embed/feed/update/urn:li:share:7262222222222222222',
          { postId: '7262222222222222222' },
        ],
        [
          'https://fr.linkedin.com/posts/jos%C3%A9-garc%C3%ADa_r%C3%A9sum%C3%A9-activity-7263333333333333333-Zz9a?trk=public_profile_like_view',
          { postId: '7263333333333333333' },
        ],
        [
          'https://www.linkedin.com/posts/satyanadella_activity-7123456789012345678-AbCd/',
          { postId: '7123456789012345678' },
        ],
        [
          'https://www.linkedin.com/feed/update/urn:li:activity:7123456789012345678/',
          { postId: '7123456789012345678' },
        ],
        [
          'https://www.linkedin.com/posts/mishalkhawaja_sendinblueviews-toronto-digitalmarketing-ugcPost-6850898786781339649-mM20',
          { postId: '6850898786781339649' },
        ],
        [
          'https://www.linkedin.com/posts/the-mathworks_2_what-is-mathworks-cloud-center-activity-7151241570371948544-4Gu7',
          { postId: '7151241570371948544' },
        ],
        [
          'https://www.linkedin.com/feed/update/urn:li:activity:7016901149999955968/?utm_source=share&utm_medium=member_desktop',
          { postId: '7016901149999955968' },
        ],
        [
          'https://www.linkedin.com/posts/satyanadella_ai-copilot-activity-7260000000000000000-AbCd?utm_source=share&utm_medium=member_android',
          { postId: '7260000000000000000' },
        ],
        [
          'https://www.linkedin.com/embed/feed/update/urn:li:ugcPost:7261111111111111111?collapsed=1',
          { postId: '7261111111111111111' },
        ],
      ],
    },
    user: {
      onHost: onLinkedIn,
      detect: (url) => {
        const { path, lower } = withoutLite(url);
        if (lower[0] !== 'in' || !path[1]) return undefined;
        return path.length === 2 || userTabs.has(lower[2] ?? '')
          ? { username: path[1] }
          : undefined;
      },
      examples: [
        ['https://www.linkedin.com/in/satyanadella/', { username: 'satyanadella' }],
        [
          'https://de.linkedin.com/in/jane-doe-3a1b2c4d?trk=people-guest_people_search-card&originalSubdomain=de',
          { username: 'jane-doe-3a1b2c4d' },
        ],
        [
          'https://www.linkedin.com/in/jos%C3%A9-garc%C3%ADa-8b7a6c5d/',
          { username: 'josé-garcía-8b7a6c5d' },
        ],
        [
          'https://www.linkedin.com/in/williamhgates/recent-activity/all/',
          { username: 'williamhgates' },
        ],
        [
          'https://www.linkedin.com/in/reidhoffman/details/experience/?lipi=urn%3Ali%3Apage%3Ad_flagship3_profile',
          { username: 'reidhoffman' },
        ],
        ['http://LinkedIn.com/in/jeffweiner08#experience', { username: 'jeffweiner08' }],
        [
          'https://www.linkedin.com/in/reidhoffman/overlay/contact-info/',
          { username: 'reidhoffman' },
        ],
        [
          'https://www.linkedin.com/in/satyanadella/?originalSubdomain=uk',
          { username: 'satyanadella' },
        ],
        [
          'https://www.linkedin.com/in/satyanadella?utm_source=share&utm_campaign=share_via&utm_content=profile&utm_medium=ios_app',
          { username: 'satyanadella' },
        ],
        ['https://m.linkedin.com/in/williamhgates', { username: 'williamhgates' }],
        ['https://www.linkedin.com/in/williamhgates/?locale=de_DE', { username: 'williamhgates' }],
        [
          'https://www.linkedin.com/mwlite/in/het-shah-27b519198',
          { username: 'het-shah-27b519198' },
        ],
        [
          'https://www.linkedin.com/mwlite/in/gülden-bayar-705962218',
          { username: 'gülden-bayar-705962218' },
        ],
      ],
    },
    userSearch: {
      onHost: onLinkedIn,
      detect: (url) => searchOf(url, 'people'),
      examples: [
        [
          'https://www.linkedin.com/search/results/people/?keywords=product%20designer&origin=GLOBAL_SEARCH_HEADER&sid=a1B',
          { q: 'product designer' },
        ],
        [
          'https://www.linkedin.com/search/results/people/?keywords=satya+nadella',
          { q: 'satya nadella' },
        ],
        [
          'https://www.linkedin.com/search/results/people?keywords=recruiter&network=%5B%22S%22%5D&origin=FACETED_SEARCH',
          { q: 'recruiter' },
        ],
        [
          'https://de.linkedin.com/search/results/people/?keywords=J%C3%BCrgen%20M%C3%BCller',
          { q: 'Jürgen Müller' },
        ],
        [
          'https://www.linkedin.com/search/results/people/?keywords=data%20scientist&page=2#main',
          { q: 'data scientist' },
        ],
        [
          'http://LINKEDIN.COM/search/results/people/?origin=SWITCH_SEARCH_VERTICAL&keywords=cto',
          { q: 'cto' },
        ],
      ],
    },
    companySearch: {
      onHost: onLinkedIn,
      detect: (url) => searchOf(url, 'companies'),
      examples: [
        [
          'https://www.linkedin.com/search/results/companies/?keywords=robotics&origin=SWITCH_SEARCH_VERTICAL',
          { q: 'robotics' },
        ],
        [
          'https://www.linkedin.com/search/results/companies/?keywords=solar+energy&companyHqGeo=%5B%22103644278%22%5D',
          { q: 'solar energy' },
        ],
        ['https://www.linkedin.com/search/results/companies?keywords=acme', { q: 'acme' }],
        [
          'https://fr.linkedin.com/search/results/companies/?keywords=soci%C3%A9t%C3%A9%20g%C3%A9n%C3%A9rale',
          { q: 'société générale' },
        ],
        [
          'https://www.linkedin.com/search/results/companies/?keywords=fintech&page=3&sid=xY1#results',
          { q: 'fintech' },
        ],
        ['http://linkedin.com/search/results/companies/?keywords=AT%26T', { q: 'AT&T' }],
      ],
    },
  },
  shareLinks: [/^lnkd\.in\/[\w-]+$/],
  none: [
    'https://www.linkedin.com/',
    'https://www.linkedin.com/feed/',
    'https://www.linkedin.com/login',
    'https://www.linkedin.com/help/linkedin/answer/a1339724',
    'https://www.linkedin.com/legal/user-agreement',
    'https://www.linkedin.com/mypreferences/d/categories/account',
    'https://www.linkedin.com/messaging/',
    'https://www.linkedin.com/mynetwork/',
    'https://www.linkedin.com/jobs/',
    'https://www.linkedin.com/jobs/search/',
    'https://www.linkedin.com/search/results/all/?keywords=acme',
    'https://www.linkedin.com/search/results/people/',
    'https://www.linkedin.com/company/setup/new/',
    'https://www.linkedin.com/posts/',
    'https://www.linkedin.com/feed/update/urn:li:groupPost:123-456/',
    'https://lnkd.in/e8KxQv2Z',
    'https://notlinkedin.com/in/satyanadella',
    'https://linkedin.com.evil.example/in/satyanadella',
    'https://business.linkedin.com/talent-solutions',
    'https://www.linkedin.com/learning/learning-python',
    'https://www.linkedin.com/learning/programming-foundations-fundamentals/welcome?autoplay=true',
    'https://www.linkedin.com/events/7084656651378536448/comments/',
    'https://www.linkedin.com/pulse/future-work-satya-nadella',
    'https://www.linkedin.com/pub/jane-doe/12/345/678',
    'https://www.linkedin.com/profile/view?id=AAkAAAABCDEF',
    'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.com',
    'https://www.linkedin.com/mwlite/settings',
    'https://touch.www.linkedin.com/?dl=no#company/23302',
  ],
});
