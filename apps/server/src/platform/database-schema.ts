import type { Generated } from 'kysely';

// Row types of every table. Timestamps are ISO-8601 UTC strings (they sort as text on both
// databases); booleans are 0/1 integers (better-sqlite3 cannot bind JS booleans).

export interface SitesTable {
  id: string;
  name: string;
  cursor_secret: string;
  created_date: string;
  /** The site's logo (migration 0013); '' for none. */
  logo_url: Generated<string>;
}

export interface ApiKeysTable {
  site_id: string;
  id: string;
  name: string;
  key_hash: string;
  created_date: string;
  /** JSON list of staff scopes; null for a full owner key. */
  scopes: string | null;
}

export interface OAuthClientsTable {
  site_id: string;
  id: string;
  name: string;
  created_date: string;
  /** JSON list of allowed redirect / CORS origins (`http://localhost:*`: any port). */
  allowed_origins: Generated<string>;
}

export interface SigningKeysTable {
  site_id: string;
  kid: string;
  algorithm: string;
  public_jwk: string;
  private_jwk: string;
  created_date: string;
}

export interface RefreshTokensTable {
  site_id: string;
  id: string;
  token_hash: string;
  client_id: string;
  role: string;
  subject_id: string;
  created_date: string;
  expires_date: string;
  revoked_date: string | null;
  /** The login (or anonymous grant) this token descends from; null for tokens before 0005. */
  family_id: string | null;
  generation: Generated<number>;
}

/** Refresh-token rotation state of one login: the newest generation presented, and since when. */
export interface RefreshTokenFamiliesTable {
  site_id: string;
  id: string;
  client_id: string;
  subject_id: string;
  role: string;
  used_generation: number;
  used_since: string;
  created_date: string;
  expires_date: string;
  revoked_date: string | null;
}

export interface AuthorizationCodesTable {
  site_id: string;
  code_hash: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  member_id: string;
  scope: string;
  created_date: string;
  expires_date: string;
  used_date: string | null;
}

export interface RedirectSessionsTable {
  site_id: string;
  id: string;
  token_hash: string;
  kind: string;
  client_id: string | null;
  request: string;
  created_date: string;
  expires_date: string;
  consumed_date: string | null;
  /** The visitor or member whose token created the session (migration 0034); null for an API key. */
  subject_role: string | null;
  subject_id: string | null;
}

export interface EventsTable {
  site_id: string;
  id: string;
  slug: string;
  title: string;
  /** DRAFT, PUBLISHED or CANCELED; the wire status is derived from this and the dates. */
  lifecycle: string;
  start_date: string | null;
  end_date: string | null;
  /** start_date, or a date after every real one for TBD events: NOT NULL so the index orders it. */
  start_sort: string;
  location_type: string | null;
  registration_type: string;
  /** The clock-independent part of the registration status (events.status.ts). */
  registration_status: string;
  /** RSVP window, for the time-dependent part of the registration status in SQL. */
  rsvp_start: string | null;
  rsvp_end: string | null;
  recurring_category_id: string | null;
  user_id: string | null;
  created_date: string;
  updated_date: string;
  published_date: string | null;
  /** Last status announced as a domain event (event started / ended). */
  announced_status: string | null;
  /** Raised by every write of the row (migration 0007): an unchanged revision is an unchanged row. */
  revision: Generated<number>;
  /** The stored event document (wire shape, without derived fields). */
  doc: string;
}

export interface CategoriesTable {
  site_id: string;
  id: string;
  name: string;
  type: string;
  hidden: number;
  created_date: string;
  /** A MANUAL category's name in one spelling, unique per site (migration 0019); NULL for others. */
  name_key: string | null;
}

