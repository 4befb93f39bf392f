/** The categories table (migrations 0001, 0019), added to `Database` by declaration merging. */

export interface CategoriesTable {
  site_id: string;
  id: string;
  name: string;
  type: string;
  hidden: number;
  created_date: string;
  /** A MANUAL category's name in one spelling, unique per site (migration 0019); NULL for others. */
  name_key: string | null;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    categories: CategoriesTable;
  }
}
