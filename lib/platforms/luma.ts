import { isRecord, parseJson } from './page-data';
import { anySubdomain, type DomResolver, definePlatform, type PageMatch } from './platform';
import type { PageUrl } from './url';

/** Pages live on lu.ma and luma.com; api hosts serve the iCal feeds users subscribe to. */
const isSite = (host: string) => /^(?:www\.)?(?:lu\.ma|luma\.com)$/.test(host);
const isApi = (host: string) => /^api2?\.(?:lu\.ma|luma\.com)$/.test(host);

const eventId = /^evt-[A-Za-z0-9_-]+$/;
const calendarId = /^cal-[A-Za-z0-9_-]+$/;
const placeId = /^discplace-[A-Za-z0-9_-]+$/;

const matching = (pattern: RegExp, value: string | undefined) =>
  value !== undefined && pattern.test(value) ? value : undefined;

/** An id written straight after the host: lu.ma/evt-…, lu.ma/cal-…, lu.ma/discplace-…. */
const direct = ({ host, path }: PageUrl, pattern: RegExp) =>
  isSite(host) && path.length === 1 ? matching(pattern, path[0]) : undefined;

/** The iCal feed of a calendar or a place: api.lu.ma/ics/get?entity=calendar|discover&id=…. */
const feed = ({ host, lower, query }: PageUrl, entity: string, pattern: RegExp) =>
  isApi(host) && lower.join('/') === 'ics/get' && query('entity') === entity
    ? matching(pattern, query('id'))
    : undefined;

// Luma's own pages at the root: never an event, calendar or place slug.
const reserved = new Set([
  'discover',
  'signin',
  'signup',
  'login',
  'logout',
  'home',
  'settings',
  'create',
  'calendar',
  'calendars',
  'event',
  'events',
  'embed',
  'explore',
  'pricing',
  'help',
  'terms',
  'privacy',
  'legal',
  'about',
  'careers',
  'user',
  'u',
  'personal',
  'notifications',
  'check-in',
  'verify',
  'ios',
  'android',
]);

/** What a bare lu.ma/<slug> page can be, by the prefix of the `api_id` its data carries. */
const kinds = [
  { key: 'event', prefix: 'evt-', kind: 'event', param: 'eventId' },
  { key: 'calendar', prefix: 'cal-', kind: 'calendar', param: 'calendarId' },
  { key: 'place', prefix: 'discplace-', kind: 'place', param: 'placeId' },
] as const;

const apiId = (value: unknown, prefix: string): string | undefined => {
  const id = isRecord(value) ? value.api_id : undefined;
  return typeof id === 'string' && id.startsWith(prefix) && /^[\w-]+$/.test(id) ? id : undefined;
};

/** The page's own object: checked where Luma keeps it, then in the nearest object that has one. */
const findPage = (pageProps: unknown): PageMatch | null => {
  // Breadth first, so the page's own data (near the top) wins over ids nested in lists below it,
  // such as an event's calendar or a place's events.
  const queue: unknown[] = [pageProps];
  for (let visited = 0; queue.length > 0 && visited < 2000; visited += 1) {
    const node = queue.shift();
    if (!isRecord(node)) continue;
    for (const { key, prefix, kind, param } of kinds) {
      const id = apiId(node[key], prefix);
      if (id) return { area: 'events', kind, params: { [param]: id } };
    }
    for (const value of Object.values(node)) if (isRecord(value)) queue.push(value);
  }
  return null;
};

/** Luma is a Next.js site: the page's data sits in `__NEXT_DATA__`. */
export const resolveLumaPage: DomResolver = (doc) => {
  const data = parseJson(doc.getElementById('__NEXT_DATA__')?.textContent);
  const props = isRecord(data) && isRecord(data.props) ? data.props.pageProps : undefined;
  const initial =
    isRecord(props) && isRecord(props.initialData) ? props.initialData.data : undefined;
  return findPage(initial) ?? findPage(props);
};

