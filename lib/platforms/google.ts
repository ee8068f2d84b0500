import { definePlatform, type PageParams } from './platform';
import type { PageUrl } from './url';

/**
 * Google's search domains (google.com/supported_domains). Match patterns cannot wildcard a
 * top-level domain, so the content script lists each one.
 */
export const googleDomains = `google.com google.ad google.ae google.com.af google.com.ag google.al
google.am google.co.ao google.com.ar google.as google.at google.com.au google.az google.ba
google.com.bd google.be google.bf google.bg google.com.bh google.bi google.bj google.com.bn
google.com.bo google.com.br google.bs google.bt google.co.bw google.by google.com.bz google.ca
google.cd google.cf google.cg google.ch google.ci google.co.ck google.cl google.cm google.cn
google.com.co google.co.cr google.com.cu google.cv google.com.cy google.cz google.de google.dj
google.dk google.dm google.com.do google.dz google.com.ec google.ee google.com.eg google.es
google.com.et google.fi google.com.fj google.fm google.fr google.ga google.ge google.gg
google.com.gh google.com.gi google.gl google.gm google.gr google.com.gt google.gy google.com.hk
google.hn google.hr google.ht google.hu google.co.id google.ie google.co.il google.im google.co.in
google.iq google.is google.it google.je google.com.jm google.jo google.co.jp google.co.ke
google.com.kh google.ki google.kg google.co.kr google.com.kw google.kz google.la google.com.lb
google.li google.lk google.co.ls google.lt google.lu google.lv google.com.ly google.co.ma
google.md google.me google.mg google.mk google.ml google.com.mm google.mn google.com.mt google.mu
google.mv google.mw google.com.mx google.com.my google.co.mz google.com.na google.com.ng
google.com.ni google.ne google.nl google.no google.com.np google.nr google.nu google.co.nz
google.com.om google.com.pa google.com.pe google.com.pg google.com.ph google.com.pk google.pl
google.pn google.com.pr google.ps google.pt google.com.py google.com.qa google.ro google.ru
google.rw google.com.sa google.com.sb google.sc google.se google.com.sg google.sh google.si
google.sk google.com.sl google.sn google.so google.sm google.sr google.st google.com.sv
google.td google.tg google.co.th google.com.tj google.tl google.tm google.tn google.to
google.com.tr google.tt google.com.tw google.co.tz google.com.ua google.co.ug google.co.uk
google.com.uy google.co.uz google.com.vc google.co.ve google.co.vi google.com.vn google.vu
google.ws google.rs google.co.za google.co.zm google.co.zw google.cat`.split(/\s+/);

/**
 * Search, news, shopping and finance: www.google.<tld>, the bare google.<tld>, and
 * encrypted.google.com, the old https-only search host still in bookmarks and search settings.
 */
const searchHosts = new Set([
  ...googleDomains.flatMap((domain) => [domain, `www.${domain}`]),
  'encrypted.google.com',
]);
/** Trends: trends.google.com, and the country hosts that lead there. */
const trendsHosts = new Set(googleDomains.map((domain) => `trends.${domain}`));

// The result tab: tbm (older, still written) or udm. Images, videos, books, ... are not ours.
const tabs = new Map([
  ['tbm:nws', 'news'],
  ['tbm:shop', 'shopping'],
  ['udm:14', 'search'],
  ['udm:28', 'shopping'],
]);
const tabOf = (query: PageUrl['query']): string | undefined => {
  const tbm = query('tbm');
  if (tbm !== undefined) return tabs.get(`tbm:${tbm}`);
  const udm = query('udm');
  return udm === undefined ? 'search' : tabs.get(`udm:${udm}`);
};

const onSearchHost = (host: string) => searchHosts.has(host);

const searchTab =
  (kind: string) =>
  ({ path, lower, query }: PageUrl): PageParams | undefined => {
    const q = query('q');
    return lower[0] === 'search' && path.length === 1 && q && tabOf(query) === kind
      ? { q }
      : undefined;
  };

const matching = (pattern: RegExp, value: string | undefined) =>
  value !== undefined && pattern.test(value) ? value : undefined;

