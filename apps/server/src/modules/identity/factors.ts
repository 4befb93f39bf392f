import type { Selectable } from 'kysely';
import { authenticator } from 'otplib';
import { nowIso, nowMs } from '../../platform/clock.ts';
import type { MfaFactorsTable } from './identity.schema.ts';
import { newId } from '../../platform/ids.ts';
import { deleteFromSite, insertIntoSite, selectFromSite, type SiteScope } from '../../platform/site-scope.ts';
import { digestOf, newToken } from './secrets.ts';

// MFA factors (TOTP, email, SMS, call) and remembered devices.

export type FactorRow = Selectable<MfaFactorsTable>;
export type CodeFactorType = 'EMAIL' | 'SMS' | 'CALL';

// One step of drift either way (±30 s) for clocks that are slightly off.
authenticator.options = { window: 1 };

export const REMEMBERED_DEVICE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const memberFactors = (scope: SiteScope, memberId: string) =>
  selectFromSite(scope, 'mfa_factors')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_date')
    .execute();

export const activeFactors = async (scope: SiteScope, memberId: string) =>
  (await memberFactors(scope, memberId)).filter((f) => f.status === 'ACTIVE');

export async function insertFactor(
  scope: SiteScope,
  factor: { memberId: string; type: 'TOTP' | CodeFactorType; secret?: string; target?: string },
): Promise<FactorRow> {
  const row = {
    id: newId(),
    member_id: factor.memberId,
    factor_type: factor.type,
    status: 'INACTIVE',
    secret: factor.secret ?? null,
    target: factor.target ?? null,
    created_date: nowIso(),
  };
  await insertIntoSite(scope, 'mfa_factors', [row]).execute();
  return { ...row, site_id: scope.siteId };
}

export const totpCodeMatches = (secret: string | null, code: string): boolean => {
  if (!secret || !/^\d{6}$/.test(code.trim())) return false;
  try {
    return authenticator.check(code.trim(), secret);
  } catch {
    return false;
  }
};

/** Long enough to outlive a code's validity (its step and one step either side). */
const TOTP_USED_TTL_MS = 2 * 60 * 1000;

/**
 * Records an accepted TOTP code so it cannot be replayed (someone watching the screen or the
 * wire gets no second login from it). Returns false when the code was already used: a row in
 * the challenges table whose token is the digest of member and code, unique per site.
 */
export async function claimTotpCode(scope: SiteScope, memberId: string, code: string): Promise<boolean> {
  const tokenHash = digestOf(`totp-used:${memberId}:${code.trim()}`);
  const now = nowMs();
  await deleteFromSite(scope, 'identity_challenges')
    .where('token_hash', '=', tokenHash)
    .where('expires_date', '<=', new Date(now).toISOString())
    .execute();
  // One statement decides: of two logins replaying one code at once, one inserts, one conflicts.
  const result = await insertIntoSite(scope, 'identity_challenges', [
    {
      id: newId(),
      kind: 'TOTP_USED',
      member_id: memberId,
      token_hash: tokenHash,
      code_hash: null,
      target: null,
      data: '{}',
      created_date: new Date(now).toISOString(),
      expires_date: new Date(now + TOTP_USED_TTL_MS).toISOString(),
      code_expires_date: null,
      consumed_date: new Date(now).toISOString(),
    },
  ])
    .onConflict((oc) => oc.columns(['site_id', 'token_hash']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const newTotpSecret = (): string => authenticator.generateSecret();
export const totpUrl = (account: string, issuer: string, secret: string): string =>
  authenticator.keyuri(account, issuer, secret);

/** Remembers a device after a second factor: later logins presenting the token skip MFA. */
export async function rememberDevice(scope: SiteScope, memberId: string): Promise<string> {
  const token = newToken('tsd');
  const now = nowMs();
  await insertIntoSite(scope, 'remembered_devices', [
    {
      token_hash: digestOf(token),
      member_id: memberId,
      created_date: new Date(now).toISOString(),
      expires_date: new Date(now + REMEMBERED_DEVICE_TTL_MS).toISOString(),
    },
  ]).execute();
  return token;
}

export async function isRememberedDevice(
  scope: SiteScope,
  memberId: string,
  token: unknown,
): Promise<boolean> {
  if (typeof token !== 'string' || !token || token.length > 200) return false;
  const row = await selectFromSite(scope, 'remembered_devices')
    .select('member_id')
    .where('token_hash', '=', digestOf(token))
    .where('expires_date', '>', nowIso())
    .executeTakeFirst();
  return row?.member_id === memberId;
}

export const forgetDevices = (scope: SiteScope, memberId: string) =>
  deleteFromSite(scope, 'remembered_devices').where('member_id', '=', memberId).execute();
