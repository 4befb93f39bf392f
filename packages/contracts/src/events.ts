import { Type, type Static } from '@sinclair/typebox';
import { Empty, Filter, LooseObject, Nullable, PagingMetadata, QueryV2, StringEnum } from './common.ts';
import { EventMoney, TicketingMoney } from './money.ts';

// Events v3 (wire shape of the hosted platform's `wix.events.v3.event`).

export const EventStatuses = ['UPCOMING', 'STARTED', 'ENDED', 'CANCELED', 'DRAFT'] as const;
export type EventStatus = (typeof EventStatuses)[number];
export const LocationTypes = ['VENUE', 'ONLINE'] as const;
export const RegistrationTypes = ['RSVP', 'TICKETING', 'EXTERNAL', 'NONE'] as const;
export type RegistrationType = (typeof RegistrationTypes)[number];
export const InitialRegistrationTypes = ['RSVP', 'TICKETING'] as const;
export const RegistrationStatuses = [
  'UNKNOWN_REGISTRATION_STATUS',
  'CLOSED_AUTOMATICALLY',
  'CLOSED_MANUALLY',
  'OPEN_RSVP',
  'OPEN_RSVP_WAITLIST_ONLY',
  'OPEN_TICKETS',
  'OPEN_EXTERNAL',
  'SCHEDULED_RSVP',
] as const;
export type RegistrationStatus = (typeof RegistrationStatuses)[number];
export const RecurrenceStatuses = [
  'ONE_TIME',
  'RECURRING',
  'RECURRING_UPCOMING',
  'RECURRING_RECENTLY_ENDED',
  'RECURRING_RECENTLY_CANCELED',
] as const;
export const RequestedFields = [
  'DETAILS',
  'TEXTS',
  'REGISTRATION',
  'URLS',
  'FORM',
  'DASHBOARD',
  'FEED',
  'ONLINE_CONFERENCING_SESSION',
  'SEO_SETTINGS',
  'AGENDA',
  'CATEGORIES',
] as const;
export type RequestedField = (typeof RequestedFields)[number];
export const InputControlTypes = [
  'INPUT',
  'TEXTAREA',
  'DROPDOWN',
  'RADIO',
  'CHECKBOX',
  'NAME',
  'GUEST_CONTROL',
  'ADDRESS_SHORT',
  'ADDRESS_FULL',
  'DATE',
] as const;
export const ValueTypes = ['TEXT', 'NUMBER', 'TEXT_ARRAY', 'DATE_TIME', 'ADDRESS'] as const;

const DateTime = Type.String({ format: 'date-time' });
const OptionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
const closed = { additionalProperties: false } as const;

export const StreetAddress = Type.Object(
  {
    number: Type.Optional(Type.String({ maxLength: 100 })),
    name: Type.Optional(Type.String({ maxLength: 250 })),
    apt: Type.Optional(Type.String({ maxLength: 100 })),
  },
  closed,
);
export const Geocode = Type.Object(
  {
    latitude: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
    longitude: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
  },
  closed,
);
export const Address = Type.Object(
  {
    country: OptionalText(2),
    subdivision: OptionalText(20),
    city: OptionalText(100),
    postalCode: OptionalText(100),
    streetAddress: Type.Optional(StreetAddress),
    addressLine: OptionalText(250),
    addressLine1: OptionalText(250),
    addressLine2: OptionalText(250),
    formattedAddress: OptionalText(500),
    hint: OptionalText(250),
    geocode: Type.Optional(Geocode),
    countryFullname: OptionalText(100),
    subdivisions: Type.Optional(
      Type.Array(
        Type.Object(
          {
            code: Type.Optional(Type.String({ maxLength: 100 })),
            name: Type.Optional(Type.String({ maxLength: 250 })),
            type: Type.Optional(Type.String({ maxLength: 50 })),
          },
          closed,
        ),
        { maxItems: 6 },
      ),
    ),
  },
  closed,
);
export const Location = Type.Object(
  {
    name: OptionalText(50),
    type: Type.Optional(StringEnum(LocationTypes)),
    address: Type.Optional(Address),
    locationTbd: Type.Optional(Nullable(Type.Boolean())),
  },
  closed,
);

