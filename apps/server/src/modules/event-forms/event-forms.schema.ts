/**
 * The form table (migration 0025), added to `Database` by declaration merging so the module
 * keeps its table with its code.
 */
export interface EventFormsTable {
  site_id: string;
  event_id: string;
  /** The published form (`StoredForm` as JSON). */
  published: string;
  /** The owner's draft (`StoredForm` as JSON); NULL when there is none. */
  draft: string | null;
  /** Raised by every write of the row. */
  revision: number;
  updated_date: string;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    event_forms: EventFormsTable;
  }
}
