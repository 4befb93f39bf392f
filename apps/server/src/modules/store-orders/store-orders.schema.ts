import type { Generated, Insertable, Selectable } from 'kysely';

/** The store orders tables (migration 0045_store_orders_tables), added to `Database` by declaration merging. */
export interface StoreOrdersTable {
  id: string;
  site_id: string;
  number: number | string;
  checkout_id: string | null;
  purchase_flow_id: string | null;
  status: string;
  payment_status: string;
  fulfillment_status: string;
  archived: Generated<number>;
  imported: Generated<number>;
  channel_type: string;
  /** JSON: `{ externalOrderId?, externalOrderUrl? }`. */
  channel_info: string;
  currency: string;
  weight_unit: string;
  tax_included: Generated<number>;
  subject_role: string | null;
  subject_id: string | null;
  buyer_member_id: string | null;
  buyer_visitor_id: string | null;
  buyer_contact_id: string | null;
  buyer_email: string | null;
  buyer_language: string | null;
  buyer_note: string | null;
  /** JSON of the wire's AddressWithContact / shipping information, as given. */
  billing_info: string | null;
  shipping_info: string | null;
  recipient_info: string | null;
  /** JSON: `StoredLineItem[]` (order-document.ts). */
  line_items: string;
  /** JSON: `StoredDiscount[]`, `StoredFee[]`, custom fields. */
  applied_discounts: string;
  additional_fees: string;
  custom_fields: string;
  tax_info: string | null;
  /** JSON: `{ userId? memberId? visitorId? appId? }`. */
  created_by: string;
  subtotal_minor: number | string;
  shipping_minor: number | string;
  tax_minor: number | string;
  discount_minor: number | string;
  additional_fees_minor: number | string;
  total_minor: number | string;
  paid_minor: Generated<number | string>;
  refunded_minor: Generated<number | string>;
  payment_gateway_order_id: string | null;
  seen_by_a_human: Generated<number>;
  purchased_date: string | null;
  created_date: string;
  updated_date: string;
  revision: Generated<number>;
}

export interface StoreOrderActivitiesTable {
  id: string;
  site_id: string;
  order_id: string;
  type: string;
  content: string | null;
  author_email: string | null;
  created_date: string;
}

export interface StoreOrderTagsTable {
  site_id: string;
  order_id: string;
  kind: 'private' | 'public';
  tag_id: string;
}

export interface StoreOrderCountersTable {
  site_id: string;
  last_number: number | string;
}

export type StoreOrderRow = Selectable<StoreOrdersTable>;
export type NewStoreOrder = Insertable<StoreOrdersTable>;
export type StoreOrderActivityRow = Selectable<StoreOrderActivitiesTable>;

declare module '../../platform/database-schema.ts' {
  interface Database {
    store_orders: StoreOrdersTable;
    store_order_activities: StoreOrderActivitiesTable;
    store_order_tags: StoreOrderTagsTable;
    store_order_counters: StoreOrderCountersTable;
  }
}
