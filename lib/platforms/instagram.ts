import { anySubdomain, definePlatform } from './platform';

/** Instagram serves its pages on the bare domain, `www.` and `m.`; `instagr.am` redirects there. */
const pageHosts = new Set(['instagram.com', 'www.instagram.com', 'm.instagram.com', 'instagr.am']);

const shortcode = /^[A-Za-z0-9_-]+$/;
const username = /^[A-Za-z0-9._]{1,30}$/;
const tagName = /^[\p{L}\p{M}\p{N}_]+$/u;

/** The site's own first path segments: never a profile. */
const reserved = new Set([
  'about',
  'accounts',
  'ads',
  'ajax',
  'api',
  'ar',
  'archive',
  'challenge',
  'client_error',
  'developer',
  'direct',
  'directory',
  'download',
  'emails',
  'explore',
  'graphql',
  'help',
  'igtv',
  'invites',
  'legal',
  'lite',
  'locations',
  'login',
  'logout',
  'nametag',
  'notifications',
  'oauth',
  'p',
  'press',
  'privacy',
  'qr',
  'reel',
  'reels',
  's',
  'session',
  'settings',
  'share',
  'signup',
  'static',
  'stories',
  'terms',
  'topics',
  'tv',
  'web',
  'your_activity',
]);
const isUsername = (value: string) => username.test(value) && !reserved.has(value.toLowerCase());

/** Post prefixes: /p/CODE, /reel/CODE, /reels/CODE, /tv/CODE. */
const postPrefixes = new Set(['p', 'reel', 'reels', 'tv']);
/** After the code: the embed (/embed, /embed/captioned) or a comment permalink (/c/ID). */
const isPostTail = (tail: string[]) =>
  tail.length === 0 ||
  (tail[0] === 'embed' && (tail.length === 1 || (tail.length === 2 && tail[1] === 'captioned'))) ||
  (tail[0] === 'c' && tail.length === 2 && /^\d+$/.test(tail[1] ?? ''));

/** Profile tabs: /USER/tagged, /USER/reels, …, and /USER/profilecard, the app's shared profile. */
const profileTabs = new Set(['tagged', 'reels', 'saved', 'followers', 'following', 'profilecard']);

const onPageHost = (host: string) => pageHosts.has(host);

