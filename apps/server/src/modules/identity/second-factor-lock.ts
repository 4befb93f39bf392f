import { AppError } from '../../platform/errors.ts';
import { nowIso } from '../../platform/clock.ts';
import { selectFromSite, updateSiteTable, type SiteScope } from '../../platform/site-scope.ts';

// Wrong second-factor codes are counted per member, across logins: a new login's state token
// brings no new tries. Like a password check, each code check is reserved first with one
// conditional UPDATE (parallel guesses cannot overrun the limit); the reservation stays counted
// unless the code was right. At the limit the second factor locks — even the right code is
// refused — until the member recovers the password or an owner unlocks it.

export const secondFactorLocked = () =>
  new AppError(
    'PERMISSION_DENIED',
    'MFA_LOCKED',
    'Too many wrong codes: two-step login is locked. Reset your password or ask the site owner to unlock it.',
  );

/** Reserves one code check for the member; false when their second factor is locked. */
export async function reserveSecondFactorCheck(
  scope: SiteScope,
  memberId: string,
  maxFailures: number,
): Promise<boolean> {
  const result = await updateSiteTable(scope, 'members')
    .set((eb) => ({ mfa_failures: eb('mfa_failures', '+', 1) }))
    .where('id', '=', memberId)
    .where('mfa_locked_date', 'is', null)
    .where('mfa_failures', '<', maxFailures)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * After a wrong code (or a refused reservation): locks the second factor once the count reached
 * the limit. True when it is locked now.
 */
export async function lockSecondFactorWhenExhausted(
  scope: SiteScope,
  memberId: string,
  maxFailures: number,
): Promise<boolean> {
  await updateSiteTable(scope, 'members')
    .set({ mfa_locked_date: nowIso() })
    .where('id', '=', memberId)
    .where('mfa_locked_date', 'is', null)
    .where('mfa_failures', '>=', maxFailures)
    .execute();
  return isSecondFactorLocked(scope, memberId);
}

export async function isSecondFactorLocked(scope: SiteScope, memberId: string): Promise<boolean> {
  const row = await selectFromSite(scope, 'members')
    .select('mfa_locked_date')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return !!row?.mfa_locked_date;
}

/** A right code, a password recovery or an owner unlock: the count starts over. */
export async function clearSecondFactorFailures(scope: SiteScope, memberId: string): Promise<number> {
  const result = await updateSiteTable(scope, 'members')
    .set({ mfa_failures: 0, mfa_locked_date: null })
    .where('id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