export const Occurrence = Type.Object(
  {
    startDate: Type.Optional(Nullable(DateTime)),
    endDate: Type.Optional(Nullable(DateTime)),
    timeZoneId: OptionalText(100),
    showTimeZone: Type.Optional(Type.Boolean()),
  },
  closed,
);
export const DateAndTimeSettings = Type.Object(
  {
    dateAndTimeTbd: Type.Optional(Nullable(Type.Boolean())),
    dateAndTimeTbdMessage: OptionalText(100),
    startDate: Type.Optional(Nullable(DateTime)),
    endDate: Type.Optional(Nullable(DateTime)),
    timeZoneId: OptionalText(100),
    hideEndDate: Type.Optional(Nullable(Type.Boolean())),
    showTimeZone: Type.Optional(Nullable(Type.Boolean())),
    recurrenceStatus: Type.Optional(StringEnum(RecurrenceStatuses)),
    recurringEvents: Type.Optional(
      Type.Object(
        {
          // At most 100 occurrences per request: one request's write stays short (one event row each).
          individualEventDates: Type.Optional(Type.Array(Occurrence, { maxItems: 100 })),
          categoryId: OptionalText(100),
        },
        closed,
      ),
    ),
    formatted: Type.Optional(
      Type.Object(
        {
          dateAndTime: OptionalText(500),
          startDate: OptionalText(500),
          startTime: OptionalText(500),
          endDate: OptionalText(500),
          endTime: OptionalText(500),
        },
        closed,
      ),
    ),
  },
  closed,
);

export const Registration = Type.Object(
  {
    type: Type.Optional(StringEnum(RegistrationTypes)),
    status: Type.Optional(StringEnum(RegistrationStatuses)),
    rsvp: Type.Optional(
      Type.Object(
        {
          responseType: Type.Optional(StringEnum(['YES_ONLY', 'YES_AND_NO'] as const)),
          limit: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100000 }))),
          waitlistEnabled: Type.Optional(Type.Boolean()),
          startDate: Type.Optional(Nullable(DateTime)),
          endDate: Type.Optional(Nullable(DateTime)),
        },
        closed,
      ),
    ),
    tickets: Type.Optional(
      Type.Object(
        {
          guestsAssignedSeparately: Type.Optional(Type.Boolean()),
          ticketLimitPerOrder: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
          currency: Type.Optional(Nullable(Type.String({ pattern: '^[A-Z]{3}$' }))),
          lowestPrice: Type.Optional(EventMoney),
          highestPrice: Type.Optional(EventMoney),
          soldOut: Type.Optional(Nullable(Type.Boolean())),
          taxSettings: Type.Optional(
            Type.Object(
              {
                type: Type.Optional(StringEnum(['INCLUDED_IN_PRICE', 'ADDED_AT_CHECKOUT'] as const)),
                name: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 10 }))),
                rate: Type.Optional(Nullable(Type.String({ pattern: '^[0-9]{1,3}(\\.[0-9]{1,3})?$' }))),
                appliedToDonations: Type.Optional(Nullable(Type.Boolean())),
              },
              closed,
            ),
          ),
          reservationDurationInMinutes: Type.Optional(Nullable(Type.Integer({ minimum: 5, maximum: 30 }))),
          checkoutType: Type.Optional(StringEnum(['EVENTS_APP', 'ECOMM_PLATFORM'] as const)),
        },
        closed,
      ),
    ),
    external: Type.Optional(
      Type.Object({ url: Type.Optional(Nullable(Type.String({ format: 'uri', maxLength: 2000 }))) }, closed),
    ),
    allowedGuestTypes: Type.Optional(StringEnum(['VISITOR_OR_MEMBER', 'MEMBER'] as const)),
    initialType: Type.Optional(StringEnum(InitialRegistrationTypes)),
    registrationPaused: Type.Optional(Type.Boolean()),
    registrationDisabled: Type.Optional(Type.Boolean()),
  },
  closed,
);

export const FormInput = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 100 })),
    array: Type.Optional(Type.Boolean()),
    label: Type.Optional(Type.String({ maxLength: 200 })),
    additionalLabels: Type.Optional(Type.Record(Type.String(), Type.String())),
    options: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 200 })),
    mandatory: Type.Optional(Type.Boolean()),
    maxLength: Type.Optional(Type.Integer({ minimum: 0 })),
    type: Type.Optional(StringEnum(ValueTypes)),
    maxSize: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
    defaultOptionSelection: Type.Optional(LooseObject),
    labels: Type.Optional(Type.Array(LooseObject)),
  },
  closed,
);
export const Form = Type.Object(
  {
    controls: Type.Optional(
      Type.Array(
        Type.Object(
          {
            type: Type.Optional(StringEnum(InputControlTypes)),
            system: Type.Optional(Type.Boolean()),
            name: Type.Optional(Type.String({ maxLength: 100 })),
            inputs: Type.Optional(Type.Array(FormInput, { maxItems: 50 })),
            label: Type.Optional(Type.String({ maxLength: 200 })),
            orderIndex: Type.Optional(Type.Integer()),
            id: Type.Optional(Type.String({ maxLength: 100 })),
            deleted: Type.Optional(Nullable(Type.Boolean())),
          },
          closed,
        ),
        { maxItems: 100 },
      ),
    ),
    messages: Type.Optional(LooseObject),
  },
  closed,
);