export const instagram = definePlatform({
  id: 'instagram',
  name: 'Instagram',
  area: 'photo',
  homepage: 'https://www.instagram.com/',
  pageNames: { user: 'profile', tag: 'hashtag' },
  matches: anySubdomain('instagram.com'),
  domains: ['instagram.com', 'instagr.am'],
  pages: {
    post: {
      onHost: onPageHost,
      detect: ({ path, lower }) => {
        // /USER/p/CODE and /USER/reel/CODE: the profile-scoped form Instagram now shares.
        const scoped =
          path.length >= 3 &&
          isUsername(path[0] ?? '') &&
          (lower[1] === 'p' || lower[1] === 'reel');
        const start = scoped ? 1 : 0;
        const code = path[start + 1] ?? '';
        if (!postPrefixes.has(lower[start] ?? '') || !shortcode.test(code)) return undefined;
        // /reels/audio/ID is a sound page, not a reel.
        if (lower[start] === 'reels' && lower[start + 1] === 'audio') return undefined;
        return isPostTail(lower.slice(start + 2)) ? { shortcode: code } : undefined;
      },
      examples: [
        ['https://www.instagram.com/p/C3xKQ2_rWjM/', { shortcode: 'C3xKQ2_rWjM' }],
        [
          'https://www.instagram.com/p/C3xKQ2_rWjM/?igsh=MWdlbGZ5dXhqcjN2Zw==',
          { shortcode: 'C3xKQ2_rWjM' },
        ],
        [
          'https://www.instagram.com/reel/C9fGh-2xYzA/?utm_source=ig_web_copy_link&igshid=MzRlODBiNWFlZA==',
          { shortcode: 'C9fGh-2xYzA' },
        ],
        ['https://www.instagram.com/reels/DAbc123XyZ_/', { shortcode: 'DAbc123XyZ_' }],
        ['https://www.instagram.com/tv/CBp7mD3hW9k/?hl=en', { shortcode: 'CBp7mD3hW9k' }],
        ['https://www.instagram.com/natgeo/p/C3xKQ2_rWjM/', { shortcode: 'C3xKQ2_rWjM' }],
        [
          'https://www.instagram.com/nasa/reel/C9fGh-2xYzA/?igsh=ZXZ5',
          { shortcode: 'C9fGh-2xYzA' },
        ],
        ['https://www.instagram.com/p/BsOGulcndj-/embed/captioned/', { shortcode: 'BsOGulcndj-' }],
        ['https://www.instagram.com/p/BsOGulcndj-/embed', { shortcode: 'BsOGulcndj-' }],
        ['http://INSTAGRAM.COM/p/BsOGulcndj-#comments', { shortcode: 'BsOGulcndj-' }],
        ['https://m.instagram.com/p/C3xKQ2_rWjM/?img_index=2', { shortcode: 'C3xKQ2_rWjM' }],
        ['https://instagr.am/p/BsOGulcndj-/', { shortcode: 'BsOGulcndj-' }],
        [
          'https://www.instagram.com/p/C3xKQ2_rWjM/c/18012345678901234/',
          { shortcode: 'C3xKQ2_rWjM' },
        ],
        [
          'https://www.instagram.com/reel/C9fGh-2xYzA/?igsh=MzRlODBiNWFlZA%3D%3D',
          { shortcode: 'C9fGh-2xYzA' },
        ],
        ['https://instagram.com/tv/CBp7mD3hW9k', { shortcode: 'CBp7mD3hW9k' }],
        [
          'https://www.instagram.com/p/C3xKQ2_rWjM/?img_index=1&utm_source=ig_web_copy_link',
          { shortcode: 'C3xKQ2_rWjM' },
        ],
        ['https://instagram.com/p/aye83DjauH/?foo=bar#abc', { shortcode: 'aye83DjauH' }],
        [
          'https://www.instagram.com/marvelskies.fc/reel/CWqAgUZgCku/',
          { shortcode: 'CWqAgUZgCku' },
        ],
        ['http://instagram.com/p/9o6LshA7zy/embed/', { shortcode: '9o6LshA7zy' }],
        ['https://instagram.com/p/-Cmh1cukG2/', { shortcode: '-Cmh1cukG2' }],
        [
          'https://www.instagram.com/reel/DAbc123XyZ_/?utm_source=ig_web_copy_link&igsh=MzRlODBiNWFlZA==',
          { shortcode: 'DAbc123XyZ_' },
        ],
      ],
    },
    user: {
      onHost: onPageHost,
      detect: ({ path, lower }) => {
        // /_u/USER: the app's universal link, opened in the browser where the app is missing.
        const at = lower[0] === '_u' ? 1 : 0;
        const name = path[at] ?? '';
        const isProfile =
          path.length === at + 1 ||
          (path.length === at + 2 && profileTabs.has(lower[at + 1] ?? ''));
        return isProfile && isUsername(name) ? { username: name } : undefined;
      },
      examples: [
        ['https://www.instagram.com/natgeo/', { username: 'natgeo' }],
        ['https://www.instagram.com/nasa?igsh=MWdlbGZ5dXhqcjN2Zw==', { username: 'nasa' }],
        ['https://instagram.com/cristiano/?hl=en', { username: 'cristiano' }],
        ['https://www.instagram.com/ann.smith_/tagged/', { username: 'ann.smith_' }],
        ['https://www.instagram.com/natgeo/reels/', { username: 'natgeo' }],
        ['http://WWW.INSTAGRAM.COM/Instagram#top', { username: 'Instagram' }],
        [
          'https://www.instagram.com/therock/?utm_source=ig_web_button_share_sheet&igshid=ZDNlZDc0MzIxNw==',
          { username: 'therock' },
        ],
        ['https://m.instagram.com/nike/', { username: 'nike' }],
        ['https://www.instagram.com/explorer_jane/', { username: 'explorer_jane' }],
        ['https://www.instagram.com/natgeo/?hl=de', { username: 'natgeo' }],
        ['https://www.instagram.com/_u/mat.nawrocki', { username: 'mat.nawrocki' }],
        ['https://instagram.com/_u/natgeo/', { username: 'natgeo' }],
        [
          'https://www.instagram.com/natgeo?igsh=MWdlbGZ5dXhqcjN2Zw%3D%3D&utm_source=qr',
          { username: 'natgeo' },
        ],
        ['https://instagr.am/natgeo', { username: 'natgeo' }],
        ['https://www.instagram.com/instagram/following', { username: 'instagram' }],
        ['https://instagram.com/porsche', { username: 'porsche' }],
        [
          'https://www.instagram.com/auniek_interieurs/profilecard/?igsh=czk1ODl0bzF1OTl2',
          { username: 'auniek_interieurs' },
        ],
        [
          'https://www.instagram.com/nsc89_nails/profilecard/?igsh=MXBtMGh5YmMzd3B0Nw%3D%3D',
          { username: 'nsc89_nails' },
        ],
      ],
    },
    tag: {
      onHost: onPageHost,
      detect: ({ path, lower }) => {
        const q = (path[2] ?? '').replace(/^#/, '');
        return path.length === 3 && lower[0] === 'explore' && lower[1] === 'tags' && tagName.test(q)
          ? { q }
          : undefined;
      },
      examples: [
        ['https://www.instagram.com/explore/tags/sunset/', { q: 'sunset' }],
        [
          'https://www.instagram.com/explore/tags/travelphotography/?hl=en',
          { q: 'travelphotography' },
        ],
        ['https://instagram.com/explore/tags/%E6%97%85%E8%A1%8C/', { q: '旅行' }],
        ['https://www.instagram.com/explore/tags/%23foodie/', { q: 'foodie' }],
        ['https://m.instagram.com/explore/tags/no_filter?igsh=MWdlbGZ5', { q: 'no_filter' }],
        ['http://WWW.INSTAGRAM.COM/explore/tags/Cats2024#top', { q: 'Cats2024' }],
        ['https://www.instagram.com/explore/tags/caf%C3%A9/', { q: 'café' }],
        ['https://www.instagram.com/explore/tags/sunset', { q: 'sunset' }],
      ],
    },
  },
  shareLinks: [/^instagram\.com\/share\/(?:(?:p|reel)\/)?[\w-]+$/],
  none: [
    'https://www.instagram.com/',
    'https://www.instagram.com/explore/',
    'https://www.instagram.com/explore/locations/213385402/london-united-kingdom/',
    'https://www.instagram.com/explore/tags/',
    'https://www.instagram.com/accounts/login/?next=%2Fnatgeo%2F',
    'https://www.instagram.com/accounts/edit/',
    'https://www.instagram.com/direct/inbox/',
    'https://www.instagram.com/stories/natgeo/3312345678901234567/',
    'https://www.instagram.com/reels/',
    'https://www.instagram.com/reels/audio/1234567890123456/',
    'https://www.instagram.com/about/',
    'https://www.instagram.com/legal/privacy/',
    'https://www.instagram.com/p/',
    'https://www.instagram.com/share/BAhpYb3cAB',
    'https://www.instagram.com/share/reel/BAhpYb3cAB',
    'https://www.instagram.com/s/aGlnaGxpZ2h0OjE3OTQ5?igsh=MWdl',
    'https://www.instagram.com/natgeo/guides/',
    'https://www.instagram.com/natgeo/p/',
    'https://help.instagram.com/581066165581870',
    'https://about.instagram.com/blog',
    'https://l.instagram.com/?u=https%3A%2F%2Fexample.com',
    'https://notinstagram.com/natgeo/',
    'https://instagram.com.evil.example/natgeo/',
    'https://www.instagram.com/not-a-user/',
    'https://www.instagram.com/stories/natgeo/3123456789012345678/',
    'https://www.instagram.com/stories/highlights/17912345678901234/',
    'https://www.instagram.com/explore/locations/212988663/new-york-new-york/',
    'https://www.instagram.com/share/p/BACiUUUYQV',
    'https://www.instagram.com/share/BACiUUUYQV',
    'https://www.instagram.com/s/aGlnaGxpZ2h0OjE4MDQyNTA5NDg4MTcwMDk1?story_media_id=2724343156064789461',
    'https://www.instagram.com/stories/fruits_zipper/3570766765028588805/',
    'https://www.instagram.com/stories/me/',
    'https://www.instagram.com/kadakaofficial/guide/knit-i-need-collection/18131821684305217/',
    'https://i.instagram.com/api/v1/users/web_profile_info/?username=natgeo',
    'https://www.instagram.com/_u/',
    'https://www.instagram.com/_u/natgeo/guides/',
    'https://www.instagram.com/profilecard/visit?guide_id=123456',
  ],
});
