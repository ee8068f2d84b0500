import { anySubdomain, definePlatform, type PageParams } from './platform';
import type { PageUrl } from './url';

/**
 * Hosts that serve Facebook pages: www., m., mobile., web., language hosts (zh-hk., de-de.), the
 * hosts for phones and slow networks (touch., mtouch., x., iphone., b-m., b-www., mbasic., d.,
 * free., 0.) and fb.com. developers., business., l. (the link shim) ... serve none of ours.
 */
const onFacebook = (host: string) =>
  /^((www|m|mobile|web|touch|mtouch|x|iphone|b-m|b-www|mbasic|d|free|0|[a-z]{2}-[a-z]{2})\.)?facebook\.com$/.test(
    host,
  ) || /^(www\.)?fb\.com$/.test(host);
// On the platform's domains: fb.watch and www.fb.watch.
const isFbWatch = (host: string) => host.endsWith('fb.watch');

/** First path segments that are Facebook's own, never a page's name (one with `_` never is). */
const reserved = new Set([
  'about',
  'ads',
  'ajax',
  'bookmarks',
  'business',
  'campaign',
  'careers',
  'checkpoint',
  'communitystandards',
  'composer',
  'dialog',
  'directory',
  'donate',
  'events',
  'feed',
  'find-friends',
  'friends',
  'fundraisers',
  'gaming',
  'games',
  'groups',
  'hashtag',
  'help',
  'home',
  'jobs',
  'legal',
  'live',
  'login',
  'logout',
  'marketplace',
  'me',
  'media',
  'memories',
  'messages',
  'messenger',
  'notes',
  'notifications',
  'offers',
  'onthisday',
  'pages',
  'people',
  'permalink',
  'pg',
  'photo',
  'photos',
  'places',
  'plugins',
  'policies',
  'policy',
  'privacy',
  'public',
  'recover',
  'reel',
  'reels',
  'reg',
  'saved',
  'search',
  'security',
  'settings',
  'share',
  'sharer',
  'stories',
  'story',
  'support',
  'terms',
  'video',
  'videos',
  'watch',
]);

/** Tabs of a page or profile: /NASA/about, /NASA/photos_by, /zuck/friends_mutual, ... */
const pageTabs = new Set([
  'posts',
  'reels',
  'followers',
  'following',
  'mentions',
  'reviews',
  'events',
  'community',
  'map',
  'likes',
  'groups',
  'live_videos',
  'sports',
  'music',
  'movies',
  'tv',
  'books',
  'shop',
  'services',
  'menu',
  'jobs',
  'offers',
]);
const isPageTab = (tab: string) =>
  pageTabs.has(tab) || /^(about|photos|videos|friends)(_|$)/.test(tab);

/** Page vanity names and name-id slugs (Some-Page-100064…); never `photo.php` and the like. */
const pageName = (segment: string | undefined) =>
  segment !== undefined &&
  /^[\p{L}\p{N}.-]+$/u.test(segment) &&
  /[\p{L}\p{N}]/u.test(segment) &&
  !segment.toLowerCase().endsWith('.php') &&
  !reserved.has(segment.toLowerCase())
    ? segment
    : undefined;

/** The query keys that name what a post URL shows; every other one is tracking. */
const identityKeys = (lower: string[]): string[] | undefined => {
  const [first = '', second] = lower;
  if (first === 'watch' && (lower.length === 1 || (lower.length === 2 && second === 'live'))) {
    return ['v'];
  }
  if (lower.length !== 1) return undefined;
  if (first === 'video.php') return ['v'];
  if (first === 'permalink.php' || first === 'story.php') return ['story_fbid', 'id'];
  // /photo/?fbid= is where photo.php redirects to.
  if (first === 'photo.php' || first === 'photo') return ['fbid'];
  return undefined;
};

const isId = (value: string | undefined) => value !== undefined && /^[\w-]+$/.test(value);
const isNumber = (value: string | undefined) => value !== undefined && /^\d+$/.test(value);

