import type { Generated } from 'kysely';

/** The events table and events' category assignments (migrations 0001, 0002, 0007), added to `Database` by declaration merging. */

export interface EventsTable {
  site_id: string;
  id: string;
  slug: string;
  title: string;
  /** DRAFT, PUBLISHED or CANCELED; the wire status is derived from this and the dates. */
  lifecycle: string;
  start_date: string | null;
  end_date: string | null;
  /** start_date, or a date after every real one for TBD events: NOT NULL so the index orders it. */
  start_sort: string;
  location_type: string | null;
  registration_type: string;
  /** The clock-independent part of the registration status (events.status.ts). */
  registration_status: string;
  /** RSVP window, for the time-dependent part of the registration status in SQL. */
  rsvp_start: string | null;
  rsvp_end: string | null;
  recurring_category_id: string | null;
  user_id: string | null;
  created_date: string;
  updated_date: string;
  published_date: string | null;
  /** Last status announced as a domain event (event started / ended). */
  announced_status: string | null;
  /** Raised by every write of the row (migration 0007): an unchanged revision is an unchanged row. */
  revision: Generated<number>;
  /** The stored event document (wire shape, without derived fields). */
  doc: string;
}

export interface EventCategoriesTable {
  site_id: string;
  event_id: string;
  category_id: string;
  /** Place of the event in the category (ReorderCategoryEvents); NULL sorts last. */
  sort_index: number | null;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    events: EventsTable;
    event_categories: EventCategoriesTable;
  }
}