export const google = definePlatform({
  id: 'google',
  name: 'Google',
  area: 'websearch',
  homepage: 'https://www.google.com/',
  pageNames: {
    news: 'News search',
    shopping: 'Shopping search',
    trends: 'Trends search',
    finance: 'Finance quote',
  },
  // Search, news, shopping and finance live on www.google.<tld>; trends on its own host. Other
  // Google hosts (mail, docs, ...) are none of Sidelight's business.
  matches: [
    ...googleDomains.map((domain) => `https://www.${domain}/*`),
    'https://trends.google.com/*',
  ],
  domains: googleDomains,
  pages: {
    search: {
      onHost: onSearchHost,
      detect: searchTab('search'),
      examples: [
        ['https://www.google.com/search?q=best+espresso+grinder', { q: 'best espresso grinder' }],
        [
          'https://www.google.de/search?q=wetter+berlin&hl=de&sca_esv=5f2a1b7c&ei=Zk3aZf7uLqGb&ved=0ahUKEwi',
          { q: 'wetter berlin' },
        ],
        ['https://google.com/search?q=%E5%AF%BF%E5%8F%B8', { q: '寿司' }],
        [
          'https://www.google.co.uk/search?q=c%2B%2B+tutorial&oq=c%2B%2B&sourceid=chrome&ie=UTF-8',
          { q: 'c++ tutorial' },
        ],
        ['https://www.google.com.br/search?q=futebol&udm=14', { q: 'futebol' }],
        ['http://WWW.GOOGLE.COM/search?client=firefox-b-d&q=rust+async#ip=1', { q: 'rust async' }],
        ['https://www.google.com/search?client=firefox-b-d&q=best+coffee', { q: 'best coffee' }],
        [
          'https://www.google.com/search?client=safari&rls=en&q=tide+times&ie=UTF-8&oe=UTF-8',
          { q: 'tide times' },
        ],
        [
          'https://www.google.com/search?q=rust+async&sca_esv=abc123&sxsrf=AHTn8zq&source=hp&ei=Zk3a&iflsig=AL9h',
          { q: 'rust async' },
        ],
        [
          'https://www.google.co.jp/search?q=%E5%AF%BF%E5%8F%B8&oq=%E5%AF%BF&sourceid=chrome&ie=UTF-8',
          { q: '寿司' },
        ],
        ['https://encrypted.google.com/search?q=Markup+(business)', { q: 'Markup (business)' }],
        ['https://encrypted.google.com/search?hl=en&q=rust+async', { q: 'rust async' }],
      ],
    },
    news: {
      onHost: onSearchHost,
      detect: searchTab('news'),
      examples: [
        ['https://www.google.com/search?q=electric+vehicles&tbm=nws', { q: 'electric vehicles' }],
        ['https://www.google.co.uk/search?q=election&tbm=nws&source=lnms&sa=X', { q: 'election' }],
        ['https://www.google.de/search?tbm=nws&q=bundestag&hl=de', { q: 'bundestag' }],
        ['https://google.com/search?q=apple+earnings&tbm=nws&tbs=qdr:d', { q: 'apple earnings' }],
        ['https://www.google.co.in/search?q=monsoon+update&tbm=nws&gl=in', { q: 'monsoon update' }],
        ['http://www.google.ca/search?q=raptors&tbm=nws#news', { q: 'raptors' }],
        ['https://www.google.com/search?q=rust&tbm=nws', { q: 'rust' }],
        ['https://encrypted.google.com/search?q=wybory&tbm=nws', { q: 'wybory' }],
      ],
    },
    shopping: {
      onHost: onSearchHost,
      detect: searchTab('shopping'),
      examples: [
        ['https://www.google.com/search?q=espresso+machine&tbm=shop', { q: 'espresso machine' }],
        ['https://www.google.com/search?q=running+shoes&udm=28', { q: 'running shoes' }],
        [
          'https://www.google.co.uk/search?q=air+fryer&tbm=shop&tbs=mr:1,price:1,ppr_max:100',
          { q: 'air fryer' },
        ],
        [
          'https://www.google.de/search?q=kaffeevollautomat&udm=28&hl=de',
          { q: 'kaffeevollautomat' },
        ],
        ['https://google.com.au/search?q=standing+desk&tbm=shop', { q: 'standing desk' }],
        ['https://www.google.com/search?udm=28&q=4k+monitor&sca_esv=abc123', { q: '4k monitor' }],
        ['https://www.google.com/search?q=shoes&udm=28&tbs=mr:1', { q: 'shoes' }],
      ],
    },
    trends: {
      onHost: (host) => trendsHosts.has(host),
      detect: ({ lower, query }) => {
        const q = query('q');
        if (lower.join('/') !== 'trends/explore' || !q) return undefined;
        const geo = matching(/^[A-Za-z]{2}(?:-[A-Za-z0-9]{1,3})?$/, query('geo'));
        const timeframe = query('date');
        return {
          q,
          ...(geo === undefined ? {} : { geo }),
          ...(timeframe === undefined ? {} : { timeframe }),
        };
      },
      examples: [
        [
          'https://trends.google.com/trends/explore?q=pumpkin%20spice&geo=US',
          { q: 'pumpkin spice', geo: 'US' },
        ],
        [
          'https://trends.google.com/trends/explore?date=today%203-m&geo=GB&q=bitcoin&hl=en-GB',
          { q: 'bitcoin', geo: 'GB', timeframe: 'today 3-m' },
        ],
        [
          'https://trends.google.com/trends/explore?q=chatgpt&date=now%207-d',
          { q: 'chatgpt', timeframe: 'now 7-d' },
        ],
        [
          'https://trends.google.com/trends/explore?q=iphone,android&date=today%205-y&hl=en-US',
          { q: 'iphone,android', timeframe: 'today 5-y' },
        ],
        [
          'https://trends.google.de/trends/explore?q=Fu%C3%9Fball&geo=DE&hl=de',
          { q: 'Fußball', geo: 'DE' },
        ],
        [
          'https://trends.google.com/trends/explore?geo=US-CA&q=wildfire&date=all',
          { q: 'wildfire', geo: 'US-CA', timeframe: 'all' },
        ],
        [
          'https://trends.google.com/trends/explore?date=2024-01-01%202024-06-30&q=taylor+swift',
          { q: 'taylor swift', timeframe: '2024-01-01 2024-06-30' },
        ],
        ['https://trends.google.com/trends/explore?q=rust&geo=DE&hl=de', { q: 'rust', geo: 'DE' }],
      ],
    },
    // AAPL:NASDAQ, .INX:INDEXSP, BRK.B:NYSE, BTC-USD: the ticker as the page names it.
    finance: {
      onHost: onSearchHost,
      detect: ({ path, lower }) => {
        const ticker =
          lower[0] === 'finance' && lower[1] === 'quote' && path.length === 3
            ? matching(/^[A-Za-z0-9.^_-]+(?::[A-Za-z0-9_]+)?$/, path[2])
            : undefined;
        return ticker === undefined ? undefined : { ticker: ticker.toUpperCase() };
      },
      examples: [
        ['https://www.google.com/finance/quote/AAPL:NASDAQ', { ticker: 'AAPL:NASDAQ' }],
        ['https://www.google.com/finance/quote/GOOGL:NASDAQ?hl=en', { ticker: 'GOOGL:NASDAQ' }],
        ['https://www.google.com/finance/quote/.INX:INDEXSP?window=5D', { ticker: '.INX:INDEXSP' }],
        ['https://www.google.co.uk/finance/quote/VOD:LON', { ticker: 'VOD:LON' }],
        ['https://www.google.com/finance/quote/BTC-USD', { ticker: 'BTC-USD' }],
        ['https://www.google.com/finance/quote/brk.b:nyse', { ticker: 'BRK.B:NYSE' }],
        ['https://google.com/finance/quote/7203:TYO/', { ticker: '7203:TYO' }],
        ['https://www.google.com/finance/quote/NVDA:NASDAQ?window=1Y', { ticker: 'NVDA:NASDAQ' }],
      ],
    },
  },
  none: [
    'https://www.google.com/',
    'https://www.google.de/?hl=de',
    'https://www.google.com/search',
    'https://www.google.com/search?q=cats&tbm=isch',
    'https://www.google.com/search?q=cats&udm=2',
    'https://www.google.com/search?q=trailer&tbm=vid',
    'https://images.google.com/search?q=cats',
    'https://mail.google.com/mail/u/0/#inbox',
    'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit',
    'https://news.google.com/search?q=ai',
    'https://accounts.google.com/signin',
    'https://support.google.com/websearch/answer/134479',
    'https://www.google.com/preferences',
    'https://www.google.com/maps/search/coffee',
    'https://www.google.com/finance/',
    'https://trends.google.com/trends/explore',
    'https://trends.google.com/trending?geo=US',
    'https://notgoogle.com/search?q=cats',
    'https://google.com.evil.example/search?q=cats',
    'https://www.google.com/search?q=cats&tbm=isch',
    'https://www.google.com/search?q=trailer&udm=7',
    'https://www.google.com/url?q=https%3A%2F%2Fexample.com&sa=U',
    'https://shopping.google.com/search?q=shoes',
  ],
});
