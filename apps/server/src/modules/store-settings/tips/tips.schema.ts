/** Tip settings (migration 0048_tips_tables). `default_key` is 'default' for the site's default, else NULL. */
export interface StoreTipSettingsTable {
  site_id: string;
  id: string;
  default_key: string | null;
  location_id: string | null;
  payment_terminal_id: string | null;
  user_id: string | null;
  tip_type: string;
  /** JSON: [{ value, default }]. */
  presets: string;
  allow_customer_tip: number;
  allow_business_tip_at_payment: number;
  allow_custom_amount: number;
  allow_edit_distribution: number;
  auto_tip_on_check_in_enabled: number;
  auto_tip_on_check_in_percentage: number | null;
  staff_distribution_method: string;
  app_id: string | null;
  extended_fields: string | null;
  revision: number;
  created_date: string;
  updated_date: string;
}

/** The tip chosen on a checkout: a percentage or an amount as written ("15", "2.50"). */
export interface StoreTipChoicesTable {
  site_id: string;
  checkout_id: string;
  tip_type: string;
  value: string;
  updated_date: string;
}

/** A tip set on an order by the owner (SetTipOnOrder); an order without one has its checkout's TIP fee. */
export interface StoreOrderTipsTable {
  site_id: string;
  order_id: string;
  tip_id: string;
  amount_minor: number | string;
  currency: string;
  source: string;
  revision: number;
  updated_date: string;
}

/** A part of an order's tip given to one staff member. */
export interface StoreTipDistributionsTable {
  site_id: string;
  id: string;
  tip_id: string;
  order_id: string;
  staff_id: string | null;
  staff_name: string | null;
  staff_member_id: string | null;
  amount_minor: number | string;
  currency: string;
  /** JSON: the line items it is for. */
  line_item_info: string;
  source: string;
  created_date: string;
}

declare module '../../../platform/database-schema.ts' {
  interface Database {
    store_tip_settings: StoreTipSettingsTable;
    store_tip_choices: StoreTipChoicesTable;
    store_order_tips: StoreOrderTipsTable;
    store_tip_distributions: StoreTipDistributionsTable;
  }
}
