import type { Kysely } from 'kysely';

/**
 * Identity: members, their sessions, verification / recovery / MFA challenges, MFA factors,
 * remembered devices, per-site identity settings, the development mailbox and owner users.
 * Secrets (passwords, tokens, codes) are stored as argon2id hashes or SHA-256 digests only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const siteId = 'varchar(64)';
  const date = 'varchar(32)';
  await db.schema
    .createTable('members')
    .addColumn('site_id', siteId, (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('login_email', 'varchar(320)', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('pending_reasons', 'text', (c) => c.notNull())
    .addColumn('email_verified', 'integer', (c) => c.notNull())
    .addColumn('privacy_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('profile', 'text', (c) => c.notNull())
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', date)
    .addColumn('last_login_date', date)
    .addColumn('created_date', date, (c) => c.notNull())
    .addColumn('updated_date', date, (c) => c.notNull())
    .addPrimaryKeyConstraint('members_pk', ['site_id', 'id'])
    .addUniqueConstraint('members_login_email', ['site_id', 'login_email'])
    .execute();
  await db.schema
    .createIndex('members_site_created')
    .on('members')
    .columns(['site_id', 'created_date'])
    .execute();

  await db.schema
    .createTable('member_sessions')
    .addColumn('site_id', siteId, (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('member_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_date', date, (c) => c.notNull())
    .addColumn('expires_date', date, (c) => c.notNull())
    .addColumn('ended_date', date)
    .addPrimaryKeyConstraint('member_sessions_pk', ['site_id', 'id'])
    .addUniqueConstraint('member_sessions_token', ['site_id', 'token_hash'])
    .execute();
  await db.schema
    .createIndex('member_sessions_member')
    .on('member_sessions')
    .columns(['site_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('member_sessions_expires')
    .on('member_sessions')
    .column('expires_date')
    .execute();

  // One table for every short-lived secret handed to a member: a login state token (email
  // verification, MFA), the code it waits for, recovery and activation tokens.
  await db.schema
    .createTable('identity_challenges')
    .addColumn('site_id', siteId, (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('member_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(128)')
    .addColumn('target', 'varchar(320)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sends', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_date', date, (c) => c.notNull())
    .addColumn('expires_date', date, (c) => c.notNull())
    .addColumn('code_expires_date', date)
    .addColumn('consumed_date', date)
    .addPrimaryKeyConstraint('identity_challenges_pk', ['site_id', 'id'])
    .addUniqueConstraint('identity_challenges_token', ['site_id', 'token_hash'])
    .execute();
  await db.schema
    .createIndex('identity_challenges_member')
    .on('identity_challenges')
    .columns(['site_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('identity_challenges_expires')
    .on('identity_challenges')
    .column('expires_date')
    .execute();

  await db.schema
    .createTable('mfa_factors')
    .addColumn('site_id', siteId, (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('member_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('factor_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    /** TOTP shared secret (needed in clear to compute codes) or the phone / email to send to. */
    .addColumn('secret', 'text')
    .addColumn('target', 'varchar(320)')
    .addColumn('created_date', date, (c) => c.notNull())
    .addPrimaryKeyConstraint('mfa_factors_pk', ['site_id', 'id'])
    .execute();
  await db.schema
    .createIndex('mfa_factors_member')
    .on('mfa_factors')
    .columns(['site_id', 'member_id'])
    .execute();

  await db.schema
    .createTable('remembered_devices')
    .addColumn('site_id', siteId, (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('member_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_date', date, (c) => c.notNull())
    .addColumn('expires_date', date, (c) => c.notNull())
    .addPrimaryKeyConstraint('remembered_devices_pk', ['site_id', 'token_hash'])
    .execute();

  await db.schema
    .createTable('identity_settings')
    .addColumn('site_id', siteId, (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('doc', 'text', (c) => c.notNull())
    .addColumn('updated_date', date, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('dev_mailbox')
    .addColumn('site_id', siteId, (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(320)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_date', date, (c) => c.notNull())
    .addPrimaryKeyConstraint('dev_mailbox_pk', ['site_id', 'id'])
    .execute();
  await db.schema
    .createIndex('dev_mailbox_created')
    .on('dev_mailbox')
    .columns(['site_id', 'created_date'])
    .execute();

  await db.schema
    .createTable('owner_users')
    .addColumn('site_id', siteId, (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', date)
    .addColumn('created_date', date, (c) => c.notNull())
    .addPrimaryKeyConstraint('owner_users_pk', ['site_id', 'id'])
    .addUniqueConstraint('owner_users_email', ['site_id', 'email'])
    .execute();

  await db.schema
    .createTable('owner_sessions')
    .addColumn('site_id', siteId, (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('owner_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_date', date, (c) => c.notNull())
    .addColumn('expires_date', date, (c) => c.notNull())
    .addPrimaryKeyConstraint('owner_sessions_pk', ['site_id', 'token_hash'])
    .execute();
  await db.schema.createIndex('owner_sessions_token').on('owner_sessions').column('token_hash').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'owner_sessions',
    'owner_users',
    'dev_mailbox',
    'identity_settings',
    'remembered_devices',
    'mfa_factors',
    'identity_challenges',
    'member_sessions',
    'members',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
