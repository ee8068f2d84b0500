import type { AreaViews } from '../index';

/** An event as the search and calendar lists carry it: cover, time, guests, link on Luma. */
const listedEvent = {
  image: 'coverUrl',
  title: 'name',
  date: 'startAt',
  link: 'url',
  counts: { guests: 'guestCount' },
  facts: { timezone: 'timezone' },
};

const guestsChart = { label: 'Guests', value: 'guestCount' };

export const views = {
  event: {
    family: 'card',
    card: {
      image: 'coverUrl',
      title: 'name',
      subtitle: 'calendar.name',
      date: 'startAt',
      link: 'url',
      counts: { guests: 'guestCount', 'spots left': 'ticketInfo.spotsRemaining' },
      facts: { address: 'location.address', city: 'location.city', timezone: 'timezone' },
    },
    lists: [
      {
        label: 'Hosts',
        items: 'hosts',
        item: {
          title: 'name',
          subtitle: 'username',
          text: 'bio',
          link: 'https://lu.ma/user/{username}',
        },
      },
    ],
  },
  placeEvents: {
    family: 'list',
    items: 'events',
    item: {
      title: 'name',
      date: 'startAt',
      link: 'https://lu.ma/{id}',
      counts: { guests: 'guestCount' },
    },
    chart: guestsChart,
  },
  search: {
    family: 'list',
    items: 'events',
    item: {
      ...listedEvent,
      subtitle: 'location.address',
      counts: { guests: 'guestCount', 'spots left': 'ticketInfo.spotsRemaining' },
      facts: { city: 'location.city', timezone: 'timezone' },
    },
    chart: guestsChart,
  },
  calendarEvents: {
    family: 'list',
    items: 'events',
    item: { ...listedEvent, subtitle: 'calendar.name' },
    chart: guestsChart,
  },
  categories: {
    family: 'list',
    items: '',
    item: {
      title: 'name',
      text: 'description',
      link: 'https://lu.ma/{slug}',
      counts: { events: 'eventCount', subscribers: 'subscriberCount' },
    },
    chart: { label: 'Events', value: 'eventCount' },
  },
  place: {
    family: 'card',
    card: {
      title: 'name',
      text: 'description',
      link: 'https://lu.ma/{slug}',
      counts: { events: 'eventCount' },
      facts: { continent: 'continent' },
    },
  },
} satisfies AreaViews<'events'>;
