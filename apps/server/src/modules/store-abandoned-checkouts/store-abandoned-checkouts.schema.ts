/** The abandoned-checkouts tables (migration 0051), added to `Database` by declaration merging. */
export interface StoreAbandonedCheckoutsTable {
  id: string;
  site_id: string;
  checkout_id: string;
  cart_id: string | null;
  status: string;
  buyer_email: string | null;
  currency: string;
  subtotal_minor: number | string;
  total_minor: number | string;
  snapshot: string;
  activities: string;
  recovered_date: string | null;
  created_date: string;
  updated_date: string;
}

export interface StoreAbandonmentSweepTable {
  name: string;
  updated_date: string;
  checkout_id: string;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    store_abandoned_checkouts: StoreAbandonedCheckoutsTable;
    store_abandonment_sweep: StoreAbandonmentSweepTable;
  }
}
