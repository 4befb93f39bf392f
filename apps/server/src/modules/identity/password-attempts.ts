import { sql } from 'kysely';
import { updateSiteTable, type SiteScope } from '../../platform/site-scope.ts';
import type { LockoutOptions } from './identity.context.ts';
import { nowMs } from '../../platform/clock.ts';
import { accountLocked } from './identity.errors.ts';
import { passwordMatches } from './secrets.ts';

// Wrong-password lockout of member and owner logins. A check against the hash is reserved
// before the (slow) hashing with one conditional UPDATE, so parallel guesses cannot all read
// "9 failures" and each get checked: at most `maxFailures` checks are ever in flight or done
// between successes. A reservation counts as a failure until the check succeeds and releases it.

/** Tables whose rows carry a login's `failed_logins` and `locked_until`. */
export type LoginTable = 'members' | 'owner_users';

/**
 * Reserves one password check for the login `id`; false when the login is locked (or the
 * limit is reached by checks still running). An expired lock starts the count over.
 */
export async function reservePasswordCheck(
  scope: SiteScope,
  table: LoginTable,
  id: string,
  lockout: LockoutOptions,
  now = nowMs(),
): Promise<boolean> {
  const at = new Date(now).toISOString();
  const lockExpired = sql<boolean>`(locked_until IS NOT NULL AND locked_until <= ${at})`;
  const result = await updateSiteTable(scope, table)
    .set({
      failed_logins: sql<number>`CASE WHEN ${lockExpired} THEN 1 ELSE failed_logins + 1 END`,
      locked_until: sql<string | null>`CASE WHEN ${lockExpired} THEN NULL ELSE locked_until END`,
    })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('locked_until', 'is', null), eb('failed_logins', '<', lockout.maxFailures)]),
        eb('locked_until', '<=', at),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * After a wrong password (or a refused reservation): once the count reached the limit, the
 * login is locked for `lockMs`. Also heals a count left at the limit by a check that never
 * finished (a crashed process), so no login stays locked forever.
 */
export async function lockWhenExhausted(
  scope: SiteScope,
  table: LoginTable,
  id: string,
  lockout: LockoutOptions,
  now = nowMs(),
): Promise<void> {
  await updateSiteTable(scope, table)
    .set({ locked_until: new Date(now + lockout.lockMs).toISOString() })
    .where('id', '=', id)
    .where('locked_until', 'is', null)
    .where('failed_logins', '>=', lockout.maxFailures)
    .execute();
}

/**
 * A password check of a login under the lockout (member login, owner login, a member's own
 * account changes): reserved before hashing, the login locked once failures reach the limit.
 * Throws `accountLocked()` or the caller's `wrong()`; a right password starts the count over,
 * unless `release: false` (the caller does it in its own transaction).
 */
export async function checkPasswordUnderLockout(
  scope: SiteScope,
  table: LoginTable,
  login: { id: string; password_hash: string | null },
  password: string,
  options: { lockout: LockoutOptions; wrong: () => Error; release?: boolean },
): Promise<void> {
  if (!(await reservePasswordCheck(scope, table, login.id, options.lockout))) {
    await lockWhenExhausted(scope, table, login.id, options.lockout);
    throw accountLocked();
  }
  if (!(await passwordMatches(login.password_hash, password))) {
    await lockWhenExhausted(scope, table, login.id, options.lockout);
    throw options.wrong();
  }
  if (options.release !== false) await releasePasswordChecks(scope, table, login.id);
}

/** A right password: the count starts over. */
export async function releasePasswordChecks(scope: SiteScope, table: LoginTable, id: string): Promise<void> {
  await updateSiteTable(scope, table)
    .set({ failed_logins: 0, locked_until: null })
    .where('id', '=', id)
    .execute();
}
