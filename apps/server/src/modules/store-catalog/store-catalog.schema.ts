/**
 * The store catalog's tables (migration 0041), added to `Database` by declaration merging so the
 * module keeps its tables with its code. bigint columns: PostgreSQL's driver answers a string,
 * SQLite a number (read them through `Number(...)`).
 */
export interface StoreProductsTable {
  id: string;
  site_id: string;
  numeric_id: number | string;
  name: string;
  slug: string;
  visible: number;
  /** `physical` | `digital`. */
  product_type: string;
  description: string | null;
  sku: string | null;
  weight: number | null;
  currency: string;
  price_minor: number | string;
  cost_minor: number | string | null;
  /** `NONE` | `AMOUNT` | `PERCENT`. */
  discount_type: string;
  /** AMOUNT: a decimal amount of the currency; PERCENT: 0–100. */
  discount_value: number;
  ppu_total_quantity: number | null;
  ppu_total_unit: string | null;
  ppu_base_quantity: number | null;
  ppu_base_unit: string | null;
  manage_variants: number;
  brand: string | null;
  ribbon: string | null;
  /** JSON: `[{ title, description }]`. */
  info_sections: string;
  /** JSON: the official `seoData`, or NULL. */
  seo_data: string | null;
  /** JSON: `{ productDimensions?, packageDimensions? }`, or NULL. */
  dimensions: string | null;
  revision: number;
  created_date: string;
  updated_date: string;
}

export interface StoreProductOptionsTable {
  product_id: string;
  position: number;
  site_id: string;
  name: string;
  /** `drop_down` | `color`. */
  option_type: string;
}

export interface StoreProductChoicesTable {
  product_id: string;
  option_position: number;
  position: number;
  site_id: string;
  /** A color's hex code (`#ff0000`) or, for a drop-down, the same text as the description. */
  value: string;
  description: string;
  /** JSON array of product media ids. */
  media_ids: string;
}

export interface StoreVariantsTable {
  product_id: string;
  id: string;
  site_id: string;
  position: number;
  /** JSON: option name → choice description. `{}` for the default variant. */
  choices: string;
  price_minor: number | string | null;
  cost_minor: number | string | null;
  weight: number | null;
  sku: string | null;
  visible: number;
}

export interface StoreProductMediaTable {
  product_id: string;
  id: string;
  site_id: string;
  position: number;
  /** `image` | `video`. */
  media_type: string;
  url: string;
  width: number;
  height: number;
  title: string | null;
}

export interface StoreCollectionsTable {
  id: string;
  site_id: string;
  name: string;
  slug: string;
  description: string | null;
  visible: number;
  revision: number;
  created_date: string;
  updated_date: string;
  /** JSON `{ id, url, width, height, altText }` (migration 0054, collections.media.ts), or NULL. */
  main_media: string | null;
}

export interface StoreProductCollectionsTable {
  collection_id: string;
  product_id: string;
  site_id: string;
  added_date: string;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    store_products: StoreProductsTable;
    store_product_options: StoreProductOptionsTable;
    store_product_choices: StoreProductChoicesTable;
    store_variants: StoreVariantsTable;
    store_product_media: StoreProductMediaTable;
    store_collections: StoreCollectionsTable;
    store_product_collections: StoreProductCollectionsTable;
  }
}