/** Post URLs whose path alone names the post. */
const postPath = (host: string, path: string[], lower: string[]): boolean => {
  const [first, second, third, fourth] = lower;
  if (isFbWatch(host)) return path.length === 1 && isId(path[0]);
  if (first === 'reel') return path.length === 2 && isNumber(second);
  if (first === 'share') {
    return path.length === 3 && /^[pvr]$/.test(second ?? '') && isId(path[2]);
  }
  if (first === 'groups') {
    return (
      path.length === 4 && !!second && (third === 'permalink' || third === 'posts') && isId(fourth)
    );
  }
  if (!pageName(path[0])) return false;
  if (second === 'posts') return path.length === 3 && isId(path[2]);
  // A photo in an album: /NAME/photos/a.ALBUM/PHOTO
  if (second === 'photos') return path.length === 4 && isNumber(path[3]);
  if (second === 'videos') {
    return (path.length === 3 || path.length === 4) && isNumber(path[path.length - 1]);
  }
  return false;
};

/**
 * The canonical post URL the API takes: https, www.facebook.com (fb.watch kept), the path as it
 * is, no fragment, and only the identity keys of the query.
 */
const canonicalPost = (url: PageUrl): string | undefined => {
  const { host, path, lower } = url;
  const keys = isFbWatch(host) ? undefined : identityKeys(lower);
  if (keys) {
    if (!isId(url.query(keys[0] ?? ''))) return undefined;
  } else if (!postPath(host, path, lower)) {
    return undefined;
  }
  const query = new URLSearchParams();
  for (const key of keys ?? []) {
    const value = url.query(key);
    if (value !== undefined) query.set(key, value);
  }
  const search = query.toString() ? `?${query}` : '';
  return `https://${isFbWatch(host) ? 'fb.watch' : 'www.facebook.com'}${url.url.pathname}${search}`;
};

/** /marketplace/<segment> pages that are no location. */
const notLocations = new Set([
  'item',
  'search',
  'you',
  'create',
  'inbox',
  'category',
  'categories',
  'selling',
  'buying',
  'saved',
  'notifications',
  'profile',
  'stores',
  'learn_more',
  'browse',
  'groups',
  't',
]);
const slug = (value: string | undefined) =>
  value !== undefined && /^[A-Za-z0-9_-]+$/.test(value) ? value : undefined;
const location = (value: string | undefined) =>
  slug(value) && !notLocations.has(value?.toLowerCase() ?? '') ? value : undefined;

