/** The events settings table (migration 0031), added to `Database` by declaration merging. */
export interface EventsSettingsTable {
  site_id: string;
  delayed_capture: number;
  reservation_minutes: number | null;
  revision: number;
  created_date: string;
  updated_date: string;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    events_settings: EventsSettingsTable;
  }
}
