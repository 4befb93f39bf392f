/** The event guests view (migration 0030), added to `Database` by declaration merging. Read-only. */
export interface EventGuestsView {
  id: string;
  site_id: string;
  event_id: string;
  guest_type: string;
  rsvp_id: string | null;
  order_number: string | null;
  ticket_number: string | null;
  member_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  email_key: string | null;
  form: string;
  total_guests: number;
  checked_in_count: number;
  attendance_status: string;
  revision: number;
  created_date: string;
  updated_date: string;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    event_guests: EventGuestsView;
  }
}
