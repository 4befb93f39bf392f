import type { CreateEventRequest, Event } from '@tessera/contracts';
import { nowIso, nowMs } from '../platform/clock.ts';

const day = 86_400_000;
const hour = 3_600_000;

interface DemoEvent {
  request: CreateEventRequest;
  then?: 'cancel';
}

/** `offsetMs` from now, on a quarter hour; whole days land at 17:00 UTC (an evening in Europe). */
const at = (offsetMs: number) => {
  const date = new Date(Math.round((nowMs() + offsetMs) / (15 * 60_000)) * 15 * 60_000);
  if (offsetMs !== 0 && offsetMs % day === 0) date.setUTCHours(17, 0, 0, 0);
  return date.toISOString();
};

const after = (iso: string, durationMs: number) => new Date(Date.parse(iso) + durationMs).toISOString();

const paragraph = (text: string): NonNullable<Event['description']> => ({
  nodes: [
    { type: 'PARAGRAPH', id: 'p1', nodes: [{ type: 'TEXT', id: 't1', textData: { text, decorations: [] } }] },
  ],
  metadata: {
    version: 1,
    createdTimestamp: nowIso(),
    updatedTimestamp: nowIso(),
  },
});

const venue = (
  name: string,
  street: string,
  number: string,
  city: string,
  country: string,
  postalCode: string,
  lat: number,
  lng: number,
) => ({
  type: 'VENUE' as const,
  name,
  address: {
    streetAddress: { name: street, number },
    city,
    country,
    postalCode,
    formattedAddress: `${street} ${number}, ${postalCode} ${city}`,
    geocode: { latitude: lat, longitude: lng },
  },
});

const online = { type: 'ONLINE' as const, name: 'Online' };

/** Each venue's city keeps its own clock; online events run on the organiser's (Berlin). */
export const CITY_TIME_ZONES: Record<string, string> = {
  Berlin: 'Europe/Berlin',
  Lisbon: 'Europe/Lisbon',
};
const ORGANISER_TIME_ZONE = 'Europe/Berlin';

const timeZoneOf = (location: Event['location']) =>
  CITY_TIME_ZONES[location?.address?.city ?? ''] ?? ORGANISER_TIME_ZONE;

function event(
  title: string,
  startOffset: number,
  durationMs: number,
  location: Event['location'],
  extra: Partial<Event> = {},
  options: { draft?: boolean; categories?: string[] } = {},
): CreateEventRequest {
  return {
    draft: options.draft,
    event: {
      title,
      shortDescription: `${title} — join us.`,
      location,
      dateAndTimeSettings: {
        startDate: at(startOffset),
        endDate: after(at(startOffset), durationMs),
        timeZoneId: timeZoneOf(location),
        showTimeZone: true,
      },
      registration: {
        initialType: 'RSVP',
        rsvp: { responseType: 'YES_AND_NO', limit: 100, waitlistEnabled: true },
      },
      description: paragraph(`${title}: everything you need to know.`),
      categories: { categories: (options.categories ?? []).map((name) => ({ name })) },
      ...extra,
    },
  };
}

const berlinHall = venue(
  'Kulturbrauerei',
  'Schönhauser Allee',
  '36',
  'Berlin',
  'DE',
  '10435',
  52.5389,
  13.4128,
);
const lisbonHub = venue(
  'LX Factory',
  'Rua Rodrigues de Faria',
  '103',
  'Lisbon',
  'PT',
  '1300-501',
  38.7036,
  -9.1786,
);
const ticketing = {
  registration: { initialType: 'TICKETING' as const, tickets: { currency: 'EUR', ticketLimitPerOrder: 10 } },
};

/** A dozen realistic events: upcoming, started, ended, drafts, canceled, online, TBD, recurring. */
export const demoEvents = (): DemoEvent[] => [
  {
    request: event('Berlin Jazz Night', 12 * day, 4 * hour, berlinHall, ticketing, { categories: ['Music'] }),
  },
  {
    request: event('Open Source Summit Lisbon', 30 * day, 2 * day, lisbonHub, ticketing, {
      categories: ['Tech', 'Conference'],
    }),
  },
  {
    request: event(
      'Intro to Pottery Workshop',
      5 * day,
      3 * hour,
      berlinHall,
      {},
      { categories: ['Workshop'] },
    ),
  },
  {
    request: event(
      'Remote Product Meetup',
      2 * day,
      2 * hour,
      online,
      { onlineConferencing: { enabled: true, type: 'MEETING' } },
      { categories: ['Tech'] },
    ),
  },
  {
    request: event(
      'Sunrise Yoga in the Park',
      -1 * hour,
      3 * hour,
      berlinHall,
      {},
      { categories: ['Wellness'] },
    ),
  },
  {
    request: event('Autumn Wine Tasting', -20 * day, 3 * hour, lisbonHub, ticketing, {
      categories: ['Food & Drink'],
    }),
  },
  { request: event('Spring Hackathon', -60 * day, 2 * day, lisbonHub, {}, { categories: ['Tech'] }) },
  {
    request: event(
      'Photography Walk: Old Town',
      9 * day,
      2 * hour,
      lisbonHub,
      {},
      { categories: ['Workshop'] },
    ),
    then: 'cancel',
  },
  { request: event('Winter Gala (planning)', 45 * day, 5 * hour, berlinHall, ticketing, { draft: true }) },
  {
    request: event(
      'Board Game Marathon',
      20 * day,
      10 * hour,
      berlinHall,
      {},
      { draft: true, categories: ['Community'] },
    ),
  },
  {
    request: event('Community Garden Day', 0, 0, berlinHall, {
      dateAndTimeSettings: {
        dateAndTimeTbd: true,
        dateAndTimeTbdMessage: 'Date to be announced',
        timeZoneId: timeZoneOf(berlinHall),
      },
    }),
  },
  {
    request: event(
      'Weekly Running Club',
      3 * day,
      hour,
      berlinHall,
      {
        dateAndTimeSettings: {
          timeZoneId: timeZoneOf(berlinHall),
          recurringEvents: {
            individualEventDates: [0, 7, 14].map((w) => ({
              startDate: at((3 + w) * day),
              endDate: after(at((3 + w) * day), hour),
            })),
          },
        },
      },
      { categories: ['Sports'] },
    ),
  },
];
