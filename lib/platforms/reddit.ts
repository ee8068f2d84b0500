import { anySubdomain, definePlatform, type PageParams } from './platform';
import type { PageUrl } from './url';

/**
 * Hosts that serve reddit pages, and www.redditmedia.com, where embeds show the same posts and
 * communities; i.redd.it, v.redd.it, ads., out., styles.redditmedia.com ... serve none of ours.
 */
const pageHosts = new Set(['', 'www.', 'old.', 'new.', 'np.', 'm.', 'i.', 'sh.', 'amp.']);
const onReddit = (host: string) =>
  (host.endsWith('reddit.com') && pageHosts.has(host.slice(0, -'reddit.com'.length))) ||
  host === 'www.redditmedia.com';

// Feeds, not subreddits: the API knows no community by these names.
const notCommunities = new Set(['popular', 'all', 'friends', 'mod', 'random', 'randnsfw', 'home']);
const communityName = (value: string | undefined) =>
  value !== undefined &&
  /^[A-Za-z0-9_]{2,23}$/.test(value) &&
  !notCommunities.has(value.toLowerCase())
    ? value
    : undefined;

const username = (value: string | undefined) =>
  value !== undefined && /^[A-Za-z0-9_-]{1,20}$/.test(value) && value.toLowerCase() !== 'me'
    ? value
    : undefined;

/** Base36 post id, lower case, without the `t3_` kind prefix. */
const postId = (value: string | undefined) => {
  const id = value?.toLowerCase().replace(/^t3_/, '');
  return id !== undefined && /^[a-z0-9]{1,12}$/.test(id) ? { postId: id } : undefined;
};

/** The sorts and time filters the API takes: anything else is left out. */
const communitySorts = new Set(['hot', 'new', 'top', 'rising']);
const searchSorts = new Set(['relevance', 'hot', 'top', 'new', 'comments']);
const times = new Set(['hour', 'day', 'week', 'month', 'year', 'all']);
const timeOf = (url: PageUrl): PageParams => {
  const t = url.query('t')?.toLowerCase();
  return t !== undefined && times.has(t) ? { t } : {};
};

const userTabs = new Set(['overview', 'submitted', 'comments', 'posts', 'gilded', 'about']);
// Result tabs of people, communities and comments: not posts, which the search API answers.
const otherSearches = new Set(['sr', 'user', 'comment', 'comments', 'communities', 'people']);

