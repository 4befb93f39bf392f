/** The back-in-stock tables (migration 0042), added to `Database` by declaration merging. */
export interface BackInStockRequestsTable {
  id: string;
  site_id: string;
  app_id: string;
  catalog_item_id: string;
  options_key: string;
  variant_id: string | null;
  email: string;
  email_key: string;
  status: string;
  auto_notified: number | null;
  item_url: string | null;
  item_details: string;
  processing_key: string | null;
  created_date: string;
  updated_date: string;
}

export interface BackInStockSettingsTable {
  site_id: string;
  app_id: string;
  collecting: number;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    back_in_stock_requests: BackInStockRequestsTable;
    back_in_stock_settings: BackInStockSettingsTable;
  }
}
