import type { Selectable } from 'kysely';

/**
 * The store payments tables (migration 0046_store_payments_tables), added to `Database` by
 * declaration merging. Money is in minor units of the order's currency (bigint columns: the
 * PostgreSQL driver answers them as strings, SQLite as numbers).
 */
export interface StoreOrderPaymentsTable {
  id: string;
  site_id: string;
  order_id: string;
  /** 1, 2, … in the order's payments (taken under the order's lock). */
  position: number;
  /** REGULAR (card or offline), GIFT_CARD or MEMBERSHIP. */
  kind: string;
  /** The payment's transaction status (contracts `TransactionStatus`). */
  status: string;
  currency: string;
  amount_minor: number | string;
  /** What a delayed capture took (the whole amount unless the owner captured less). */
  captured_minor: number | string | null;
  refunded_minor: number | string;
  /** Refunds under way: counted against what may still be refunded. */
  refund_pending_minor: number | string;
  offline: number;
  /** The platform payment (platform/payments) behind an online payment. */
  platform_payment_id: string | null;
  /** The charge's attempt number for its order (`store-order:<order>:<attempt>` key). */
  attempt: number | null;
  gateway_order_id: string | null;
  charge_correlation_id: string | null;
  refund_disabled: number;
  /** JSON: what the wire says of the payment method (regular, gift card, membership details). */
  details: string;
  delayed_capture: number;
  authorized_date: string | null;
  capture_date: string | null;
  void_date: string | null;
  void_reason: string | null;
  scheduled_action: string | null;
  scheduled_at: string | null;
  created_date: string;
  updated_date: string;
  revision: number;
}

export interface StoreOrderRefundsTable {
  id: string;
  site_id: string;
  order_id: string;
  /** 1, 2, … in the order's refunds. */
  position: number;
  /** JSON of the wire's `RefundDetails`. */
  details: string;
  /** JSON: the stock lines to give back when the refund succeeds (`StockLine[]`), `[]` for none. */
  restock: string;
  created_date: string;
}

export interface StoreRefundTransactionsTable {
  site_id: string;
  refund_id: string;
  payment_id: string;
  order_id: string;
  amount_minor: number | string;
  /** RefundStatus: PENDING, SUCCEEDED, FAILED, SCHEDULED, STARTED. */
  status: string;
  external: number;
  provider_refund_id: string | null;
  /** JSON `{ paymentGatewayReasonCode?, description? }`. */
  status_info: string | null;
  created_date: string;
  updated_date: string;
}

/**
 * Payment gateway orders (prepare payment collection, create payment gateway order): what a
 * later charge of the order collects and whether it only authorizes, with the scheduled action.
 */
export interface StorePaymentCollectionsTable {
  id: string;
  site_id: string;
  order_id: string;
  currency: string;
  amount_minor: number | string;
  delayed_capture: number;
  scheduled_action: string | null;
  delay_minutes: number | null;
  created_date: string;
  updated_date: string;
}

export type StoreOrderPaymentRow = Selectable<StoreOrderPaymentsTable>;
export type StoreOrderRefundRow = Selectable<StoreOrderRefundsTable>;
export type StoreRefundTransactionRow = Selectable<StoreRefundTransactionsTable>;
export type StorePaymentCollectionRow = Selectable<StorePaymentCollectionsTable>;

declare module '../../platform/database-schema.ts' {
  interface Database {
    store_order_payments: StoreOrderPaymentsTable;
    store_order_refunds: StoreOrderRefundsTable;
    store_refund_transactions: StoreRefundTransactionsTable;
    store_payment_collections: StorePaymentCollectionsTable;
  }
}