export const Image = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 500 })),
    url: Type.Optional(Type.String({ maxLength: 2000 })),
    height: Type.Optional(Type.Integer({ minimum: 0 })),
    width: Type.Optional(Type.Integer({ minimum: 0 })),
    altText: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    filename: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    urlExpirationDate: Type.Optional(Nullable(DateTime)),
  },
  closed,
);

export const EventCategory = Type.Object(
  {
    id: Type.Optional(Type.String({ format: 'uuid' })),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
    createdDate: Type.Optional(Nullable(DateTime)),
    hidden: Type.Optional(Type.Boolean()),
    type: Type.Optional(StringEnum(['MANUAL', 'RECURRING_EVENT'] as const)),
  },
  closed,
);

export const OnlineConferencing = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    providerId: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    type: Type.Optional(StringEnum(['MEETING', 'WEBINAR'] as const)),
    creationMode: Type.Optional(StringEnum(['MANUAL', 'AUTO', 'RECURRING_EVENT', 'HIDDEN'] as const)),
    session: Type.Optional(
      Type.Object(
        {
          hostLink: Type.Optional(Type.String()),
          guestLink: Type.Optional(Type.String()),
          password: Type.Optional(Nullable(Type.String())),
          sessionCreated: Type.Optional(Nullable(Type.Boolean())),
          sessionId: Type.Optional(Nullable(Type.String())),
        },
        closed,
      ),
    ),
  },
  closed,
);

export const SeoSettings = Type.Object(
  {
    slug: Type.Optional(Type.String({ maxLength: 130 })),
    advancedSeoData: Type.Optional(LooseObject),
    hidden: Type.Optional(Nullable(Type.Boolean())),
  },
  closed,
);

const RsvpSummary = Type.Object({
  totalCount: Type.Optional(Type.Integer()),
  yesCount: Type.Optional(Type.Integer()),
  noCount: Type.Optional(Type.Integer()),
  waitlistCount: Type.Optional(Type.Integer()),
});

/** Rich-content document (nodes, metadata, documentStyle). Kept verbatim. */
export const RichContent = Type.Object(
  {
    nodes: Type.Optional(Type.Array(LooseObject, { maxItems: 5000 })),
    metadata: Type.Optional(LooseObject),
    documentStyle: Type.Optional(LooseObject),
  },
  closed,
);

export const Event = Type.Object(
  {
    id: Type.Optional(Type.String()),
    location: Type.Optional(Location),
    dateAndTimeSettings: Type.Optional(DateAndTimeSettings),
    title: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 120 }))),
    shortDescription: OptionalText(500),
    detailedDescription: OptionalText(50000),
    mainImage: Type.Optional(Image),
    slug: Type.Optional(Type.String({ maxLength: 130 })),
    createdDate: Type.Optional(Nullable(DateTime)),
    updatedDate: Type.Optional(Nullable(DateTime)),
    status: Type.Optional(StringEnum(EventStatuses)),
    registration: Type.Optional(Registration),
    calendarUrls: Type.Optional(
      Type.Object({ google: Type.Optional(Type.String()), ics: Type.Optional(Type.String()) }, closed),
    ),
    eventPageUrl: Type.Optional(
      Type.Object({ base: Type.Optional(Type.String()), path: Type.Optional(Type.String()) }, closed),
    ),
    form: Type.Optional(Form),
    summaries: Type.Optional(
      Type.Object(
        {
          rsvps: Type.Optional(RsvpSummary),
          tickets: Type.Optional(
            Type.Object({
              ticketsSold: Type.Optional(Type.Integer()),
              revenue: Type.Optional(TicketingMoney),
              currencyLocked: Type.Optional(Type.Boolean()),
              totalOrders: Type.Optional(Type.Integer()),
              totalSales: Type.Optional(TicketingMoney),
            }),
          ),
          cancellation: Type.Optional(LooseObject),
        },
        closed,
      ),
    ),
    instanceId: Type.Optional(Type.String()),
    guestListSettings: Type.Optional(
      Type.Object({ displayedPublicly: Type.Optional(Type.Boolean()) }, closed),
    ),
    userId: Type.Optional(Type.String()),
    feed: Type.Optional(Type.Object({ token: Type.Optional(Type.String()) }, closed)),
    onlineConferencing: Type.Optional(OnlineConferencing),
    seoSettings: Type.Optional(SeoSettings),
    contactLabel: Type.Optional(Nullable(Type.String())),
    agendaSettings: Type.Optional(
      Type.Object({ enabled: Type.Optional(Type.Boolean()), pageUrl: Type.Optional(Type.String()) }, closed),
    ),
    categories: Type.Optional(
      Type.Object({ categories: Type.Optional(Type.Array(EventCategory, { maxItems: 10 })) }, closed),
    ),
    eventDisplaySettings: Type.Optional(
      Type.Object(
        {
          hideEventDetailsButton: Type.Optional(Nullable(Type.Boolean())),
          hideEventDetailsPage: Type.Optional(Nullable(Type.Boolean())),
        },
        closed,
      ),
    ),
    description: Type.Optional(RichContent),
    publishedDate: Type.Optional(Nullable(DateTime)),
  },
  { ...closed, $id: 'Event' },
);
export type Event = Static<typeof Event>;

