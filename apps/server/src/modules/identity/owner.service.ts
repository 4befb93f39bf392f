import type { Db, Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { newId, randomSecret } from '../../platform/ids.ts';
import { nowIso, nowMs } from '../../platform/clock.ts';
import { insertIntoSite, selectFromSite, siteScope, updateSiteTable } from '../../platform/site-scope.ts';
import type { LockoutOptions } from './identity.context.ts';
import { checkPasswordUnderLockout } from './password-attempts.ts';
import { digestOf, hashPassword, newToken, passwordMatches } from './secrets.ts';

// The site owner's own login to the dashboard: email and password (owner_users), answered with
// an owner session token that works as `Authorization` on owner routes (role OWNER, subject =
// the owner user's id, so the `userId` a write records is a person, not an API key).

export const OWNER_SESSION_PREFIX = 'tso_';
export const OWNER_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const wrongCredentials = () =>
  new AppError('UNAUTHENTICATED', 'INVALID_CREDENTIALS', 'Wrong email or password');

/** Creates (or finds) a site's owner user; returns the password when it was generated here. */
export async function ensureOwnerUser(
  db: Executor,
  siteId: string,
  options: { email?: string; password?: string },
): Promise<{ id: string; email: string; generatedPassword?: string; created: boolean }> {
  const email = (options.email ?? 'owner@example.com').trim().toLowerCase();
  const scope = siteScope(db, siteId);
  const existing = await selectFromSite(scope, 'owner_users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) return { id: existing.id, email, created: false };
  const password = options.password ?? randomSecret(12);
  const id = newId();
  await insertIntoSite(scope, 'owner_users', [
    { id, email, password_hash: await hashPassword(password), locked_until: null, created_date: nowIso() },
  ]).execute();
  return { id, email, created: true, ...(options.password ? {} : { generatedPassword: password }) };
}

export class OwnerLogin {
  constructor(
    private readonly db: Db,
    private readonly lockout: LockoutOptions,
  ) {}

  async login(input: { email: string; password: string; siteId?: string }) {
    const email = input.email.trim().toLowerCase();
    let query = this.db.selectFrom('owner_users').selectAll().where('email', '=', email);
    if (input.siteId) query = query.where('site_id', '=', input.siteId);
    const users = await query.limit(2).execute();
    if (users.length > 1) {
      throw new AppError('INVALID', 'SITE_ID_REQUIRED', 'This email owns several sites: send siteId as well');
    }
    const user = users[0];
    if (!user) {
      await passwordMatches(null, input.password);
      throw wrongCredentials();
    }
    const scope = siteScope(this.db, user.site_id);
    // Reserved before hashing, like a member's login (password-attempts.ts).
    // The count starts over in the session's transaction below.
    await checkPasswordUnderLockout(scope, 'owner_users', user, input.password, {
      lockout: this.lockout,
      wrong: wrongCredentials,
      release: false,
    });
    const token = newToken(OWNER_SESSION_PREFIX.slice(0, -1));
    const expiresDate = new Date(nowMs() + OWNER_SESSION_TTL_MS).toISOString();
    await this.db.transaction().execute(async (tx) => {
      const txScope = siteScope(tx, user.site_id);
      await updateSiteTable(txScope, 'owner_users')
        .set({ failed_logins: 0, locked_until: null })
        .where('id', '=', user.id)
        .execute();
      await insertIntoSite(txScope, 'owner_sessions', [
        {
          token_hash: digestOf(token),
          owner_user_id: user.id,
          created_date: nowIso(),
          expires_date: expiresDate,
        },
      ]).execute();
    });
    return { token, siteId: user.site_id, ownerUserId: user.id, expiresDate };
  }
}

/** Resolves owner session tokens for `authenticate` (cached briefly, like API keys). */
export class OwnerSessionResolver {
  private readonly cache = new Map<
    string,
    { owner: { siteId: string; ownerUserId: string } | null; until: number }
  >();

  constructor(private readonly db: Db) {}

  static looksLikeOwnerSession = (token: string): boolean => token.startsWith(OWNER_SESSION_PREFIX);

  async resolve(token: string): Promise<{ siteId: string; ownerUserId: string } | null> {
    const hash = digestOf(token);
    const cached = this.cache.get(hash);
    if (cached && cached.until > nowMs()) return cached.owner;
    const row = await this.db
      .selectFrom('owner_sessions')
      .select(['site_id', 'owner_user_id', 'expires_date'])
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    const owner =
      row && row.expires_date > nowIso() ? { siteId: row.site_id, ownerUserId: row.owner_user_id } : null;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(hash, {
      owner,
      until: Math.min(nowMs() + 30_000, row ? Date.parse(row.expires_date) : Infinity),
    });
    return owner;
  }
}
