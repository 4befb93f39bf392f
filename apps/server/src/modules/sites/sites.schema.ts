import type { Generated } from 'kysely';

/** The sites table (migration 0001), added to `Database` by declaration merging. */

export interface SitesTable {
  id: string;
  name: string;
  cursor_secret: string;
  created_date: string;
  /** The site's logo (migration 0013); '' for none. */
  logo_url: Generated<string>;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    sites: SitesTable;
  }
}
