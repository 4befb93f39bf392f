/** The fulfillments table (migration 0050), added to `Database` by declaration merging. */
export interface StoreFulfillmentsTable {
  id: string;
  site_id: string;
  order_id: string;
  /** JSON: [{ id: order line item id, quantity }]. */
  line_items: string;
  tracking_number: string | null;
  shipping_provider: string | null;
  tracking_link: string | null;
  /** JSON of customInfo.fieldsData, or null. */
  custom_info: string | null;
  status: string | null;
  completed: number | null;
  created_date: string;
  updated_date: string;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    store_fulfillments: StoreFulfillmentsTable;
  }
}
