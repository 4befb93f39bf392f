import type { Generated } from 'kysely';

/** Identity's tables: member accounts (the members module reads and writes them too), sessions, challenges, second factors, remembered devices, settings, owner users and sessions (migrations 0004, 0009, 0012), added to `Database` by declaration merging. */

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

declare module '../../platform/database-schema.ts' {
  interface Database {
    members: MembersTable;
    member_sessions: MemberSessionsTable;
    identity_challenges: IdentityChallengesTable;
    mfa_factors: MfaFactorsTable;
    remembered_devices: RememberedDevicesTable;
    identity_settings: IdentitySettingsTable;
    owner_users: OwnerUsersTable;
    owner_sessions: OwnerSessionsTable;
  }
}