export interface EventCategoriesTable {
  site_id: string;
  event_id: string;
  category_id: string;
  /** Place of the event in the category (ReorderCategoryEvents); NULL sorts last. */
  sort_index: number | null;
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

/** A site member (identity). `profile` is the stored identityProfile document (JSON). */
export interface MembersTable {
  site_id: string;
  id: string;
  /** Lower-cased login email, unique per site. */
  login_email: string;
  /** argon2id hash; null until the member sets one (e.g. created by the owner). */
  password_hash: string | null;
  /** PENDING, ACTIVE, BLOCKED or DELETED. */
  status: string;
  /** JSON list: PENDING_OWNER_APPROVAL, PENDING_EMAIL_VERIFICATION. */
  pending_reasons: string;
  email_verified: number;
  privacy_status: string;
  profile: string;
  failed_logins: Generated<number>;
  locked_until: string | null;
  last_login_date: string | null;
  /** Normalised profile slug, unique per site; null for none (migration 0012). */
  slug: Generated<string | null>;
  /** ACTIVE, or MUTED by the owner (migration 0012). */
  activity_status: Generated<string>;
  /** Wrong second-factor codes in a row, across logins (migration 0009). */
  mfa_failures: Generated<number>;
  /** Set when mfa_failures reached the limit: the second factor is locked until recovery or an owner unlock. */
  mfa_locked_date: Generated<string | null>;
  created_date: string;
  updated_date: string;
}

export interface MemberSessionsTable {
  site_id: string;
  id: string;
  token_hash: string;
  member_id: string;
  created_date: string;
  expires_date: string;
  ended_date: string | null;
}

/** Login state tokens (email verification, MFA), recovery and activation tokens, with their codes. */
export interface IdentityChallengesTable {
  site_id: string;
  id: string;
  kind: string;
  member_id: string;
  token_hash: string;
  code_hash: string | null;
  target: string | null;
  attempts: Generated<number>;
  sends: Generated<number>;
  data: string;
  created_date: string;
  expires_date: string;
  code_expires_date: string | null;
  consumed_date: string | null;
}

export interface MfaFactorsTable {
  site_id: string;
  id: string;
  member_id: string;
  factor_type: string;
  status: string;
  secret: string | null;
  target: string | null;
  created_date: string;
}

export interface RememberedDevicesTable {
  site_id: string;
  token_hash: string;
  member_id: string;
  created_date: string;
  expires_date: string;
}

export interface IdentitySettingsTable {
  site_id: string;
  doc: string;
  updated_date: string;
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

export interface OwnerUsersTable {
  site_id: string;
  id: string;
  email: string;
  password_hash: string;
  failed_logins: Generated<number>;
  locked_until: string | null;
  created_date: string;
}

export interface OwnerSessionsTable {
  site_id: string;
  token_hash: string;
  owner_user_id: string;
  created_date: string;
  expires_date: string;
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

/** Uploaded images (migration 0017, modules/media). */
export interface MediaImagesTable {
  id: string;
  site_id: string;
  filename: string | null;
  alt_text: string | null;
  format: string;
  width: number;
  height: number;
  size_in_bytes: number;
  sha256: string;
  /** JSON: [{ key, width, height, sizeInBytes }], smallest first. */
  variants: string;
  created_date: string;
}

export interface Database {
  sites: SitesTable;
  api_keys: ApiKeysTable;
  oauth_clients: OAuthClientsTable;
  signing_keys: SigningKeysTable;
  refresh_tokens: RefreshTokensTable;
  refresh_token_families: RefreshTokenFamiliesTable;
  authorization_codes: AuthorizationCodesTable;
  redirect_sessions: RedirectSessionsTable;
  events: EventsTable;
  categories: CategoriesTable;
  event_categories: EventCategoriesTable;
  outbox: OutboxTable;
  subject_revocations: SubjectRevocationsTable;
  members: MembersTable;
  member_sessions: MemberSessionsTable;
  identity_challenges: IdentityChallengesTable;
  mfa_factors: MfaFactorsTable;
  remembered_devices: RememberedDevicesTable;
  identity_settings: IdentitySettingsTable;
  dev_mailbox: DevMailboxTable;
  owner_users: OwnerUsersTable;
  owner_sessions: OwnerSessionsTable;
  rate_limit_counters: RateLimitCountersTable;
  data_versions: DataVersionsTable;
  idempotency_keys: IdempotencyKeysTable;
  jobs: JobsTable;
  outbox_deliveries: OutboxDeliveriesTable;
  media_images: MediaImagesTable;
}
