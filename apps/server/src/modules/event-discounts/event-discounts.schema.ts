/** The discount code tables (migration 0032), added to `Database` by declaration merging. */
export interface EventDiscountCodesTable {
  site_id: string;
  id: string;
  event_id: string;
  code: string;
  code_key: string;
  name: string;
  percent_off: string | null;
  amount_minor: number | string | null;
  currency: string | null;
  ticket_definition_ids: string;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit: number | null;
  times_used: number;
  active: number;
  revision: number;
  created_date: string;
  updated_date: string;
}

export interface EventDiscountRedemptionsTable {
  site_id: string;
  order_id: string;
  discount_code_id: string;
  created_date: string;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    event_discount_codes: EventDiscountCodesTable;
    event_discount_redemptions: EventDiscountRedemptionsTable;
  }
}
