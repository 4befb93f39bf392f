// TODO: switch to `Static<>` types from @tessera/contracts (packages/contracts/src/events.ts) once it lands.

export type EventStatus = 'UPCOMING' | 'STARTED' | 'ENDED' | 'CANCELED' | 'DRAFT';
export type LocationType = 'VENUE' | 'ONLINE';
export type RegistrationType = 'RSVP' | 'TICKETING' | 'EXTERNAL' | 'NONE';
export type RequestedField =
  | 'DETAILS'
  | 'TEXTS'
  | 'REGISTRATION'
  | 'URLS'
  | 'FORM'
  | 'DASHBOARD'
  | 'FEED'
  | 'ONLINE_CONFERENCING_SESSION'
  | 'SEO_SETTINGS'
  | 'AGENDA'
  | 'CATEGORIES';

export interface Image {
  id?: string;
  url?: string;
  width?: number;
  height?: number;
  altText?: string | null;
  filename?: string | null;
}

export interface Address {
  formattedAddress?: string | null;
  city?: string | null;
  subdivision?: string | null;
  country?: string | null;
  postalCode?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  streetAddress?: { name?: string; number?: string; apt?: string };
  location?: { latitude?: number | null; longitude?: number | null };
}

export interface Location {
  type?: LocationType;
  name?: string | null;
  address?: Address;
  locationTbd?: boolean | null;
}

export interface DateAndTimeSettings {
  startDate?: string | null;
  endDate?: string | null;
  timeZoneId?: string | null;
  dateAndTimeTbd?: boolean | null;
  dateAndTimeTbdMessage?: string | null;
  showTimeZone?: boolean;
  formatted?: {
    dateAndTime?: string | null;
    startDate?: string | null;
    startTime?: string | null;
    endDate?: string | null;
    endTime?: string | null;
  };
}

export interface Registration {
  type?: RegistrationType;
  status?: string;
  initialType?: 'RSVP' | 'TICKETING';
  allowedGuestTypes?: 'VISITOR_OR_MEMBER' | 'MEMBER';
  rsvp?: { startDate?: string | null; endDate?: string | null; responseType?: string; limit?: number | null };
  tickets?: Record<string, unknown>;
  external?: { url?: string | null };
}

export interface PageUrl {
  base?: string | null;
  path?: string | null;
}

export interface Event {
  id?: string | null;
  title?: string | null;
  slug?: string;
  status?: EventStatus;
  shortDescription?: string | null;
  mainImage?: Image;
  location?: Location;
  dateAndTimeSettings?: DateAndTimeSettings;
  registration?: Registration;
  eventPageUrl?: PageUrl;
  createdDate?: string | null;
  updatedDate?: string | null;
  publishedDate?: string | null;
  [field: string]: unknown;
}

/** Fields a caller may send when creating or updating an event. */
export type EventInput = Omit<Event, 'id' | 'slug' | 'status' | 'createdDate' | 'updatedDate'> & {
  slug?: string;
};

export interface SortingItem {
  fieldName: string;
  order?: 'ASC' | 'DESC';
}

export interface EventsQuery {
  /** MongoDB-like filter (wire.md): `$eq $ne $in $gte ... $and $or $not`; a bare value means `$eq`. */
  filter?: Record<string, unknown>;
  sort?: SortingItem[];
  paging?: { limit?: number; offset?: number };
}

export interface PagingMetadata {
  count?: number;
  offset?: number;
  total?: number;
  tooManyToCount?: boolean;
}

export interface QueryEventsResponse {
  events?: Event[];
  pagingMetadata?: PagingMetadata;
}

export interface CountEventsByStatusResponse {
  pagingMetadata?: PagingMetadata;
  facets?: Record<string, { counts?: Record<string, number> }>;
}
