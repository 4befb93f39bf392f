// Event types come from the contracts package: the same schemas the server validates with.
import type { Event, QueryV2, RequestedField } from '@tessera/contracts';

export type {
  CountEventsByStatusResponse,
  Event,
  EventStatus,
  PagingMetadata,
  QueryEventsResponse,
  RegistrationType,
  RequestedField,
  Sorting as SortingItem,
} from '@tessera/contracts';

type Present<T> = Exclude<T, undefined | null>;

export type Location = Present<Event['location']>;
export type LocationType = Present<Location['type']>;
export type Address = Present<Location['address']>;
export type Image = Present<Event['mainImage']>;
export type DateAndTimeSettings = Present<Event['dateAndTimeSettings']>;
export type Registration = Present<Event['registration']>;
export type PageUrl = Present<Event['eventPageUrl']>;

/** Fields a caller may send when creating or updating an event (the rest are the server's). */
export type EventInput = Omit<
  Event,
  'id' | 'slug' | 'status' | 'createdDate' | 'updatedDate' | 'publishedDate'
>;

/** The query part of a query call: filter, sort and offset paging. */
export type EventsQuery = Pick<QueryV2, 'filter' | 'sort' | 'paging'>;

export type RequestedFields = RequestedField[];
