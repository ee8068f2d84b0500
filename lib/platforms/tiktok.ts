import { anySubdomain, definePlatform } from './platform';

/**
 * TikTok serves its pages on the bare domain, `www.` and `m.`; share links from the app also come
 * as www.tiktokv.com/share/video/ID. vm./vt. are id-less share links.
 */
const pageHosts = new Set(['tiktok.com', 'www.tiktok.com', 'm.tiktok.com', 'www.tiktokv.com']);

const digits = /^\d+$/;
const handle = /^@([A-Za-z0-9._]+)$/;
const tagName = /^[\p{L}\p{M}\p{N}_]+$/u;

const video = (id: string | undefined) =>
  id !== undefined && digits.test(id) ? { videoId: id } : undefined;

/** Search tabs: /search, /search/video, /search/user, /search/photo, /search/live. */
const searchTabs = new Set(['video', 'user', 'photo', 'live']);

const onPageHost = (host: string) => pageHosts.has(host);

export const tiktok = definePlatform({
  id: 'tiktok',
  name: 'TikTok',
  area: 'shortvideo',
  homepage: 'https://www.tiktok.com/',
  pageNames: { user: 'profile' },
  matches: anySubdomain('tiktok.com'),
  playsVideo: true,
  domains: ['tiktok.com', 'tiktokv.com'],
  pages: {
    video: {
      onHost: onPageHost,
      detect: ({ path, lower }) => {
        const [first = '', second = ''] = lower;
        // /@user/video/ID, /@user/photo/ID (also /@/video/ID, which TikTok resolves itself)
        if (path.length === 3 && /^@[A-Za-z0-9._]*$/.test(path[0] ?? '')) {
          return second === 'video' || second === 'photo' ? video(path[2]) : undefined;
        }
        // /share/video/ID, /embed/v2/ID, /player/v1/ID
        if (path.length === 3) {
          const form = `${first}/${second}`;
          return ['share/video', 'embed/v2', 'player/v1'].includes(form)
            ? video(path[2])
            : undefined;
        }
        // /embed/ID, /v/ID, /v/ID.html (the old mobile form)
        if (path.length === 2 && first === 'embed') return video(path[1]);
        if (path.length === 2 && first === 'v') return video(path[1]?.replace(/\.html$/i, ''));
        return undefined;
      },
      examples: [
        [
          'https://www.tiktok.com/@khaby.lame/video/7251387037834595630',
          { videoId: '7251387037834595630' },
        ],
        [
          'https://www.tiktok.com/@scout2015/video/6718335390845095173?is_from_webapp=1&sender_device=pc&web_id=7301234567890123456',
          { videoId: '6718335390845095173' },
        ],
        [
          'https://www.tiktok.com/@bellapoarch/video/6862153058223197445?_r=1&_t=8kzQ2JxYb3F&lang=en',
          { videoId: '6862153058223197445' },
        ],
        [
          'https://m.tiktok.com/v/6718335390845095173.html?u_code=d9k2f3&share_app_id=1233',
          { videoId: '6718335390845095173' },
        ],
        ['https://m.tiktok.com/v/6718335390845095173', { videoId: '6718335390845095173' }],
        [
          'https://www.tiktok.com/@nasa/photo/7312345678901234567?lang=en',
          { videoId: '7312345678901234567' },
        ],
        [
          'https://www.tiktok.com/share/video/7251387037834595630/?utm_source=copy',
          { videoId: '7251387037834595630' },
        ],
        ['https://www.tiktok.com/embed/7251387037834595630', { videoId: '7251387037834595630' }],
        ['https://www.tiktok.com/embed/v2/6718335390845095173', { videoId: '6718335390845095173' }],
        [
          'https://www.tiktok.com/player/v1/6718335390845095173?music_info=1',
          { videoId: '6718335390845095173' },
        ],
        ['https://www.tiktok.com/@/video/7251387037834595630', { videoId: '7251387037834595630' }],
        [
          'http://WWW.TIKTOK.COM/%40khaby.lame/video/7251387037834595630/#comments',
          { videoId: '7251387037834595630' },
        ],
        [
          'https://www.tiktok.com/@khaby.lame/video/7251387037834595630?is_from_webapp=1&sender_device=pc&web_id=7',
          { videoId: '7251387037834595630' },
        ],
        ['https://m.tiktok.com/v/7251387037834595630.html', { videoId: '7251387037834595630' }],
        ['https://www.tiktok.com/embed/v2/7251387037834595630', { videoId: '7251387037834595630' }],
        [
          'https://www.tiktok.com/@khaby.lame/photo/7251387037834595630',
          { videoId: '7251387037834595630' },
        ],
        [
          'https://www.tiktokv.com/share/video/7668090902816017671/',
          { videoId: '7668090902816017671' },
        ],
        [
          'https://www.tiktok.com/@patroxofficial/video/6742501081818877190?langCountry=en',
          { videoId: '6742501081818877190' },
        ],
        [
          'https://www.tiktok.com/@hullcity/photo/7553302113757990166?is_from_webapp=1&sender_device=pc',
          { videoId: '7553302113757990166' },
        ],
        [
          'https://www.tiktok.com/@khaby.lame/video/7251387037834595630?_r=1&_t=ZM-8rMbVx2Q1aB&u_code=e5k0ba3',
          { videoId: '7251387037834595630' },
        ],
        ['https://www.tiktok.com/@/video/7668090902816017671/', { videoId: '7668090902816017671' }],
      ],
    },
    user: {
      onHost: onPageHost,
      detect: ({ path, lower }) => {
        // /embed/@user: the creator embed.
        const at = lower[0] === 'embed' ? 1 : 0;
        const username = handle.exec(path[at] ?? '')?.[1];
        return path.length === at + 1 && username ? { username } : undefined;
      },
      examples: [
        ['https://www.tiktok.com/@khaby.lame', { username: 'khaby.lame' }],
        ['https://www.tiktok.com/@scout2015/', { username: 'scout2015' }],
        [
          'https://www.tiktok.com/@charlidamelio?_t=8kzQ2JxYb3F&_r=1&lang=en',
          { username: 'charlidamelio' },
        ],
        ['https://m.tiktok.com/@nasa?is_from_webapp=1&sender_device=mobile', { username: 'nasa' }],
        ['https://tiktok.com/%40the_rock', { username: 'the_rock' }],
        ['http://WWW.TIKTOK.COM/@Zach.King#top', { username: 'Zach.King' }],
        [
          'https://www.tiktok.com/@gordonramsayofficial?utm_source=ig&utm_medium=social',
          { username: 'gordonramsayofficial' },
        ],
        ['https://www.tiktok.com/@khaby.lame?lang=en&is_from_webapp=1', { username: 'khaby.lame' }],
        ['https://www.tiktok.com/embed/@scout2015', { username: 'scout2015' }],
        ['https://www.tiktok.com/embed/@khaby.lame?lang=en', { username: 'khaby.lame' }],
        ['https://tiktok.com/@corgibobaa?lang=en', { username: 'corgibobaa' }],
        [
          'https://www.tiktok.com/@khaby.lame?_t=ZM-8rMbVx2Q1aB&_r=1&utm_campaign=tt4d_profile_link&utm_source=qr',
          { username: 'khaby.lame' },
        ],
      ],
    },
    search: {
      onHost: onPageHost,
      detect: ({ path, lower, query }) => {
        if (lower[0] === 'tag' && path.length === 2) {
          const q = (path[1] ?? '').replace(/^#/, '');
          return tagName.test(q) ? { q } : undefined;
        }
        const q = query('q');
        const isSearch =
          lower[0] === 'search' &&
          (path.length === 1 || (path.length === 2 && searchTabs.has(lower[1] ?? '')));
        return isSearch && q ? { q } : undefined;
      },
      examples: [
        ['https://www.tiktok.com/search?q=pasta%20recipe&t=1718000000000', { q: 'pasta recipe' }],
        ['https://www.tiktok.com/search/video?q=lofi+beats', { q: 'lofi beats' }],
        ['https://www.tiktok.com/search/user?q=khaby&lang=en', { q: 'khaby' }],
        ['https://m.tiktok.com/search/?q=%E7%8C%AB', { q: '猫' }],
        ['https://www.tiktok.com/tag/fyp', { q: 'fyp' }],
        ['https://www.tiktok.com/tag/booktok/?lang=en&is_from_webapp=1', { q: 'booktok' }],
        ['http://WWW.TIKTOK.COM/tag/%E7%BE%8E%E9%A3%9F#top', { q: '美食' }],
        ['https://www.tiktok.com/search?q=c%2B%2B+tutorial', { q: 'c++ tutorial' }],
        ['https://tiktok.com/tag/fyp%E3%82%B7?is_copy_url=0&is_from_webapp=v1', { q: 'fypシ' }],
        ['https://tiktok.com/tag/hello2018', { q: 'hello2018' }],
        ['https://www.tiktok.com/search/photo?q=sunset', { q: 'sunset' }],
      ],
    },
  },
  shareLinks: [
    /^(?:vm|vt)\.tiktok\.com\/\w+$/,
    /^(?:m\.)?tiktok\.com\/t\/\w+$/,
    // A profile shared by its number: it redirects to /@name, which the API takes.
    /^m\.tiktok\.com\/h5\/share\/usr\/\d+\.html$/,
  ],
  none: [
    'https://www.tiktok.com/',
    'https://www.tiktok.com/foryou',
    'https://www.tiktok.com/following',
    'https://www.tiktok.com/explore',
    'https://www.tiktok.com/login?redirect_url=https%3A%2F%2Fwww.tiktok.com%2F',
    'https://www.tiktok.com/setting',
    'https://www.tiktok.com/legal/page/us/terms-of-service/en',
    'https://support.tiktok.com/en/using-tiktok',
    'https://vm.tiktok.com/ZMebq7Rkd/',
    'https://vt.tiktok.com/ZSjXk2abc/',
    'https://www.tiktok.com/t/ZTRav7308/',
    'https://www.tiktok.com/search',
    'https://www.tiktok.com/search?q=',
    'https://www.tiktok.com/@khaby.lame/live',
    'https://www.tiktok.com/@khaby.lame/video/',
    'https://www.tiktok.com/@khaby.lame/video/not-a-number',
    'https://www.tiktok.com/music/original-sound-7251387039428234011',
    'https://www.tiktok.com/khaby.lame',
    'https://nottiktok.com/@khaby.lame',
    'https://tiktok.com.evil.example/@khaby.lame/video/7251387037834595630',
    'https://vm.tiktok.com/ZMhvqjqjq/',
    'https://www.tiktok.com/t/ZTRabc123/',
    'https://www.tiktok.com/discover/funny-cats',
    'https://vt.tiktok.com/ZSe4FqkKd',
    'https://www.tiktok.com/t/ZTRC5xgJp',
    'https://m.tiktok.com/share/live/7209423610325322522/?language=en',
    'https://www.tiktok.com/@weathernewslive/live',
    'https://www.tiktok.com/@imanoreotwe/collection/count-test-7371330159376370462',
    'https://www.tiktok.com/sticker/MATERIAL-GWOOORL-1258156',
    'https://www.tiktok.com/music/Build-a-Btch-6956990112127585029?lang=en',
    'https://www.tiktok.com/embed/@',
    'https://www.tiktok.com/embed/@khaby.lame/extra',
    'https://webcast.tiktok.com/webcast/room/info',
    'https://proxitok.pabloferreiro.es/@tiktok',
    'https://m.tiktok.com/h5/share/usr/6745191554350760966.html',
    'https://m.tiktok.com/h5/share/usr/6558879147065475077.html?language=en',
  ],
});
