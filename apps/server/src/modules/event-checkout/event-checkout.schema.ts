import type { Generated, Insertable, Selectable } from 'kysely';

/** The checkout tables (migration 0027_event_checkout_orders), added to `Database` by declaration merging. */
export interface EventOrdersTable {
  id: string;
  site_id: string;
  order_number: string;
  event_id: string;
  reservation_id: string;
  live_reservation_id: string | null;
  status: string;
  channel: string;
  member_id: string | null;
  subject_role: string;
  subject_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  checkout_form: string;
  invoice: string;
  currency: string;
  total_minor: number | string;
  marketing_consent: number | null;
  payment_id: string | null;
  archived: number;
  /** Tickets of the order and how many of them are checked in (migration 0030). */
  tickets_count: Generated<number>;
  checked_in_count: Generated<number>;
  created_date: string;
  updated_date: string;
}

export interface EventTicketsTable {
  ticket_number: string;
  site_id: string;
  order_id: string;
  event_id: string;
  definition_id: string;
  name: string;
  price_minor: number | string;
  currency: string;
  guest_form: string | null;
  position: number;
  checked_in_date: Generated<string | null>;
  /** The ticket's own guest as its form answers name them (migration 0037); null when not given. */
  guest_first_name: Generated<string | null>;
  guest_last_name: Generated<string | null>;
  guest_email: Generated<string | null>;
  /** Archived by the owner (BulkUpdateTickets; migration 0055), 0 or 1. */
  archived: Generated<number>;
}

export interface EventCheckoutSecretsTable {
  site_id: string;
  qr_secret: string;
}

/** Rows as read and as written. */
export type OrderRow = Selectable<EventOrdersTable>;
export type NewOrder = Insertable<EventOrdersTable>;
export type TicketRow = Selectable<EventTicketsTable>;

declare module '../../platform/database-schema.ts' {
  interface Database {
    event_orders: EventOrdersTable;
    event_tickets: EventTicketsTable;
    event_checkout_secrets: EventCheckoutSecretsTable;
  }
}