const Fields = Type.Optional(Type.Array(StringEnum(RequestedFields), { maxItems: 20 }));
const EventId = Type.String({ format: 'uuid' });

export const CreateEventRequest = Type.Object(
  { event: Event, draft: Type.Optional(Type.Boolean()), fields: Fields },
  closed,
);
export type CreateEventRequest = Static<typeof CreateEventRequest>;
export const EventResponse = Type.Object({ event: Type.Optional(Type.Ref(Event)) });
export const EventIdParams = Type.Object({ eventId: EventId });
export const CloneEventRequest = Type.Object(
  { event: Type.Optional(Event), draft: Type.Optional(Type.Boolean()), fields: Fields },
  closed,
);
export type CloneEventRequest = Static<typeof CloneEventRequest>;
export const UpdateEventParams = Type.Object({ 'event.id': EventId });
export const UpdateEventRequest = Type.Object(
  {
    event: Event,
    fields: Fields,
    /** Paths of `event` to write; absent means every path present in `event`. */
    fieldMask: Type.Optional(
      Type.Union([
        Type.String({ maxLength: 4000 }),
        Type.Array(Type.String({ maxLength: 400 }), { maxItems: 100 }),
      ]),
    ),
  },
  closed,
);
export type UpdateEventRequest = Static<typeof UpdateEventRequest>;
export const FieldsRequest = Type.Object({ fields: Fields }, closed);
/**
 * Destructive bulk calls name what they touch: `filter.filter` is required, so a body-less or
 * mistyped call (`{"filtr": ...}`) is refused instead of matching every event. An explicit `{}`
 * still means "all events".
 */
export const FilterRequest = Type.Object(
  {
    filter: Type.Object(
      { filter: Type.Record(Type.String(), Type.Unknown(), { description: 'Events to act on.' }) },
      closed,
    ),
  },
  closed,
);
export type FilterRequest = Static<typeof FilterRequest>;
export const DeleteEventResponse = Type.Object({ eventId: Type.Optional(Type.String()) });
export const QueryEventsRequest = Type.Object(
  { query: Type.Optional(QueryV2), fields: Fields, includeDrafts: Type.Optional(Type.Boolean()) },
  closed,
);
export type QueryEventsRequest = Static<typeof QueryEventsRequest>;
export const QueryEventsResponse = Type.Object({
  events: Type.Array(Type.Ref(Event)),
  pagingMetadata: PagingMetadata,
});
export type QueryEventsResponse = Static<typeof QueryEventsResponse>;
export const CountEventsByStatusRequest = Type.Object(
  {
    filter: Type.Optional(Filter),
    facet: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
    includeDrafts: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type CountEventsByStatusRequest = Static<typeof CountEventsByStatusRequest>;
export const CountEventsByStatusResponse = Type.Object({
  pagingMetadata: Type.Optional(PagingMetadata),
  facets: Type.Record(Type.String(), Type.Object({ counts: Type.Record(Type.String(), Type.Integer()) })),
});
export type CountEventsByStatusResponse = Static<typeof CountEventsByStatusResponse>;
export const ListEventsByCategoryParams = Type.Object({ categoryId: Type.String({ format: 'uuid' }) });
export const ListEventsByCategoryQuery = Type.Object({
  paging: Type.Optional(
    Type.Object({
      limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
      offset: Type.Optional(Type.Integer({ minimum: 0 })),
    }),
  ),
  fields: Fields,
});
export const GetEventBySlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 130 }) });
export { Empty };
