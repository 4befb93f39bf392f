/** The abandoned-checkouts tables (migrations 0051, 0054), added to `Database` by declaration merging. */
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
  /** Migration 0054: the buyer's ids and name, for the listings' filters and search. */
  buyer_member_id: string | null;
  buyer_visitor_id: string | null;
  first_name: string | null;
  last_name: string | null;
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
