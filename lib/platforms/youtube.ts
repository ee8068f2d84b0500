import { anySubdomain, type DomResolver, definePlatform } from './platform';
import { onDomain, type PageUrl } from './url';

// `videoseries` and `live_stream` are 11 characters too: playlist and live embeds with no video id.
const notIds = new Set(['videoseries', 'live_stream']);

const videoId = (value: string | undefined) =>
  value !== undefined && /^[A-Za-z0-9_-]{11}$/.test(value) && !notIds.has(value)
    ? { videoId: value }
    : undefined;

/** YouTube Music shares the watch page only; its channels and searches are not YouTube's. */
const isMusic = (host: string) => onDomain(host, 'music.youtube.com');
/** YouTube TV's /watch/NAME pages are its channels' live streams, not videos. */
const isTv = (host: string) => onDomain(host, 'tv.youtube.com');
/** youtu.be (and www.youtu.be) links name a video and nothing else. */
const isShortLink = (host: string) => host.endsWith('youtu.be');
/** /watch?v=ID, and /watch_popup?v=ID: the pop-out player. */
const watchPage = /^watch(?:_popup)?$/;

/** A channel's feed, /feeds/videos.xml?channel_id=UC…: the channel it names. */
const channelFeed = ({ lower, query }: PageUrl) =>
  lower.join('/') === 'feeds/videos.xml' ? query('channel_id') : undefined;

// Channel sub-pages users land on: /@handle/videos, /channel/UC…/about, …
const channelTabs = new Set([
  'featured',
  'home',
  'videos',
  'shorts',
  'streams',
  'live',
  'playlists',
  'community',
  'posts',
  'about',
  'channels',
  'podcasts',
  'courses',
  'releases',
  'store',
  'search',
  'membership',
]);
const isChannelPath = (rest: string[]) =>
  rest.length === 0 || (rest.length === 1 && channelTabs.has(rest[0] ?? ''));

const channelId = /UC[A-Za-z0-9_-]{22}/;
const exactly = new RegExp(`^${channelId.source}$`);

