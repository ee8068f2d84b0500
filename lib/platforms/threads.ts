import { anySubdomain, definePlatform } from './platform';

/** Threads serves its pages on the bare domains and `www.` (`m.` redirects there). */
const pageHosts = new Set(
  ['threads.com', 'threads.net'].flatMap((domain) => [domain, `www.${domain}`, `m.${domain}`]),
);

const shortcode = /^[A-Za-z0-9_-]+$/;
const handle = /^@([A-Za-z0-9._]+)$/;

/** Profile tabs: /@user, /@user/replies, /@user/media, /@user/reposts. */
const profileTabs = new Set(['replies', 'media', 'reposts']);

const onPageHost = (host: string) => pageHosts.has(host);

export const threads = definePlatform({
  id: 'threads',
  name: 'Threads',
  area: 'microblog',
  homepage: 'https://www.threads.com/',
  pageNames: { user: 'profile' },
  matches: anySubdomain('threads.com', 'threads.net'),
  domains: ['threads.com', 'threads.net'],
  pages: {
    post: {
      onHost: onPageHost,
      detect: ({ path, lower }) => {
        // /t/CODE (the old short form)
        if (lower[0] === 't' && path.length === 2) {
          const id = path[1] ?? '';
          return shortcode.test(id) ? { id } : undefined;
        }
        // /@user/post/CODE, its image viewer /@user/post/CODE/media and its embed …/embed
        const [user = '', , id = '', ...rest] = path;
        const isPostPath =
          lower[1] === 'post' &&
          path.length >= 3 &&
          (rest.length === 0 ||
            (rest.length === 1 && (lower[3] === 'media' || lower[3] === 'embed')));
        return isPostPath && handle.test(user) && shortcode.test(id) ? { id } : undefined;
      },
      examples: [
        ['https://www.threads.com/@zuck/post/C8AbGqsvR3P', { id: 'C8AbGqsvR3P' }],
        [
          'https://www.threads.net/@mosseri/post/DBx7f-QSL_2?xmt=AQGzQ2Lh9kX&slof=1',
          { id: 'DBx7f-QSL_2' },
        ],
        [
          'https://threads.net/@nasa/post/C9pQx1ZO2lA/?igshid=NTc4MTIwNjQ2YQ==',
          { id: 'C9pQx1ZO2lA' },
        ],
        ['https://www.threads.net/t/CuXFPIeLLod', { id: 'CuXFPIeLLod' }],
        ['https://www.threads.com/t/CuXFPIeLLod/', { id: 'CuXFPIeLLod' }],
        ['http://WWW.THREADS.COM/@theverge/post/DA1b2c3D4e5#replies', { id: 'DA1b2c3D4e5' }],
        ['https://www.threads.com/%40zuck/post/C8AbGqsvR3P', { id: 'C8AbGqsvR3P' }],
        ['https://www.threads.com/@nasa/post/C9pQx1ZO2lA/media', { id: 'C9pQx1ZO2lA' }],
        [
          'https://www.threads.net/@ann.smith_/post/DCq0Hn_uQj9?utm_source=ig_web_copy_link',
          { id: 'DCq0Hn_uQj9' },
        ],
        ['https://www.threads.net/@zuck/post/C8AbGqsvR3P/?xmt=AQGz', { id: 'C8AbGqsvR3P' }],
        ['https://www.threads.com/@zuck/post/C8AbGqsvR3P/media', { id: 'C8AbGqsvR3P' }],
        ['https://www.threads.net/@zuck/post/C8AbGqsvR3P/embed/', { id: 'C8AbGqsvR3P' }],
        ['https://www.threads.net/t/CuX_UYABrr7/?igshid=MzRlODBiNWFlZA==', { id: 'CuX_UYABrr7' }],
        [
          'https://www.threads.com/@mosseri/post/DBx7f-QSL_2?xmt=AQGzQ2Lh9kX&slof=1&hl=en',
          { id: 'DBx7f-QSL_2' },
        ],
        ['https://m.threads.net/@zuck/post/C8AbGqsvR3P', { id: 'C8AbGqsvR3P' }],
      ],
    },
    user: {
      onHost: onPageHost,
      detect: ({ path, lower }) => {
        const username = handle.exec(path[0] ?? '')?.[1];
        const isProfile =
          path.length === 1 || (path.length === 2 && profileTabs.has(lower[1] ?? ''));
        return username && isProfile ? { username } : undefined;
      },
      examples: [
        ['https://www.threads.com/@zuck', { username: 'zuck' }],
        ['https://www.threads.net/@mosseri/', { username: 'mosseri' }],
        ['https://threads.net/@nasa?hl=en', { username: 'nasa' }],
        ['https://www.threads.com/@ann.smith_/replies', { username: 'ann.smith_' }],
        ['https://www.threads.com/@theverge/reposts/', { username: 'theverge' }],
        ['https://www.threads.com/%40zuck?igshid=NTc4MTIwNjQ2YQ==', { username: 'zuck' }],
        ['http://WWW.THREADS.NET/@Instagram#top', { username: 'Instagram' }],
        ['https://www.threads.com/@nasa/media', { username: 'nasa' }],
        ['https://threads.net/@zuck', { username: 'zuck' }],
        ['https://www.threads.com/@zuck?igshid=NTc4MTIwNjQ2YQ==', { username: 'zuck' }],
        ['https://www.threads.com/@zuck?xmt=AQGz8Kd2bR1&slof=1', { username: 'zuck' }],
        ['https://m.threads.com/@nasa', { username: 'nasa' }],
      ],
    },
    search: {
      onHost: onPageHost,
      detect: ({ path, lower, query }) => {
        const q = query('q');
        return path.length === 1 && lower[0] === 'search' && q ? { q } : undefined;
      },
      examples: [
        ['https://www.threads.com/search?q=rust%20lang&serp_type=default', { q: 'rust lang' }],
        ['https://www.threads.net/search?q=world+cup', { q: 'world cup' }],
        ['https://threads.com/search/?q=%E5%AF%BF%E5%8F%B8', { q: '寿司' }],
        [
          'https://www.threads.com/search?q=ai&serp_type=tags&tag_id=18005678901234567',
          { q: 'ai' },
        ],
        ['http://WWW.THREADS.NET/search?q=c%2B%2B&filter=recent', { q: 'c++' }],
        ['https://www.threads.com/search?q=%23photography', { q: '#photography' }],
        ['https://www.threads.com/search?q=ai&serp_type=default', { q: 'ai' }],
      ],
    },
    feed: {
      onHost: onPageHost,
      detect: ({ path }) => (path.length === 0 ? {} : undefined),
      examples: [
        ['https://www.threads.com/', {}],
        ['https://www.threads.net/', {}],
        ['https://threads.com', {}],
        ['https://threads.net/?xmt=AQGzQ2Lh9kX', {}],
        ['http://WWW.THREADS.COM/#main', {}],
        ['https://www.threads.com/?utm_source=homescreen&hl=en', {}],
      ],
    },
  },
  none: [
    'https://www.threads.com/settings',
    'https://www.threads.com/settings/privacy',
    'https://www.threads.com/login?show_choice_screen=false',
    'https://www.threads.net/search',
    'https://www.threads.com/search?q=',
    'https://www.threads.com/share/AbCdEf123',
    'https://www.threads.com/activity',
    'https://www.threads.com/zuck',
    'https://www.threads.com/@zuck/post',
    'https://www.threads.com/@zuck/post/C8AbGqsvR3P/likes',
    'https://www.threads.com/@zuck/followers',
    'https://www.threads.com/t/',
    'https://l.threads.com/?u=https%3A%2F%2Fexample.com',
    'https://notthreads.net/@zuck',
    'https://threads.com.evil.example/@zuck',
    'ftp://www.threads.com/@zuck',
    'https://www.threads.com/intent/post?text=hello',
    'https://www.threads.net/@zuck/post/C8AbGqsvR3P/embed/extra',
    'https://graph.threads.net/oembed?url=https%3A%2F%2Fwww.threads.net%2F%40zuck%2Fpost%2FC8AbGqsvR3P',
  ],
});
