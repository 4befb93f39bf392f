import { newId } from '../../src/platform/ids.ts';
import type { Db } from '../../src/platform/db.ts';

let counter = 0;
/** A unique email for a test. */
export const uniqueEmail = (label = 'member') =>
  `${label}-${Date.now().toString(36)}-${++counter}@example.com`;

/** A member row written directly (no password), for calls that need one to exist. */
export async function insertTestMember(
  db: Db,
  siteId: string,
  options: { status?: string; reasons?: string[]; email?: string } = {},
): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await db
    .insertInto('members')
    .values({
      site_id: siteId,
      id,
      login_email: options.email ?? uniqueEmail('fixture'),
      password_hash: null,
      status: options.status ?? 'ACTIVE',
      pending_reasons: JSON.stringify(options.reasons ?? []),
      email_verified: 1,
      privacy_status: 'PRIVATE',
      profile: '{}',
      created_date: now,
      updated_date: now,
    })
    .execute();
  return id;
}
