/** The store settings tables, added to `Database` by declaration merging (migrations 0039_store_settings_*). */
export interface StoreSettingsTable {
  site_id: string;
  currency: string;
  weight_unit: string;
  /** 1: catalog prices include tax. */
  tax_included: number;
  /** JSON of the business address, or null. */
  address: string | null;
  revision: number;
  created_date: string;
  updated_date: string;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    store_settings: StoreSettingsTable;
  }
}
