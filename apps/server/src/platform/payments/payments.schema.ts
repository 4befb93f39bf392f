/**
 * The payments tables (migration 0014), added to the `Database` interface from here by
 * declaration merging, so the module keeps its tables with its code.
 */
export interface PaymentsTable {
  id: string;
  site_id: string;
  idempotency_key: string;
  /** SHA-256 of what was asked (amount, currency, source, capture, reference): a reused key must ask the same. */
  request_digest: string;
  provider: string;
  /** The payment method as the provider knows it (a card token of the test gateway). */
  source: string;
  /** What the payment is for (an order id), the caller's to choose. */
  reference: string | null;
  currency: string;
  // bigint columns: PostgreSQL's driver answers them as strings, SQLite as numbers.
  amount_minor: number | string;
  captured_minor: number | string;
  refunded_minor: number | string;
  refund_pending_minor: number | string;
  auto_capture: number;
  status: string;
  provider_reference: string | null;
  decline_reason: string | null;
  pending_operation: string | null;
  revision: number;
  created_date: string;
  updated_date: string;
}

export interface PaymentOperationsTable {
  id: string;
  site_id: string;
  payment_id: string;
  idempotency_key: string;
  kind: string;
  amount_minor: number | string;
  status: string;
  provider_reference: string | null;
  failure_reason: string | null;
  created_date: string;
  updated_date: string;
}

export interface TestGatewayTransactionsTable {
  key: string;
  site_id: string;
  kind: string;
  reference: string;
  source: string;
  currency: string;
  amount_minor: number | string;
  capture: number;
  outcome: string;
  completes_at: string | null;
  created_date: string;
}

declare module '../database-schema.ts' {
  interface Database {
    payments: PaymentsTable;
    payment_operations: PaymentOperationsTable;
    test_gateway_transactions: TestGatewayTransactionsTable;
  }
}
