import { flat } from '../../api/credits';
import { endpointsOf, type Pagination } from '../../api/endpoint';
import { prefixedId, size, text, token } from '../../api/params';
import { z } from '../../zod';
import { eventsSchemas } from './schemas';

const endpoint = endpointsOf('events');

const byCursor: Pagination = {
  style: 'token',
  param: 'cursor',
  next: 'nextCursor',
  hasMore: 'hasMore',
  items: 'events',
};

const listParams = () => ({ count: size(25, 50), cursor: token() });

export const eventsEndpoints = [
  endpoint({
    name: 'event',
    label: 'Event',
    summary: 'The event: time, place, hosts, guests and tickets.',
    pages: ['event'],
    path: '/events/events/:eventId',
    params: () => z.strictObject({ eventId: prefixedId('evt-') }),
    example: { eventId: 'evt-8Hq2LmZ4xT1' },
    response: () => eventsSchemas().event,
    credits: flat(2),
  }),
  endpoint({
    name: 'placeEvents',
    label: 'Events here',
    summary: 'Upcoming events of the place.',
    pages: ['place'],
    path: '/events/places/:placeId/events',
    params: () => z.strictObject({ placeId: prefixedId('discplace-'), ...listParams() }),
    example: { placeId: 'discplace-BDj7GNbGlsF7Cka' },
    response: () => eventsSchemas().placeEvents,
    itemKey: 'id',
    credits: flat(2),
    pagination: byCursor,
  }),
  endpoint({
    name: 'search',
    label: 'Search events',
    summary: 'Events of the place that match a query.',
    pages: ['place'],
    path: '/events/events/search',
    params: () =>
      z.strictObject({ place_id: prefixedId('discplace-'), q: text(), ...listParams() }),
    example: { place_id: 'discplace-BDj7GNbGlsF7Cka', q: 'ai' },
    response: () => eventsSchemas().searchEvents,
    itemKey: 'id',
    credits: flat(2),
    pagination: byCursor,
    fromPage: { place_id: 'placeId' },
  }),
  endpoint({
    name: 'calendarEvents',
    label: 'Events',
    summary: "The calendar's events.",
    pages: ['calendar'],
    path: '/events/calendars/:calendarId/events',
    params: () => z.strictObject({ calendarId: prefixedId('cal-'), ...listParams() }),
    example: { calendarId: 'cal-r8BcsXhhHYmA3tp' },
    response: () => eventsSchemas().calendarEvents,
    itemKey: 'id',
    credits: flat(2),
    pagination: byCursor,
  }),
  endpoint({
    name: 'categories',
    label: 'Categories',
    summary: 'Every event category with its event and subscriber counts.',
    pages: ['categories'],
    path: '/events/categories',
    params: () => z.strictObject({}),
    example: {},
    response: () => eventsSchemas().categories,
    itemKey: 'id',
    credits: flat(1),
  }),
  endpoint({
    name: 'place',
    label: 'Place',
    summary: 'The place: description, continent and event count.',
    pages: ['place'],
    path: '/events/places/:placeId',
    params: () => z.strictObject({ placeId: prefixedId('discplace-') }),
    example: { placeId: 'discplace-BDj7GNbGlsF7Cka' },
    response: () => eventsSchemas().place,
    credits: flat(1),
  }),
];