export const facebook = definePlatform({
  id: 'facebook',
  name: 'Facebook',
  area: 'social',
  homepage: 'https://www.facebook.com/',
  pageNames: {
    marketplaceItem: 'Marketplace listing',
    marketplaceSearch: 'Marketplace search',
    marketplaceListings: 'Marketplace listings',
  },
  matches: anySubdomain('facebook.com'),
  domains: ['facebook.com', 'fb.com', 'fb.watch'],
  pages: {
    post: {
      onHost: (host) => onFacebook(host) || isFbWatch(host),
      detect: (url) => {
        const canonical = canonicalPost(url);
        return canonical ? { url: canonical } : undefined;
      },
      examples: [
        [
          'https://www.facebook.com/NASA/posts/pfbid02abcDEF1234ghiJKL?__cft__[0]=AZX&__tn__=%2CO%2CP-R',
          { url: 'https://www.facebook.com/NASA/posts/pfbid02abcDEF1234ghiJKL' },
        ],
        [
          'https://m.facebook.com/story.php?story_fbid=pfbid0xyz789&id=100064707425387&mibextid=Nif5oz',
          {
            url: 'https://www.facebook.com/story.php?story_fbid=pfbid0xyz789&id=100064707425387',
          },
        ],
        [
          'https://www.facebook.com/permalink.php?story_fbid=1234567890123456&id=100064707425387&ref=embed_post',
          {
            url: 'https://www.facebook.com/permalink.php?story_fbid=1234567890123456&id=100064707425387',
          },
        ],
        [
          'https://www.facebook.com/watch/?v=1234567890123456&ref=sharing',
          { url: 'https://www.facebook.com/watch/?v=1234567890123456' },
        ],
        [
          'https://www.facebook.com/reel/987654321098765?s=yWDuG2&fs=e&mibextid=wwXIfr',
          { url: 'https://www.facebook.com/reel/987654321098765' },
        ],
        [
          'https://www.facebook.com/share/p/1AbCdEfGhI/?mibextid=WC7FNe',
          { url: 'https://www.facebook.com/share/p/1AbCdEfGhI/' },
        ],
        [
          'https://www.facebook.com/share/v/18XyZ12345/',
          { url: 'https://www.facebook.com/share/v/18XyZ12345/' },
        ],
        [
          'https://m.facebook.com/share/r/1QwErTy987/?mibextid=xfxF2i',
          { url: 'https://www.facebook.com/share/r/1QwErTy987/' },
        ],
        [
          'https://www.facebook.com/natgeo/videos/1234567890123456/',
          { url: 'https://www.facebook.com/natgeo/videos/1234567890123456/' },
        ],
        [
          'https://www.facebook.com/natgeo/videos/the-last-glacier/1234567890123456/?__so__=permalink',
          { url: 'https://www.facebook.com/natgeo/videos/the-last-glacier/1234567890123456/' },
        ],
        [
          'https://www.facebook.com/video.php?v=1234567890123456&set=vb.123',
          { url: 'https://www.facebook.com/video.php?v=1234567890123456' },
        ],
        [
          'https://www.facebook.com/photo.php?fbid=10158123456789012&set=a.10150123456789012&type=3&theater',
          { url: 'https://www.facebook.com/photo.php?fbid=10158123456789012' },
        ],
        [
          'https://www.facebook.com/photo/?fbid=10158123456789012&set=pcb.123',
          { url: 'https://www.facebook.com/photo/?fbid=10158123456789012' },
        ],
        [
          'https://www.facebook.com/groups/1234567890/permalink/9876543210987654/?comment_id=111',
          { url: 'https://www.facebook.com/groups/1234567890/permalink/9876543210987654/' },
        ],
        [
          'https://www.facebook.com/groups/reactjs/posts/9876543210987654/#comments',
          { url: 'https://www.facebook.com/groups/reactjs/posts/9876543210987654/' },
        ],
        ['https://fb.watch/pQ7xYz8AbC/?mibextid=Nif5oz', { url: 'https://fb.watch/pQ7xYz8AbC/' }],
        [
          'http://zh-hk.facebook.com/NASA/posts/10159876543210987',
          { url: 'https://www.facebook.com/NASA/posts/10159876543210987' },
        ],
        [
          'https://www.facebook.com/watch/?v=1234567890123456',
          { url: 'https://www.facebook.com/watch/?v=1234567890123456' },
        ],
        ['https://fb.watch/abc123DEF/', { url: 'https://fb.watch/abc123DEF/' }],
        [
          'https://www.facebook.com/share/v/1AbCdEfGhI/',
          { url: 'https://www.facebook.com/share/v/1AbCdEfGhI/' },
        ],
        [
          'https://m.facebook.com/story.php?story_fbid=123456789&id=100064&mibextid=Nif5oz',
          { url: 'https://www.facebook.com/story.php?story_fbid=123456789&id=100064' },
        ],
        [
          'https://www.facebook.com/groups/123456789/permalink/987654321/',
          { url: 'https://www.facebook.com/groups/123456789/permalink/987654321/' },
        ],
        [
          'https://www.facebook.com/Facebook/photos/a.10152716010956729/10152716011076729',
          {
            url: 'https://www.facebook.com/Facebook/photos/a.10152716010956729/10152716011076729',
          },
        ],
        [
          'https://m.facebook.com/NASA/photos/a.10150123456789012/10158123456789012/?type=3&source=48',
          {
            url: 'https://www.facebook.com/NASA/photos/a.10150123456789012/10158123456789012/',
          },
        ],
        [
          'https://www.facebook.com/watch/live/?v=1823658634322275&ref=watch_permalink',
          { url: 'https://www.facebook.com/watch/live/?v=1823658634322275' },
        ],
        [
          'https://www.facebook.com/ChristyClarkForBC/videos/vb.22819070941/10153870694020942/?type=2&theater',
          {
            url: 'https://www.facebook.com/ChristyClarkForBC/videos/vb.22819070941/10153870694020942/',
          },
        ],
        [
          'https://www.facebook.com/photo/?fbs=home&fbid=10160743390456729',
          { url: 'https://www.facebook.com/photo/?fbid=10160743390456729' },
        ],
        [
          'https://www.facebook.com/permalink.php?story_fbid=pfbid034C2PVBhr311C2jo91sBMNwfvcBeLmspzTXLikp37aEqKsdh47mW7ZX8hcS3Ba8Uul&id=61573780995993&rdid=eV7e4pTWFxWb6Evx',
          {
            url: 'https://www.facebook.com/permalink.php?story_fbid=pfbid034C2PVBhr311C2jo91sBMNwfvcBeLmspzTXLikp37aEqKsdh47mW7ZX8hcS3Ba8Uul&id=61573780995993',
          },
        ],
        [
          'https://es-la.facebook.com/peoplespower/videos/1135894589806027/',
          { url: 'https://www.facebook.com/peoplespower/videos/1135894589806027/' },
        ],
        ['https://www.fb.watch/pQ7xYz8AbC/', { url: 'https://fb.watch/pQ7xYz8AbC/' }],
      ],
    },
    search: {
      onHost: onFacebook,
      detect: ({ lower, query }) => {
        const q = query('q');
        return lower.length === 2 &&
          lower[0] === 'search' &&
          (lower[1] === 'posts' || lower[1] === 'top') &&
          q
          ? { q }
          : undefined;
      },
      examples: [
        ['https://www.facebook.com/search/posts?q=solar%20eclipse', { q: 'solar eclipse' }],
        ['https://www.facebook.com/search/top/?q=solar+eclipse&sde=abc', { q: 'solar eclipse' }],
        ['https://m.facebook.com/search/posts/?q=%E5%8F%B0%E5%8C%97', { q: '台北' }],
        [
          'https://www.facebook.com/search/posts/?q=climate&filters=eyJycF9jcmVhdGlvbl90aW1lIjoiIn0%3D',
          { q: 'climate' },
        ],
        ['https://zh-hk.facebook.com/search/top?q=dim+sum#', { q: 'dim sum' }],
        ['http://WWW.FACEBOOK.COM/search/top/?q=c%2B%2B', { q: 'c++' }],
      ],
    },
    marketplaceItem: {
      onHost: onFacebook,
      detect: ({ path, lower }) =>
        path.length === 3 && lower[0] === 'marketplace' && lower[1] === 'item' && isNumber(path[2])
          ? { listing_id: path[2] ?? '' }
          : undefined,
      examples: [
        [
          'https://www.facebook.com/marketplace/item/1234567890123456/',
          { listing_id: '1234567890123456' },
        ],
        [
          'https://www.facebook.com/marketplace/item/1234567890123456/?ref=search&referral_code=null&referral_story_type=post&tracking=browse_serp',
          { listing_id: '1234567890123456' },
        ],
        [
          'https://m.facebook.com/marketplace/item/987654321012345',
          { listing_id: '987654321012345' },
        ],
        [
          'https://web.facebook.com/marketplace/item/1234567890123456/?_rdc=1&_rdr',
          { listing_id: '1234567890123456' },
        ],
        [
          'https://zh-tw.facebook.com/marketplace/item/1234567890123456',
          { listing_id: '1234567890123456' },
        ],
        [
          'http://WWW.FACEBOOK.COM/marketplace/item/1234567890123456#photos',
          { listing_id: '1234567890123456' },
        ],
        [
          'https://www.facebook.com/marketplace/item/1234567890123456/?ref=search',
          { listing_id: '1234567890123456' },
        ],
      ],
    },
    marketplaceSearch: {
      onHost: onFacebook,
      detect: ({ path, lower, query }): PageParams | undefined => {
        const q = query('query');
        if (lower[0] !== 'marketplace' || !q) return undefined;
        if (path.length === 2 && lower[1] === 'search') return { q };
        const at = location(path[1]);
        return path.length === 3 && at && lower[2] === 'search' ? { q, location: at } : undefined;
      },
      examples: [
        [
          'https://www.facebook.com/marketplace/taipei/search?query=bicycle',
          { q: 'bicycle', location: 'taipei' },
        ],
        [
          'https://www.facebook.com/marketplace/nyc/search/?query=standing%20desk&exact=false',
          { q: 'standing desk', location: 'nyc' },
        ],
        ['https://www.facebook.com/marketplace/search/?query=iphone+15', { q: 'iphone 15' }],
        [
          'https://m.facebook.com/marketplace/la/search?minPrice=100&maxPrice=500&query=couch&sortBy=price_ascend',
          { q: 'couch', location: 'la' },
        ],
        [
          'https://www.facebook.com/marketplace/108424279189115/search/?query=%E8%87%AA%E8%A1%8C%E8%BB%8A',
          { q: '自行車', location: '108424279189115' },
        ],
        [
          'http://facebook.com/marketplace/search?query=lego&referral_ui_component=bar',
          { q: 'lego' },
        ],
      ],
    },
    marketplaceListings: {
      onHost: onFacebook,
      detect: ({ path, lower }): PageParams | undefined => {
        if (lower[0] !== 'marketplace') return undefined;
        const at = location(path[1]);
        if (!at || path.length > 3) return undefined;
        if (path.length === 2) return { location: at };
        const category = lower[2] === 'search' ? undefined : slug(path[2]);
        return category ? { location: at, category } : undefined;
      },
      examples: [
        ['https://www.facebook.com/marketplace/taipei/', { location: 'taipei' }],
        [
          'https://www.facebook.com/marketplace/nyc/vehicles/?minPrice=1000',
          { location: 'nyc', category: 'vehicles' },
        ],
        [
          'https://www.facebook.com/marketplace/taipei/electronics',
          { location: 'taipei', category: 'electronics' },
        ],
        [
          'https://m.facebook.com/marketplace/sanfrancisco?ref=bookmark',
          { location: 'sanfrancisco' },
        ],
        [
          'https://www.facebook.com/marketplace/london/propertyrentals/#',
          { location: 'london', category: 'propertyrentals' },
        ],
        ['https://www.facebook.com/marketplace/108424279189115/', { location: '108424279189115' }],
        ['http://WEB.FACEBOOK.COM/marketplace/la/free/', { location: 'la', category: 'free' }],
      ],
    },
    page: {
      onHost: onFacebook,
      detect: ({ path, lower, query }) => {
        if (lower[0] === 'profile.php' && path.length === 1) {
          const id = query('id');
          return isNumber(id) ? { username: id ?? '' } : undefined;
        }
        // /people/NAME/ID: a profile without a vanity name.
        if (lower[0] === 'people') {
          return path.length === 3 && isNumber(path[2]) ? { username: path[2] ?? '' } : undefined;
        }
        const username = pageName(path[0]);
        return username && (path.length === 1 || (path.length === 2 && isPageTab(lower[1] ?? '')))
          ? { username }
          : undefined;
      },
      examples: [
        ['https://www.facebook.com/NASA', { username: 'NASA' }],
        ['https://www.facebook.com/NASA/about/', { username: 'NASA' }],
        ['https://m.facebook.com/nasa/photos/?ref=page_internal&mt_nav=0', { username: 'nasa' }],
        ['https://zh-hk.facebook.com/nasa', { username: 'nasa' }],
        [
          'https://www.facebook.com/profile.php?id=100064707425387&sk=about',
          { username: '100064707425387' },
        ],
        ['https://web.facebook.com/cocacola/?locale=fr_FR&_rdc=1&_rdr', { username: 'cocacola' }],
        ['https://WWW.FACEBOOK.COM/zuck#', { username: 'zuck' }],
        ['http://facebook.com/natgeo/videos/', { username: 'natgeo' }],
        [
          'https://www.facebook.com/Tasty-Recipes-100064707425387/',
          { username: 'Tasty-Recipes-100064707425387' },
        ],
        ['https://de-de.facebook.com/mercedesbenz.de/', { username: 'mercedesbenz.de' }],
        ['https://www.facebook.com/zuck/about_work_and_education', { username: 'zuck' }],
        ['https://fb.com/NASA', { username: 'NASA' }],
        ['https://web.facebook.com/NASA', { username: 'NASA' }],
        [
          'https://www.facebook.com/profile.php?id=100064123456789&sk=about',
          { username: '100064123456789' },
        ],
        ['https://www.facebook.com/NASA/?locale=de_DE', { username: 'NASA' }],
        [
          'https://www.facebook.com/people/facebook/100064860875397/?sk=photos',
          { username: '100064860875397' },
        ],
        [
          'https://m.facebook.com/people/Jane-Doe/100074229772340/',
          { username: '100074229772340' },
        ],
        [
          'https://www.facebook.com/profile.php?id=100064707425387&mibextid=ZbWKwL',
          { username: '100064707425387' },
        ],
        ['https://www.facebook.com/brando.cha.3/photos', { username: 'brando.cha.3' }],
        ['https://www.facebook.com/facebook/photos_albums', { username: 'facebook' }],
        ['https://d.facebook.com/StrawberryShortcake/', { username: 'StrawberryShortcake' }],
        ['https://free.facebook.com/StrawberryShortcake/', { username: 'StrawberryShortcake' }],
        ['https://0.facebook.com/StrawberryShortcake/', { username: 'StrawberryShortcake' }],
        ['https://x.facebook.com/navgurukul/', { username: 'navgurukul' }],
        ['https://mtouch.facebook.com/StrawberryShortcake/', { username: 'StrawberryShortcake' }],
        ['https://iphone.facebook.com/StrawberryShortcake/', { username: 'StrawberryShortcake' }],
        ['https://b-m.facebook.com/StrawberryShortcake/', { username: 'StrawberryShortcake' }],
        ['https://b-www.facebook.com/StrawberryShortcake/', { username: 'StrawberryShortcake' }],
        ['https://touch.facebook.com/StrawberryShortcake/', { username: 'StrawberryShortcake' }],
        ['https://mbasic.facebook.com/StrawberryShortcake/', { username: 'StrawberryShortcake' }],
      ],
    },
  },
  // fb.me/NAME: Meta's short links, which lead to a page (or elsewhere) once followed.
  shareLinks: [/^(?:[\w-]+\.)?facebook\.com\/share\/(?:[a-z]\/)?\w+$/, /^fb\.me\/[\w.-]+$/],
  none: [
    'https://www.facebook.com/',
    'https://www.facebook.com/?sk=h_chr',
    'https://www.facebook.com/login/',
    'https://www.facebook.com/settings?tab=account',
    'https://www.facebook.com/help/1216349518398524',
    'https://www.facebook.com/policies_center/',
    'https://www.facebook.com/privacy/policy/',
    'https://www.facebook.com/watch/',
    'https://www.facebook.com/watch?ref=tab',
    'https://www.facebook.com/marketplace/',
    'https://www.facebook.com/marketplace/you/selling',
    'https://www.facebook.com/marketplace/category/vehicles',
    'https://www.facebook.com/marketplace/create/item',
    'https://www.facebook.com/groups/feed/',
    'https://www.facebook.com/groups/reactjs/',
    'https://www.facebook.com/events/1234567890/',
    'https://www.facebook.com/friends/requests',
    'https://www.facebook.com/messages/t/100001',
    'https://www.facebook.com/notifications',
    'https://www.facebook.com/saved/',
    'https://www.facebook.com/share/1AbCdEfGhI/',
    'https://www.facebook.com/share/',
    'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com',
    'https://www.facebook.com/hashtag/eclipse',
    'https://www.facebook.com/photo.php',
    'https://www.facebook.com/profile.php',
    'https://www.facebook.com/search/people/?q=john',
    'https://www.facebook.com/stories/',
    'https://fb.watch/',
    'https://developers.facebook.com/docs/graph-api',
    'https://l.facebook.com/l.php?u=https%3A%2F%2Fexample.com',
    'https://notfacebook.com/NASA',
    'https://facebook.com.evil.example/NASA',
    'https://www.facebook.com/people/facebook/',
    'https://www.facebook.com/people/facebook/not-an-id/',
    'https://www.facebook.com/NASA/photos/a.10150123456789012/',
    'https://www.facebook.com/ads/library/?id=899206155126718',
    'https://es-la.facebook.com/ads/library/?id=901230958115569',
    'https://www.facebook.com/watchparty/211641140192478',
    'https://m.facebook.com/events/1509582499515440',
    'https://www.facebook.com/flx/warn/?h=TAQHsoToz&u=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DpO8h3EaFRdo&s=1',
    'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fgov.sg%2Fvideos%2F10154383743583686%2F&show_text=0&width=560',
    'https://www.facebook.com/media/set/?set=a.10152716010956729&type=3',
    'https://d.facebook.com/messages/read/?tid=100001',
    'https://free.facebook.com/login.php',
    'https://pixel.facebook.com/StrawberryShortcake/',
    'https://www.facebookcorewwwi.onion/StrawberryShortcake/',
    'https://fb.me/MyHushTeam',
    'https://fb.me/d1j3y',
  ],
});
