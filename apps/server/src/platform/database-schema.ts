import type { Generated } from 'kysely';

// Row types of every table. Timestamps are ISO-8601 UTC strings (they sort as text on both
// databases); booleans are 0/1 integers (better-sqlite3 cannot bind JS booleans).

export interface ApiKeysTable {
  site_id: string;
  id: string;
  name: string;
  key_hash: string;
  created_date: string;
  /** JSON list of staff scopes; null for a full owner key. */
  scopes: string | null;
}

export interface SigningKeysTable {
  site_id: string;
  kid: string;
  algorithm: string;
  public_jwk: string;
  private_jwk: string;
  created_date: string;
}

export interface OutboxTable {
  id: Generated<number>;
  site_id: string;
  name: string;
  entity_fqdn: string;
  entity_id: string;
  payload: string;
  created_date: string;
  attempts: Generated<number>;
  claimed_until: string | null;
  dispatched_date: string | null;
}

/** "Tokens of this subject issued before this instant are void" (logout, blocking). */
export interface SubjectRevocationsTable {
  site_id: string;
  subject_id: string;
  revoked_before: string;
  created_date: string;
}

/** Messages kept instead of sent when no SMTP server (or SMS gateway) is configured. */
export interface DevMailboxTable {
  site_id: string;
  id: string;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  created_date: string;
}

export interface RateLimitCountersTable {
  key: string;
  count: number;
  /** Epoch milliseconds; PostgreSQL's driver returns bigint as a string. */
  window_end: number | string;
}

/** A site's version of one kind of data (platform/data-versions.ts, PostgreSQL only). */
export interface DataVersionsTable {
  site_id: string;
  name: string;
  /** bigint: node-postgres reads it as a string. */
  version: number | string;
}

/** A durable job (platform/jobs): PENDING → RUNNING → DONE, or back to PENDING to retry, or DEAD. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  dedupe_key: string | null;
  /** The site the job works for; null for platform-wide work (sweeps). */
  site_id: string | null;
  payload: string;
  status: string;
  run_at: string;
  attempts: Generated<number>;
  every_ms: number | null;
  lease_until: string | null;
  lease_token: string | null;
  last_error: string | null;
  created_date: string;
  finished_date: string | null;
}

/** One outbox event for one subscriber (platform/outbox.ts): PENDING → RUNNING → DELIVERED or DEAD. */
export interface OutboxDeliveriesTable {
  id: Generated<number>;
  outbox_id: number;
  subscriber: string;
  status: string;
  run_at: string;
  attempts: Generated<number>;
  lease_until: string | null;
  last_error: string | null;
  delivered_date: string | null;
}

/** An answer kept by `Idempotency-Key` (platform/idempotency); `response_status` NULL while in flight. */
export interface IdempotencyKeysTable {
  site_id: string;
  subject: string;
  route: string;
  key: string;
  fingerprint: string;
  response_status: number | null;
  /** JSON object of the kept response headers (content type, cookies). */
  response_headers: string | null;
  response_body: string | null;
  locked_until: string;
  expires_date: string;
}

export interface Database {
  api_keys: ApiKeysTable;
  signing_keys: SigningKeysTable;
  outbox: OutboxTable;
  subject_revocations: SubjectRevocationsTable;
  dev_mailbox: DevMailboxTable;
  rate_limit_counters: RateLimitCountersTable;
  data_versions: DataVersionsTable;
  idempotency_keys: IdempotencyKeysTable;
  jobs: JobsTable;
  outbox_deliveries: OutboxDeliveriesTable;
}
