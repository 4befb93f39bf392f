/**
 * The agenda tables (migration 0020), added to the `Database` interface from here by declaration
 * merging, so the module keeps its tables with its code.
 */
/** One copy of an agenda item (modules/schedule): state DRAFT (being edited) or PUBLISHED. */
export interface ScheduleItemsTable {
  site_id: string;
  id: string;
  state: string;
  event_id: string;
  name: string;
  description: string;
  stage_name: string;
  /** JSON array of strings. */
  tags: string;
  status: string;
  hidden: number;
  start_date: string;
  end_date: string;
  time_zone_id: string;
  created_date: string;
  updated_date: string;
}

/** An event whose agenda has an unpublished draft. */
export interface ScheduleDraftsTable {
  site_id: string;
  event_id: string;
  created_date: string;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    schedule_items: ScheduleItemsTable;
    schedule_drafts: ScheduleDraftsTable;
  }
}
