/**
 * The policies table (migration 0021), added to the `Database` interface from here by declaration
 * merging, so the module keeps its table with its code.
 */
/** A policy of an event (modules/policies). */
export interface EventPoliciesTable {
  site_id: string;
  id: string;
  event_id: string;
  name: string;
  body: string;
  revision: number;
  sort_index: number;
  created_date: string;
  updated_date: string;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    event_policies: EventPoliciesTable;
  }
}
