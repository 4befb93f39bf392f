/** The redirect sessions table (migrations 0005, 0034), added to `Database` by declaration merging. */

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

declare module '../../platform/database-schema.ts' {
  interface Database {
    redirect_sessions: RedirectSessionsTable;
  }
}