/** The channel a legacy /c/NAME or /user/NAME page is about. */
export const resolveYoutubeChannel: DomResolver = (doc) => {
  const canonical = doc
    .querySelector<HTMLLinkElement>('link[rel="canonical"]')
    ?.getAttribute('href');
  const fromCanonical = /\/channel\/(UC[A-Za-z0-9_-]{22})(?:[/?#]|$)/.exec(canonical ?? '')?.[1];
  const fromMeta = ['channelId', 'identifier']
    .map((name) => doc.querySelector(`meta[itemprop="${name}"]`)?.getAttribute('content') ?? '')
    .find((content) => exactly.test(content));
  // The page's scripts are megabytes on youtube.com: searched only when the head says nothing.
  const fromData = (): string | undefined => {
    for (const script of doc.querySelectorAll('script')) {
      const text = script.textContent ?? '';
      const found = /"(?:externalId|channelId)":"(UC[A-Za-z0-9_-]{22})"/.exec(text)?.[1];
      if (found) return found;
    }
    return undefined;
  };
  const id = fromCanonical ?? fromMeta ?? fromData();
  return id ? { area: 'video', kind: 'channel', params: { channelId: id } } : null;
};

export const youtube = definePlatform({
  id: 'youtube',
  name: 'YouTube',
  area: 'video',
  homepage: 'https://www.youtube.com/',
  matches: anySubdomain('youtube.com'),
  playsVideo: true,
  // YouTube Kids watch and channel pages name the same ids, youtube.googleapis.com/v/ID is the
  // old player's address in pages' video tags, and the country domains redirect to youtube.com;
  // no content script runs there.
  domains: [
    'youtube.com',
    'youtu.be',
    'youtube-nocookie.com',
    'youtubekids.com',
    'youtube.googleapis.com',
    'youtube.de',
    'youtube.co.uk',
    'youtube.fr',
  ],
  pages: {
    video: {
      onHost: (host) => !isTv(host),
      detect: ({ host, path, lower, query }) => {
        if (isShortLink(host)) return path.length === 1 ? videoId(path[0]) : undefined;
        if (watchPage.test(lower[0] ?? '') && path.length === 1) return videoId(query('v'));
        if (isMusic(host)) return undefined;
        // /e/ID: the embed address of older players, still in pages that link them; /watch/ID: a
        // watch page written as a path.
        const paths = ['shorts', 'embed', 'live', 'v', 'e', 'watch'];
        if (paths.includes(lower[0] ?? '') && path.length === 2) {
          return videoId(path[1]);
        }
        return undefined;
      },
      examples: [
        ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', { videoId: 'dQw4w9WgXcQ' }],
        ['https://youtu.be/dQw4w9WgXcQ?si=J2kX9cV7e3PqRt1a&t=42', { videoId: 'dQw4w9WgXcQ' }],
        ['https://m.youtube.com/watch?v=jNQXAC9IVRw&feature=youtu.be', { videoId: 'jNQXAC9IVRw' }],
        [
          'https://www.youtube.com/watch?v=9bZkp7q19f0&list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI&index=3',
          { videoId: '9bZkp7q19f0' },
        ],
        ['https://www.youtube.com/shorts/aqz-KE-bpKQ', { videoId: 'aqz-KE-bpKQ' }],
        ['https://www.youtube.com/embed/M7lc1UVf-VE?autoplay=1', { videoId: 'M7lc1UVf-VE' }],
        ['https://www.youtube-nocookie.com/embed/M7lc1UVf-VE', { videoId: 'M7lc1UVf-VE' }],
        ['https://www.youtube.com/live/jfKfPfyJRdk?feature=share', { videoId: 'jfKfPfyJRdk' }],
        [
          'https://music.youtube.com/watch?v=kJQP7kiw5Fk&list=RDAMVMkJQP7kiw5Fk',
          { videoId: 'kJQP7kiw5Fk' },
        ],
        ['https://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ#comments', { videoId: 'dQw4w9WgXcQ' }],
        ['https://www.youtube.com/v/dQw4w9WgXcQ', { videoId: 'dQw4w9WgXcQ' }],
        ['http://youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s', { videoId: 'dQw4w9WgXcQ' }],
        [
          'https://www.youtube.com/watch?feature=player_embedded&v=dQw4w9WgXcQ',
          { videoId: 'dQw4w9WgXcQ' },
        ],
        [
          'https://www.youtube.com/watch?app=desktop&v=dQw4w9WgXcQ&pp=ygUJcmljayByb2xs',
          { videoId: 'dQw4w9WgXcQ' },
        ],
        ['https://youtube.com/shorts/aqz-KE-bpKQ?feature=share', { videoId: 'aqz-KE-bpKQ' }],
        ['https://m.youtube.com/shorts/aqz-KE-bpKQ?si=Qx1', { videoId: 'aqz-KE-bpKQ' }],
        ['https://youtu.be/dQw4w9WgXcQ?feature=shared', { videoId: 'dQw4w9WgXcQ' }],
        ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=30&rel=0', { videoId: 'dQw4w9WgXcQ' }],
        ['https://www.youtube.com/v/BaW_jenozKc?version=3&autohide=1', { videoId: 'BaW_jenozKc' }],
        ['https://www.youtube.com/e/dQw4w9WgXcQ', { videoId: 'dQw4w9WgXcQ' }],
        ['https://www.youtube.com/watch_popup?v=63RmMXCd_bQ', { videoId: '63RmMXCd_bQ' }],
        ['https://www.youtubekids.com/watch?v=3b8nCWDgZ6Q', { videoId: '3b8nCWDgZ6Q' }],
        [
          'https://www.youtubekids.com/watch?v=Agk7R8I8o5U&list=PUZ6jURNr1WQZCNHF0ao-c0g',
          { videoId: 'Agk7R8I8o5U' },
        ],
        ['https://www.youtu.be/dQw4w9WgXcQ', { videoId: 'dQw4w9WgXcQ' }],
        [
          'https://youtu.be/yeWKywCrFtk?list=PL2qgrgXsNUG5ig9cat4ohreBjYLAPC0J5',
          { videoId: 'yeWKywCrFtk' },
        ],
        [
          'http://www.youtube.com/embed/_xDOZElKyNU?list=PLsyOSbh5bs16vubvKePAQ1x3PhKavfBIl',
          { videoId: '_xDOZElKyNU' },
        ],
        [
          'https://www.youtube.com/watch?list=PLW4dVinRY435CBE_JD3t-0SRXKfnZHS1P&feature=youtu.be&v=M9cJMXmQ_ZU',
          { videoId: 'M9cJMXmQ_ZU' },
        ],
        ['https://www.youtube.com/watch?v=MuAGGZNfUkU&list=RDMM', { videoId: 'MuAGGZNfUkU' }],
        [
          'https://www.youtube.com/live/qVv6vCqciTM?si=dFe4Gk2b7Yc9Q0xL',
          { videoId: 'qVv6vCqciTM' },
        ],
        ['https://youtube.com/shorts/BGQWPY4IigY?si=Vx3q8Ah1_ZkPm2Rt', { videoId: 'BGQWPY4IigY' }],
        ['https://www.youtube.com/watch?v=YE7VzlLtp-4&t=1s&end=9', { videoId: 'YE7VzlLtp-4' }],
        ['https://youtube.com/watch/lalOy8Mbfdc', { videoId: 'lalOy8Mbfdc' }],
        ['https://www.youtube.com/watch/?v=epBbbysk5cU', { videoId: 'epBbbysk5cU' }],
        ['https://youtube.googleapis.com/v/My2FRPA3Gf8', { videoId: 'My2FRPA3Gf8' }],
        ['https://youtube.googleapis.com/v/srH1OEKB2LE', { videoId: 'srH1OEKB2LE' }],
        ['http://www.youtube.de/watch?v=-JyZLS2IhkQ', { videoId: '-JyZLS2IhkQ' }],
        ['https://youtube.co.uk/watch?v=dQw4w9WgXcQ', { videoId: 'dQw4w9WgXcQ' }],
        ['https://youtube.fr/watch?v=dQw4w9WgXcQ', { videoId: 'dQw4w9WgXcQ' }],
      ],
    },
    channel: {
      onHost: (host) => !isMusic(host) && !isShortLink(host),
      detect: (url) => {
        const { path, lower } = url;
        const fed = channelFeed(url);
        if (fed !== undefined) return exactly.test(fed) ? { channelId: fed } : undefined;
        const [first = '', ...rest] = path;
        if (/^@[^/@\s]+$/.test(first) && isChannelPath(rest.map((part) => part.toLowerCase()))) {
          return { channelId: first };
        }
        if (lower[0] === 'channel' && /^UC[A-Za-z0-9_-]{22}$/.test(path[1] ?? '')) {
          return isChannelPath(lower.slice(2)) ? { channelId: path[1] ?? '' } : undefined;
        }
        return undefined;
      },
      examples: [
        ['https://www.youtube.com/@veritasium', { channelId: '@veritasium' }],
        ['https://www.youtube.com/@veritasium/videos', { channelId: '@veritasium' }],
        ['https://m.youtube.com/@MrBeast/shorts?app=desktop', { channelId: '@MrBeast' }],
        [
          'https://www.youtube.com/channel/UCHnyfMqiRRG1u-2MsSQLbXA',
          { channelId: 'UCHnyfMqiRRG1u-2MsSQLbXA' },
        ],
        [
          'https://www.youtube.com/channel/UCHnyfMqiRRG1u-2MsSQLbXA/about/',
          { channelId: 'UCHnyfMqiRRG1u-2MsSQLbXA' },
        ],
        [
          'https://www.youtube.com/@%E3%83%92%E3%82%AB%E3%82%AD%E3%83%B3',
          { channelId: '@ヒカキン' },
        ],
        ['https://youtube.com/@lexfridman/featured?si=abc', { channelId: '@lexfridman' }],
        ['https://www.youtube.com/@MrBeast/community', { channelId: '@MrBeast' }],
        ['https://www.youtube.com/@MrBeast/streams', { channelId: '@MrBeast' }],
        [
          'https://www.youtube.com/channel/UCHnyfMqiRRG1u-2MsSQLbXA/videos?view=0&sort=p',
          { channelId: 'UCHnyfMqiRRG1u-2MsSQLbXA' },
        ],
        [
          'https://www.youtube.com/channel/UCQvWX73GQygcwXOTSf_VDVg/home',
          { channelId: 'UCQvWX73GQygcwXOTSf_VDVg' },
        ],
        [
          'https://www.youtubekids.com/channel/UCmlqkdCBesrv2Lak1mF_MxA',
          { channelId: 'UCmlqkdCBesrv2Lak1mF_MxA' },
        ],
        ['https://youtube.com/@veritasium?si=5Qm0z2aXb8cY1Lk3', { channelId: '@veritasium' }],
        [
          'https://www.youtube.com/@99percentinvisiblepodcast/podcasts',
          { channelId: '@99percentinvisiblepodcast' },
        ],
        ['https://www.youtube.com/@AHimitsu/releases', { channelId: '@AHimitsu' }],
        [
          'https://www.youtube.com/channel/UCTwECeGqMZee77BjdoYtI2Q/videos?view=0&sort=p&flow=grid',
          { channelId: 'UCTwECeGqMZee77BjdoYtI2Q' },
        ],
        [
          'https://www.youtube.com/feeds/videos.xml?channel_id=UCnrAvt4i_2WV3yEKWyEUMlg',
          { channelId: 'UCnrAvt4i_2WV3yEKWyEUMlg' },
        ],
      ],
    },
    search: {
      onHost: (host) => !isMusic(host),
      detect: ({ lower, path, query }) => {
        // Older links and other sites' search boxes write q= for search_query=.
        const q = query('search_query') ?? query('q');
        return lower[0] === 'results' && path.length === 1 && q ? { q } : undefined;
      },
      examples: [
        [
          'https://www.youtube.com/results?search_query=how+transistors+work',
          { q: 'how transistors work' },
        ],
        [
          'https://m.youtube.com/results?search_query=lofi%20hip%20hop&sp=EgIQAQ%253D%253D',
          { q: 'lofi hip hop' },
        ],
        ['https://www.youtube.com/results?search_query=%E5%AF%BF%E5%8F%B8', { q: '寿司' }],
        ['https://youtube.com/results?search_query=c%2B%2B+tutorial', { q: 'c++ tutorial' }],
        [
          'https://www.youtube.com/results/?search_query=rust+async&app=desktop',
          { q: 'rust async' },
        ],
        ['https://www.youtube.com/results?search_query=lofi&sp=CAI%253D', { q: 'lofi' }],
        ['https://www.youtube.com/results?q=test&sp=EgQIBBgB', { q: 'test' }],
        ['https://m.youtube.com/results?q=lofi+hip+hop', { q: 'lofi hip hop' }],
      ],
    },
  },
  needsDom: {
    // Legacy custom and user URLs name no id: the page itself says which channel it is.
    onHost: (host) => !isMusic(host),
    detect: ({ lower, path }) =>
      (lower[0] === 'c' || lower[0] === 'user') &&
      path.length >= 2 &&
      isChannelPath(lower.slice(2)),
    examples: [
      'https://www.youtube.com/c/Veritasium',
      'https://www.youtube.com/user/PewDiePie',
      'https://www.youtube.com/c/LinusTechTips/videos',
      'https://m.youtube.com/user/vsauce1/about',
      'https://www.youtube.com/c/%E3%83%92%E3%82%AB%E3%82%AD%E3%83%B3TV',
      'https://www.youtube.com/c/Veritasium/live',
      'https://www.youtube.com/c/%D0%98%D0%B3%D0%BE%D1%80%D1%8C%D0%9A%D0%BB%D0%B5%D0%B9%D0%BD%D0%B5%D1%80/playlists?view=1&flow=grid',
      'https://www.youtube.com/user/theCodyReeder/videos?view=0&sort=da&flow=grid',
      'https://www.youtube.com/user/numberphile/live',
    ],
    fromDocument: resolveYoutubeChannel,
  },
  none: [
    'https://www.youtube.com/',
    'https://www.youtube.com/feed/subscriptions',
    'https://www.youtube.com/playlist?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI',
    'https://www.youtube.com/embed/videoseries?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI',
    'https://www.youtube.com/embed/live_stream?channel=UCHnyfMqiRRG1u-2MsSQLbXA',
    'https://www.youtube.com/account',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://youtu.be/',
    'https://www.youtube.com/results',
    'https://music.youtube.com/channel/UCHnyfMqiRRG1u-2MsSQLbXA',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'ftp://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/@veritasium/video/extra',
    'https://www.youtube.com/hashtag/shorts',
    'https://www.youtube.com/attribution_link?u=%2Fwatch%3Fv%3DdQw4w9WgXcQ',
    'https://www.youtube.com/shorts/',
    'https://consent.youtube.com/m?continue=https%3A%2F%2Fwww.youtube.com%2Flive%2FqVv6vCqciTM%3Fcbrd%3D1&gl=NL&m=0&pc=yt&hl=en&src=1',
    'https://www.youtube.com/clip/UgytZKpehg-hEMBSn3F4AaABCQ',
    'https://www.youtube.com/source/Lyj-MZSAA9o/shorts',
    'https://music.youtube.com/browse/UC9ALqqC4aIeG5iDs7i90Bfw',
    'https://music.youtube.com/search?q=royalty+free+music',
    'https://www.youtube.com/feed/trending?bp=4gIcGhpnYW1pbmdfY29ycHVzX21vc3RfcG9wdWxhcg%3D%3D',
    'https://www.youtube.com/redirect?q=https%3A%2F%2Fexample.com&v=dQw4w9WgXcQ',
    'https://www.youtube.com/NASAgovVideo/videos',
    'https://www.youtube.com/TheYoungTurks/live',
    'https://www.youtube.com/watch?x-yt-cl=84503534',
    'https://youtu.be/dQw4w9WgXcQ/extra',
    'https://www.youtube.com/watch?feature=foo',
    'https://www.youtube.com/watch?t=2372',
    'https://www.youtube.com/watch?v=N_708QY7Ob',
    'https://www.youtube.com/post/UgkxL0eYhWk8eB6ZxH1jRk3nT2pQ4sVw5yXz',
    'https://tv.youtube.com/watch/sec-network',
    'https://www.youtube.com/feeds/videos.xml?user=GAMERTAGVR',
    'https://www.youtube.com/feeds/videos.xml?playlist_id=PLKp8CenWaxrBvyoP7cq3ESrXhnS7yGaTh',
    'https://youtube.googleapis.com/youtube/v3/videos?part=snippet&id=dQw4w9WgXcQ',
    'https://piped.video/watch?v=VZIm_2MgdeA',
    'https://y.com.sb/watch?v=xKTygGa6hg0',
    'https://yewtu.be/watch?v=xKTygGa6hg0',
  ],
});
