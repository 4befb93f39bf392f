/** Catalog v3 brands and ribbons (migrations 0056, 0057), added to `Database` by declaration merging. */
export interface StoreLabelsTable {
  site_id: string;
  id: string;
  name: string;
  /** The name trimmed and in lower case: unique per site. */
  name_key: string;
  revision: number;
  created_date: string;
  updated_date: string;
}

export type LabelRow = Omit<StoreLabelsTable, 'site_id'>;

declare module '../../platform/database-schema.ts' {
  interface Database {
    store_brands: StoreLabelsTable;
    store_ribbons: StoreLabelsTable;
  }
}
