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

/** Shipping options (migration 0039_store_settings_shipping); rates, regions, pickup and slots as JSON. */
export interface StoreShippingOptionsTable {
  site_id: string;
  id: string;
  title: string;
  estimated_delivery_time: string | null;
  /** JSON array of destination codes. */
  delivery_region_ids: string;
  /** JSON array of conditional rates. */
  rates: string;
  pickup: string | null;
  delivery_time_slots: string;
  extended_fields: string;
  revision: number;
  created_date: string;
  updated_date: string;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    store_shipping_options: StoreShippingOptionsTable;
  }
}

/** Discount rules (migration 0039_store_settings_discounts); trigger, discounts and settings as JSON. */
export interface StoreDiscountRulesTable {
  site_id: string;
  id: string;
  name: string;
  active: number;
  /** JSON `{ trigger, discounts, settings }` as written. */
  doc: string;
  start_date: string | null;
  end_date: string | null;
  /** Upper-cased coupon code when a trigger is a coupon: unique per site. */
  coupon_key: string | null;
  usage_limit: number | null;
  usage_count: number;
  revision: number;
  created_date: string;
  updated_date: string;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    store_discount_rules: StoreDiscountRulesTable;
  }
}

/** Tax regions (migration 0039_store_settings_tax): one manual rate per country or subdivision. */
export interface StoreTaxRegionsTable {
  site_id: string;
  id: string;
  country: string;
  /** '' for the whole country (so the unique index covers it on both databases). */
  subdivision: string;
  name: string;
  rate_type: string;
  /** A percentage as written ("19.25"). */
  rate: string;
  revision: number;
  created_date: string;
  updated_date: string;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    store_tax_regions: StoreTaxRegionsTable;
  }
}

/** Per-site settings documents of the store (migration 0039_store_settings_documents): orders, checkout. */
export interface StoreSettingsDocumentsTable {
  site_id: string;
  kind: string;
  doc: string;
  created_date: string;
  updated_date: string;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    store_settings_documents: StoreSettingsDocumentsTable;
  }
}
