/** The store-cart tables (migration 0043), added to `Database` by declaration merging. */
export interface StoreCartsTable {
  id: string;
  site_id: string;
  subject_role: string;
  subject_id: string;
  merged_visitor_id: string | null;
  buyer_note: string | null;
  email: string | null;
  contact_info: string | null;
  coupon_code: string | null;
  shipping_option: string | null;
  business_location_id: string | null;
  buyer_language: string | null;
  override_checkout_url: string | null;
  purchase_flow_id: string;
  checkout_id: string | null;
  revision: number;
  created_date: string;
  updated_date: string;
}

export interface StoreCheckoutsTable {
  id: string;
  site_id: string;
  subject_role: string;
  subject_id: string | null;
  merged_visitor_id: string | null;
  cart_id: string | null;
  channel_type: string;
  email: string | null;
  buyer_note: string | null;
  buyer_language: string | null;
  billing_info: string | null;
  shipping_destination: string | null;
  shipping_option: string | null;
  coupon_code: string | null;
  custom_settings: string | null;
  override_checkout_url: string | null;
  purchase_flow_id: string;
  completed: number;
  order_id: string | null;
  revision: number;
  created_date: string;
  updated_date: string;
}

export interface StoreCartLinesTable {
  id: string;
  site_id: string;
  parent_id: string;
  position: number;
  catalog_item_id: string | null;
  app_id: string | null;
  options: string | null;
  quantity: number;
  name: string | null;
  custom: string | null;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    store_carts: StoreCartsTable;
    store_checkouts: StoreCheckoutsTable;
    store_cart_lines: StoreCartLinesTable;
  }
}