export const luma = definePlatform({
  id: 'luma',
  name: 'Luma',
  area: 'events',
  homepage: 'https://luma.com/discover',
  matches: anySubdomain('lu.ma', 'luma.com'),
  domains: ['lu.ma', 'luma.com'],
  pages: {
    event: {
      detect: (url) => {
        const { host, path, lower } = url;
        const embedded =
          lower[0] === 'embed' &&
          lower[1] === 'event' &&
          (path.length === 3 || (path.length === 4 && lower[3] === 'simple'));
        const id =
          direct(url, eventId) ??
          // /event/evt-… and its short form /e/evt-…
          (isSite(host) && (lower[0] === 'event' || lower[0] === 'e') && path.length === 2
            ? matching(eventId, path[1])
            : undefined) ??
          (isSite(host) && embedded ? matching(eventId, path[2]) : undefined);
        return id === undefined ? undefined : { eventId: id };
      },
      examples: [
        ['https://lu.ma/event/evt-UkQmzgDlFU4DNoy', { eventId: 'evt-UkQmzgDlFU4DNoy' }],
        ['https://lu.ma/e/evt-zAGIImpXc1VXgki', { eventId: 'evt-zAGIImpXc1VXgki' }],
        [
          'https://luma.com/event/evt-KvLLM707XPkTH3N?utm_source=newsletter',
          { eventId: 'evt-KvLLM707XPkTH3N' },
        ],
        [
          'https://lu.ma/embed/event/evt-5L5GDEKngBTgA72/simple',
          { eventId: 'evt-5L5GDEKngBTgA72' },
        ],
        ['https://luma.com/embed/event/evt-t6GaPVkTzzLTkpM', { eventId: 'evt-t6GaPVkTzzLTkpM' }],
        ['https://www.luma.com/event/evt-yXfKqDUpLmw8ggX/', { eventId: 'evt-yXfKqDUpLmw8ggX' }],
        ['http://lu.ma/event/evt-xNs3p4DfZd56WHG#register', { eventId: 'evt-xNs3p4DfZd56WHG' }],
        ['https://LU.MA/evt-JD8DRxzzE3l3PCk?tk=Xy12Ab', { eventId: 'evt-JD8DRxzzE3l3PCk' }],
        [
          'https://luma.com/embed/event/evt-UkQmzgDlFU4DNoy/simple',
          { eventId: 'evt-UkQmzgDlFU4DNoy' },
        ],
        ['https://lu.ma/evt-UkQmzgDlFU4DNoy?tk=AbC123', { eventId: 'evt-UkQmzgDlFU4DNoy' }],
      ],
    },
    calendar: {
      detect: (url) => {
        const { host, path, lower } = url;
        const embedded =
          lower[0] === 'embed' &&
          lower[1] === 'calendar' &&
          (path.length === 3 || (path.length === 4 && lower[3] === 'events'));
        const id =
          direct(url, calendarId) ??
          feed(url, 'calendar', calendarId) ??
          (isSite(host) && lower[0] === 'calendar' && path.length === 2
            ? matching(calendarId, path[1])
            : undefined) ??
          (isSite(host) && embedded ? matching(calendarId, path[2]) : undefined);
        return id === undefined ? undefined : { calendarId: id };
      },
      examples: [
        ['https://lu.ma/calendar/cal-hikbaXGuzfFH9l6', { calendarId: 'cal-hikbaXGuzfFH9l6' }],
        [
          'https://luma.com/calendar/cal-83qgXZHIf3NOLJd?utm_medium=social',
          { calendarId: 'cal-83qgXZHIf3NOLJd' },
        ],
        [
          'https://lu.ma/embed/calendar/cal-LtL994FHFsKgfPv/events',
          { calendarId: 'cal-LtL994FHFsKgfPv' },
        ],
        [
          'https://lu.ma/embed/calendar/cal-0Gt4yRZeQakRw8M/events?lt=light',
          { calendarId: 'cal-0Gt4yRZeQakRw8M' },
        ],
        [
          'https://api2.luma.com/ics/get?entity=calendar&id=cal-ZVonmjVxLk7F2oM',
          { calendarId: 'cal-ZVonmjVxLk7F2oM' },
        ],
        ['http://www.lu.ma/calendar/cal-Pj8ibnEe0RyZsPH/', { calendarId: 'cal-Pj8ibnEe0RyZsPH' }],
        ['https://luma.com/cal-S2KwfjOEzcZl8E8', { calendarId: 'cal-S2KwfjOEzcZl8E8' }],
        [
          'https://luma.com/calendar/cal-hikbaXGuzfFH9l6?period=past',
          { calendarId: 'cal-hikbaXGuzfFH9l6' },
        ],
      ],
    },
    // Place pages are bare slugs (lu.ma/sf): only their iCal feed or a bare id names the place.
    place: {
      detect: (url) => {
        const id = direct(url, placeId) ?? feed(url, 'discover', placeId);
        return id === undefined ? undefined : { placeId: id };
      },
      examples: [
        [
          'https://api.lu.ma/ics/get?entity=discover&id=discplace-BDj7GNbGlsF7Cka',
          { placeId: 'discplace-BDj7GNbGlsF7Cka' },
        ],
        [
          'https://api2.luma.com/ics/get?entity=discover&id=discplace-mUbtdfNjfWaLQ72',
          { placeId: 'discplace-mUbtdfNjfWaLQ72' },
        ],
        [
          'https://api.luma.com/ics/get?entity=discover&id=discplace-0tPy8KGz3xMycnt',
          { placeId: 'discplace-0tPy8KGz3xMycnt' },
        ],
        [
          'http://API.LU.MA/ics/get?entity=discover&id=discplace-FQ4E58PeBMHGTKK',
          { placeId: 'discplace-FQ4E58PeBMHGTKK' },
        ],
        [
          'https://api2.luma.com/ics/get?id=discplace-Izx1rQVSh8njYpP&entity=discover',
          { placeId: 'discplace-Izx1rQVSh8njYpP' },
        ],
        ['https://luma.com/discplace-VGLZZfVwOKRD1Yd', { placeId: 'discplace-VGLZZfVwOKRD1Yd' }],
      ],
    },
    categories: {
      onHost: isSite,
      detect: ({ path, lower }) => (path.length === 1 && lower[0] === 'discover' ? {} : undefined),
      examples: [
        ['https://lu.ma/discover', {}],
        ['https://luma.com/discover?utm_source=luma_home', {}],
        ['https://www.luma.com/discover/', {}],
        ['http://LU.MA/discover#popular', {}],
        ['https://luma.com/discover?ref=nav', {}],
        ['https://lu.ma/Discover', {}],
        ['https://luma.com/discover?category=ai', {}],
      ],
    },
  },
  needsDom: {
    // lu.ma/<slug> is an event, a calendar or a place: only the page itself tells.
    onHost: isSite,
    detect: ({ path, lower }) => {
      const slug = lower[0] ?? '';
      return (
        path.length === 1 &&
        /^[a-z0-9_-]+$/.test(slug) &&
        !reserved.has(slug) &&
        !/^(?:evt|cal|discplace)-/.test(slug)
      );
    },
    examples: [
      'https://lu.ma/sf',
      'https://luma.com/genai-sf',
      'https://lu.ma/ai-tinkerers-sf?tk=Abc123',
      'https://luma.com/toronto/',
      'https://lu.ma/x7k2m9pq?utm_source=twitter',
      'https://www.luma.com/AnkaraBuildClub',
    ],
    fromDocument: resolveLumaPage,
  },
  none: [
    'https://lu.ma/',
    'https://luma.com/home',
    'https://lu.ma/signin',
    'https://luma.com/settings',
    'https://lu.ma/create',
    'https://luma.com/pricing',
    'https://lu.ma/calendar',
    'https://luma.com/terms',
    'https://lu.ma/user/jane-doe',
    'https://lu.ma/favicon.ico',
    'https://lu.ma/event/evt-',
    'https://lu.ma/event/cal-hikbaXGuzfFH9l6',
    'https://help.luma.com/p/helpcenter',
    'https://api.lu.ma/ics/get?entity=calendar&id=discplace-BDj7GNbGlsF7Cka',
    'https://notlu.ma/sf',
    'https://lu.ma.evil.example/event/evt-UkQmzgDlFU4DNoy',
    'webcal://api.lu.ma/ics/get?entity=discover&id=discplace-BDj7GNbGlsF7Cka',
    'https://lu.ma/event/manage/evt-UkQmzgDlFU4DNoy',
  ],
});
