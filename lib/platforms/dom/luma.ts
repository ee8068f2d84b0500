import type { PageMatch } from '../platform';
import { type DomResolver, type DomResolvers, isRecord, parseJson } from './resolver';

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

export const lumaResolvers: DomResolvers = { needsDom: resolveLumaPage };
