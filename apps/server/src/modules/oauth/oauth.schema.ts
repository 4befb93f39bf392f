import type { Generated } from 'kysely';

/** The OAuth tables: clients, refresh tokens and their families, authorization codes (migrations 0001, 0005), added to `Database` by declaration merging. */

export interface OAuthClientsTable {
  site_id: string;
  id: string;
  name: string;
  created_date: string;
  /** JSON list of allowed redirect / CORS origins (`http://localhost:*`: any port). */
  allowed_origins: Generated<string>;
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
  /** The visitor whose token asked for the login (migration 0047), if any. */
  visitor_id: string | null;
  scope: string;
  created_date: string;
  expires_date: string;
  used_date: string | null;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    oauth_clients: OAuthClientsTable;
    refresh_tokens: RefreshTokensTable;
    refresh_token_families: RefreshTokenFamiliesTable;
    authorization_codes: AuthorizationCodesTable;
  }
}
