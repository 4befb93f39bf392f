import type { Generated } from 'kysely';

// Row types of every table. Timestamps are ISO-8601 UTC strings (they sort as text on both
// databases); booleans are 0/1 integers (better-sqlite3 cannot bind JS booleans).

export interface SitesTable {
  id: string;
  name: string;
  cursor_secret: string;
  created_date: string;
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
}

export interface EventCategoriesTable {
  site_id: string;
  event_id: string;
  category_id: string;
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

export interface Database {
  sites: SitesTable;
  api_keys: ApiKeysTable;
  oauth_clients: OAuthClientsTable;
  signing_keys: SigningKeysTable;
  refresh_tokens: RefreshTokensTable;
  events: EventsTable;
  categories: CategoriesTable;
  event_categories: EventCategoriesTable;
  outbox: OutboxTable;
  subject_revocations: SubjectRevocationsTable;
}
