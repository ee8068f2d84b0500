import { z } from '../../zod';
import { bool, built, int, nextToken, record, seenOnlyNull, str, timestamp } from '../fields';

/** The answers of /events, built the first time one is checked. */
export const eventsSchemas = built(() => {
  const location = record({ type: str, address: str, city: str, region: str });
  const calendarRef = record({ id: str, name: str, slug: str });

  /** What every listed event has. Ids carry their kind: evt-, cal-, discplace-, cat-. */
  const eventFields = {
    id: str,
    url: str,
    name: str,
    coverUrl: str,
    startAt: timestamp,
    endAt: timestamp,
    /** An IANA zone name such as Europe/Berlin. */
    timezone: str,
    guestCount: int,
  };

  const event = record({
    ...eventFields,
    locationType: str,
    location,
    ticketInfo: record({ isFree: bool, price: seenOnlyNull, isSoldOut: bool, spotsRemaining: int }),
    hosts: z.array(record({ id: str, name: str, username: str, bio: str })),
    calendar: calendarRef,
  });

  const placeEventItem = record({ id: str, name: str, startAt: timestamp, guestCount: int });

  const searchEventItem = record({
    ...eventFields,
    locationType: str,
    location,
    ticketInfo: record({ isFree: bool, isSoldOut: bool, spotsRemaining: int }),
    hosts: z.array(record({ name: str, username: str })),
  });

  const calendarEventItem = record({ ...eventFields, calendar: calendarRef });

  const category = record({
    id: str,
    name: str,
    slug: str,
    description: str,
    eventCount: int,
    subscriberCount: int,
  });

  const place = record({
    id: str,
    name: str,
    slug: str,
    description: str,
    eventCount: int,
    continent: str,
  });

  const eventPage = <
    T extends typeof placeEventItem | typeof searchEventItem | typeof calendarEventItem,
  >(
    item: T,
  ) => record({ events: z.array(item), nextCursor: nextToken, hasMore: bool });

  const placeEvents = eventPage(placeEventItem);
  const searchEvents = eventPage(searchEventItem);
  const calendarEvents = eventPage(calendarEventItem);
  /** A bare array. */
  const categories = z.array(category);
  return {
    event,
    placeEventItem,
    searchEventItem,
    calendarEventItem,
    category,
    place,
    placeEvents,
    searchEvents,
    calendarEvents,
    categories,
  };
});
