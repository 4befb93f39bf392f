/**
 * The notifications tables (migration 0029_notifications), added to `Database` by declaration
 * merging so the module keeps its tables with its code.
 */

/** What an owner changed of a config: an event's (id = event id) or the site's (id = site id). */
export interface NotificationConfigsTable {
  site_id: string;
  id: string;
  /** JSON: only the sections and fields the owner set (defaults are not stored). */
  doc: string;
  revision: number;
  created_date: string;
  updated_date: string;
}

/**
 * One row per email (or announcement) already sent, by a key naming what and to whom
 * (`reminder:<event>:<start>:<rsvp>`): inserted in the unit that queues the email, so a job or
 * subscriber that runs twice sends nothing twice.
 */
export interface NotificationSendsTable {
  site_id: string;
  send_key: string;
  created_date: string;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    notification_configs: NotificationConfigsTable;
    notification_sends: NotificationSendsTable;
  }
}