export const reddit = definePlatform({
  id: 'reddit',
  name: 'Reddit',
  area: 'forum',
  homepage: 'https://www.reddit.com/',
  pageNames: { user: 'profile' },
  // The service's own words where the contract writes neutral ones (see lib/api/path-style.ts).
  ownWords: { subforums: 'subreddits', subforum: 'subreddit' },
  matches: anySubdomain('reddit.com'),
  domains: ['reddit.com', 'redd.it', 'redditmedia.com'],
  pages: {
    community: {
      onHost: onReddit,
      detect: (url): PageParams | undefined => {
        const { path, lower } = url;
        if (lower[0] !== 'r') return undefined;
        const name = communityName(path[1]);
        if (!name) return undefined;
        if (path.length === 2) return { name };
        const tab = lower[2] ?? '';
        if (path.length !== 3) return undefined;
        // controversial and best are community listings the API cannot sort by.
        if (tab === 'controversial' || tab === 'best') return { name };
        if (!communitySorts.has(tab)) return undefined;
        return tab === 'top' ? { name, sort: tab, ...timeOf(url) } : { name, sort: tab };
      },
      examples: [
        ['https://www.reddit.com/r/programming/', { name: 'programming' }],
        ['https://old.reddit.com/r/AskHistorians', { name: 'AskHistorians' }],
        [
          'https://www.reddit.com/r/MechanicalKeyboards/top/?t=week',
          { name: 'MechanicalKeyboards', sort: 'top', t: 'week' },
        ],
        ['https://www.reddit.com/r/rust/new/', { name: 'rust', sort: 'new' }],
        ['https://np.reddit.com/r/worldnews/hot', { name: 'worldnews', sort: 'hot' }],
        ['https://m.reddit.com/r/AskReddit/rising/', { name: 'AskReddit', sort: 'rising' }],
        [
          'https://old.reddit.com/r/science/top/?sort=top&t=all',
          { name: 'science', sort: 'top', t: 'all' },
        ],
        ['https://WWW.REDDIT.COM/r/europe/?utm_source=share&utm_medium=web2x', { name: 'europe' }],
        ['http://reddit.com/r/LocalLLaMA#top', { name: 'LocalLLaMA' }],
        ['https://new.reddit.com/r/de/top/', { name: 'de', sort: 'top' }],
        ['https://old.reddit.com/r/politics/controversial/', { name: 'politics' }],
        ['https://new.reddit.com/r/rust/', { name: 'rust' }],
        ['https://www.reddit.com/r/rust/top/?t=month', { name: 'rust', sort: 'top', t: 'month' }],
        [
          'https://www.reddit.com/r/lavaporn/top/?sort=top&t=month',
          { name: 'lavaporn', sort: 'top', t: 'month' },
        ],
        ['https://m.reddit.com/r/lavaporn/', { name: 'lavaporn' }],
        [
          'https://www.reddit.com/r/rust/?share_id=Xy9kQ2mN4pLr&utm_medium=android_app&utm_source=share',
          { name: 'rust' },
        ],
        [
          'https://www.redditmedia.com/r/NewsTally?ref_source=embed&ref=share&embed=true',
          { name: 'NewsTally' },
        ],
      ],
    },
    post: {
      detect: ({ host, path, lower }) => {
        if (host === 'redd.it') return path.length === 1 ? postId(path[0]) : undefined;
        if (!onReddit(host)) return undefined;
        if ((lower[0] === 'comments' || lower[0] === 'gallery') && path.length <= 3) {
          return postId(path[1]);
        }
        // /r/NAME/comments/ID/slug(/COMMENT) and posts on profiles: /user/NAME/comments/ID/slug
        if (['r', 'u', 'user'].includes(lower[0] ?? '') && lower[2] === 'comments') {
          return path.length >= 4 && path.length <= 6 ? postId(path[3]) : undefined;
        }
        return undefined;
      },
      examples: [
        [
          'https://www.reddit.com/r/programming/comments/1gq3k2x/why_i_stopped_using_orms/',
          { postId: '1gq3k2x' },
        ],
        [
          'https://www.reddit.com/r/AskReddit/comments/1gq3k2x/whats_a_skill/?utm_source=share&utm_medium=web3x&utm_name=web3xcss&utm_term=1&utm_content=share_button',
          { postId: '1gq3k2x' },
        ],
        ['https://redd.it/1gq3k2x', { postId: '1gq3k2x' }],
        ['https://www.reddit.com/comments/1gq3k2x', { postId: '1gq3k2x' }],
        ['https://www.reddit.com/gallery/1gq3k2x', { postId: '1gq3k2x' }],
        [
          'https://old.reddit.com/r/AskHistorians/comments/8kq2jt/how_did_people_wake_up/dz9n5ks/?context=3',
          { postId: '8kq2jt' },
        ],
        [
          'https://np.reddit.com/r/europe/comments/x7k2p9/%C3%A9t%C3%A9_in_paris/',
          { postId: 'x7k2p9' },
        ],
        [
          'https://m.reddit.com/r/rust/comments/1c2d3e4/announcing_rust_1780/',
          { postId: '1c2d3e4' },
        ],
        ['https://www.reddit.com/user/spez/comments/1abc2de/an_update/', { postId: '1abc2de' }],
        ['http://REDD.IT/8kq2jt/', { postId: '8kq2jt' }],
        ['https://www.reddit.com/comments/t3_1gq3k2x/', { postId: '1gq3k2x' }],
        ['https://old.reddit.com/r/rust/comments/1abcde/some_title/', { postId: '1abcde' }],
        ['https://np.reddit.com/r/rust/comments/1abcde/some_title/', { postId: '1abcde' }],
        ['https://i.reddit.com/r/rust/comments/1abcde', { postId: '1abcde' }],
        ['https://sh.reddit.com/r/rust/comments/1abcde/title/', { postId: '1abcde' }],
        ['https://www.reddit.com/r/rust/comments/1abcde/comment/kxyz123/', { postId: '1abcde' }],
        [
          'https://www.reddit.com/r/rust/comments/1abcde/title/?share_id=Xy9kQ2mN4pLr&utm_content=1&utm_medium=ios_app&utm_name=ioscss&utm_source=share&utm_term=1',
          { postId: '1abcde' },
        ],
        [
          'https://www.reddit.com/r/rust/comments/1abcde/title/?utm_source=share&utm_medium=android_app&utm_name=androidcss&utm_term=1&utm_content=share_button',
          { postId: '1abcde' },
        ],
        ['https://redd.it/2a00np/', { postId: '2a00np' }],
        ['https://www.reddit.com/r/vi/comments/1qi6tev/comment/o0v9zh8/', { postId: '1qi6tev' }],
        ['https://amp.reddit.com/r/europe/comments/pm4531/the_name_of/', { postId: 'pm4531' }],
        [
          'https://www.reddit.com/user/creepyt0es/comments/nip71r/i_plan_to_make_more_stickers_and_prints_check/',
          { postId: 'nip71r' },
        ],
        [
          'https://www.redditmedia.com/r/titanfall/comments/108426e/servers_just_got_knocked_offline_but_not_before/?ref_source=embed&ref=share&embed=true',
          { postId: '108426e' },
        ],
        [
          'https://www.redditmedia.com/r/TradingView/comments/1je1xwf/wtf_is_wrong_with_the_replay_feature_im_a_premium/',
          { postId: '1je1xwf' },
        ],
      ],
    },
    user: {
      onHost: onReddit,
      detect: ({ path, lower }) => {
        if (lower[0] !== 'user' && lower[0] !== 'u') return undefined;
        const name = username(path[1]);
        const tabOk = path.length === 2 || (path.length === 3 && userTabs.has(lower[2] ?? ''));
        return name && tabOk ? { username: name } : undefined;
      },
      examples: [
        ['https://www.reddit.com/user/spez/', { username: 'spez' }],
        ['https://www.reddit.com/u/spez', { username: 'spez' }],
        ['https://old.reddit.com/user/GallowBoob/submitted/', { username: 'GallowBoob' }],
        ['https://www.reddit.com/user/kn0thing/comments/?sort=top', { username: 'kn0thing' }],
        ['https://np.reddit.com/u/Some_User-42/overview', { username: 'Some_User-42' }],
        ['https://m.reddit.com/user/shittymorph?utm_source=share', { username: 'shittymorph' }],
        ['http://REDDIT.com/u/spez/#posts', { username: 'spez' }],
        ['https://www.reddit.com/user/spez/submitted/', { username: 'spez' }],
        ['https://reddit.com/u/spez', { username: 'spez' }],
        ['https://www.reddit.com/user/username/gilded/?sort=top&t=month', { username: 'username' }],
        ['https://www.reddit.com/user/Leac-/submitted/?sort=new', { username: 'Leac-' }],
        [
          'https://www.reddit.com/u/spez/?utm_source=share&utm_medium=ios_app&utm_name=iossmf',
          { username: 'spez' },
        ],
      ],
    },
    search: {
      onHost: onReddit,
      detect: (url) => {
        const { path, lower, query } = url;
        const site = path.length === 1 && lower[0] === 'search';
        const community =
          path.length === 3 && lower[0] === 'r' && communityName(path[1]) && lower[2] === 'search';
        const q = query('q');
        const type = query('type')?.toLowerCase();
        if (!(site || community) || !q || (type && otherSearches.has(type))) return undefined;
        const sort = query('sort')?.toLowerCase();
        const sorted: PageParams = sort && searchSorts.has(sort) ? { sort } : {};
        return { q, ...sorted, ...timeOf(url) };
      },
      examples: [
        ['https://www.reddit.com/search/?q=mechanical+keyboard', { q: 'mechanical keyboard' }],
        [
          'https://www.reddit.com/search/?q=rust%20async&sort=top&t=year',
          { q: 'rust async', sort: 'top', t: 'year' },
        ],
        [
          'https://www.reddit.com/r/buildapc/search/?q=1440p+monitor&restrict_sr=1',
          { q: '1440p monitor' },
        ],
        [
          'https://old.reddit.com/r/AskHistorians/search?q=roman+roads&restrict_sr=on&sort=new&t=all',
          { q: 'roman roads', sort: 'new', t: 'all' },
        ],
        ['https://www.reddit.com/search/?q=%E5%AF%BF%E5%8F%B8&type=link', { q: '寿司' }],
        ['https://m.reddit.com/search?q=c%2B%2B&sort=comments', { q: 'c++', sort: 'comments' }],
        ['https://www.reddit.com/search/?q=cats&sort=sideways', { q: 'cats' }],
        ['https://www.reddit.com/r/IdiotsInCars/search/?q=flair%3AOC', { q: 'flair:OC' }],
      ],
    },
  },
  shareLinks: [/^(?:old\.|new\.|np\.)?reddit\.com\/(?:r|u|user)\/[\w-]+\/s\/\w+$/],
  none: [
    'https://www.reddit.com/',
    'https://www.reddit.com/settings/',
    'https://www.reddit.com/login/',
    'https://www.reddit.com/r/popular/',
    'https://old.reddit.com/r/all/top/?t=day',
    'https://www.reddit.com/message/inbox/',
    'https://old.reddit.com/prefs/',
    'https://www.reddit.com/r/programming/s/aBcD3fGh1j',
    'https://www.reddit.com/r/programming+rust/',
    'https://www.reddit.com/r/programming/wiki/faq',
    'https://www.reddit.com/user/me/',
    'https://www.reddit.com/search/?q=',
    'https://www.reddit.com/search/?q=cats&type=sr',
    'https://i.redd.it/abcdef123456.jpg',
    'https://v.redd.it/abcdef123456',
    'https://notreddit.com/r/programming/',
    'https://reddit.com.evil.example/r/programming/',
    'https://ads.reddit.com/r/programming/',
    'https://redd.it/',
    'https://www.reddit.com/r/rust/s/AbCdEf1234',
    'https://www.reddit.com/r/rust/wiki/index',
    'https://www.reddit.com/u/Tailhook91/s/w4yAMbtOYm',
    'https://www.reddit.com/user/Tailhook91/s/w4yAMbtOYm',
    'https://www.reddit.com/r/analog/s/hKrTTvFVwZ',
    'https://preview.redd.it/00af44lpn0u51.jpg?width=960&crop=smart&auto=webp&s=dbca8ab84033f4a433772d9c15dbe0429c74e8ac',
    'https://external-preview.redd.it/abcdef123456.jpg?auto=webp',
    'https://www.reddit.com/media?url=https%3A%2F%2Fi.redd.it%2Fupjtjcx2npzz.jpg',
    'https://old.reddit.com/top/?sort=top&t=month',
    'https://v.redd.it/zv89llsvexdz/DASHPlaylist.mpd',
    'https://redlib.matthew.science/r/unpopularopinion',
    'https://libreddit.spike.codes/r/unpopularopinion',
    'https://styles.redditmedia.com/t5_2qi4j/styles/communityIcon_a0b0l0lb75k41.png',
  ],
});
