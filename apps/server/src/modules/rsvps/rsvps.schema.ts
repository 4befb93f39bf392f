/** The RSVP tables (migration 0026), added to `Database` by declaration merging. */
export interface RsvpsTable {
  id: string;
  site_id: string;
  event_id: string;
  status: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  email_key: string | null;
  member_id: string | null;
  subject_role: string;
  subject_id: string | null;
  total_guests: number;
  form: string;
  guests: string;
  checked_in_count: number;
  revision: number;
  seq: number;
  created_date: string;
  updated_date: string;
}

export interface RsvpCountersTable {
  site_id: string;
  event_id: string;
  yes_guests: number;
  last_seq: number;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    rsvps: RsvpsTable;
    rsvp_counters: RsvpCountersTable;
  }
}
