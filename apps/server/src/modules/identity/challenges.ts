import type { Selectable } from 'kysely';
import { nowIso, nowMs } from '../../platform/clock.ts';
import type { IdentityChallengesTable } from './identity.schema.ts';
import { newId } from '../../platform/ids.ts';
import {
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { digestOf, newCode, newToken } from './secrets.ts';

/**
 * Short-lived secrets handed to a member, one row each:
 * - EMAIL_VERIFICATION: a login state token waiting for the code emailed to the member;
 * - MFA: a login state token waiting for a second factor (and the code sent for a code factor);
 * - FACTOR_ENROLL: confirms a new email / SMS / call factor with the code sent to it;
 * - RECOVERY, ACTIVATION: a single-use link token to set a new password;
 * - TOTP_USED: an accepted authenticator code, kept briefly so it cannot be replayed (factors.ts).
 */
export type ChallengeKind = 'EMAIL_VERIFICATION' | 'MFA' | 'FACTOR_ENROLL' | 'RECOVERY' | 'ACTIVATION';
export type ChallengeRow = Selectable<IdentityChallengesTable>;

export const CHALLENGE_TTL_MS: Record<ChallengeKind, number> = {
  EMAIL_VERIFICATION: 24 * 60 * 60 * 1000,
  MFA: 15 * 60 * 1000,
  FACTOR_ENROLL: 15 * 60 * 1000,
  RECOVERY: 60 * 60 * 1000,
  ACTIVATION: 7 * 24 * 60 * 60 * 1000,
};
/** A code is good for 10 minutes; a resend issues a new one. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes allowed per code; the challenge is dead after that. */
export const MAX_CODE_ATTEMPTS = 5;
/** Codes sent per challenge (the first one and resends). */
export const MAX_CODE_SENDS = 5;

const tokenPrefix: Record<ChallengeKind, string> = {
  EMAIL_VERIFICATION: 'tst',
  MFA: 'tst',
  FACTOR_ENROLL: 'tfe',
  RECOVERY: 'trc',
  ACTIVATION: 'trc',
};

export interface NewChallenge {
  token: string;
  /** The one-time code to send, for challenges that wait for one. */
  code?: string;
  row: { id: string };
}

export async function createChallenge(
  tx: SiteTx,
  options: {
    kind: ChallengeKind;
    memberId: string;
    withCode: boolean;
    target?: string;
    data?: Record<string, unknown>;
  },
): Promise<NewChallenge> {
  const token = newToken(tokenPrefix[options.kind]);
  const code = options.withCode ? newCode() : undefined;
  const now = nowMs();
  const id = newId();
  const attempts = code ? await replaceLiveCodeChallenges(tx, options.memberId, options.kind, now) : 0;
  await insertIntoSite(tx, 'identity_challenges', [
    {
      id,
      kind: options.kind,
      member_id: options.memberId,
      token_hash: digestOf(token),
      code_hash: code ? digestOf(code) : null,
      target: options.target ?? null,
      sends: code ? 1 : 0,
      attempts,
      data: JSON.stringify(options.data ?? {}),
      created_date: new Date(now).toISOString(),
      expires_date: new Date(now + CHALLENGE_TTL_MS[options.kind]).toISOString(),
      code_expires_date: code ? new Date(now + CODE_TTL_MS).toISOString() : null,
      consumed_date: null,
    },
  ]).execute();
  return { token, code, row: { id } };
}

/**
 * One live code challenge per member and kind: a new one ends the member's others of that kind.
 * Their wrong tries carry over while their code is still valid (10 minutes), so starting a login
 * again (or a new verification) does not bring 5 new guesses at once. MFA challenges start at 0:
 * the member's own count across logins bounds those guesses (second-factor-lock.ts).
 */
async function replaceLiveCodeChallenges(
  tx: SiteTx,
  memberId: string,
  kind: ChallengeKind,
  now: number,
): Promise<number> {
  const live = await tx
    .forUpdate(
      selectFromSite(tx, 'identity_challenges')
        .select(['id', 'attempts', 'code_expires_date'])
        .where('member_id', '=', memberId)
        .where('kind', '=', kind)
        .where('consumed_date', 'is', null)
        .where('expires_date', '>', new Date(now).toISOString()),
    )
    .execute();
  if (!live.length) return 0;
  await consumeMemberChallenges(tx, memberId, [kind]);
  if (kind === 'MFA') return 0;
  const nowIsoString = new Date(now).toISOString();
  return Math.max(
    0,
    ...live.filter((c) => c.code_expires_date && c.code_expires_date > nowIsoString).map((c) => c.attempts),
  );
}

/** A live (unconsumed, unexpired) challenge of one of the kinds, by its token; locked when in a tx. */
export async function findLiveChallenge(
  scope: SiteScope | SiteTx,
  token: string,
  kinds: ChallengeKind[],
): Promise<ChallengeRow | undefined> {
  let query = selectFromSite(scope, 'identity_challenges')
    .selectAll()
    .where('token_hash', '=', digestOf(token))
    .where('kind', 'in', kinds)
    .where('consumed_date', 'is', null)
    .where('expires_date', '>', nowIso());
  if ('forUpdate' in scope) query = scope.forUpdate(query);
  return query.executeTakeFirst();
}

/** Marks a challenge used; false when another call consumed it first (single use). */
export async function consumeChallenge(scope: SiteScope, id: string): Promise<boolean> {
  const result = await updateSiteTable(scope, 'identity_challenges')
    .set({ consumed_date: nowIso() })
    .where('id', '=', id)
    .where('consumed_date', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countWrongCode(scope: SiteScope, id: string): Promise<void> {
  await updateSiteTable(scope, 'identity_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** A fresh code for a challenge (resend): new expiry; the wrong tries so far still count. */
export async function renewCode(scope: SiteScope, row: ChallengeRow): Promise<string> {
  const code = newCode();
  await updateSiteTable(scope, 'identity_challenges')
    .set({
      code_hash: digestOf(code),
      code_expires_date: new Date(nowMs() + CODE_TTL_MS).toISOString(),
      sends: row.sends + 1,
    })
    .where('id', '=', row.id)
    .execute();
  return code;
}

/** Ends a member's open challenges of some kinds (e.g. other recovery links after a recovery). */
export async function consumeMemberChallenges(scope: SiteScope, memberId: string, kinds: ChallengeKind[]) {
  await updateSiteTable(scope, 'identity_challenges')
    .set({ consumed_date: nowIso() })
    .where('member_id', '=', memberId)
    .where('kind', 'in', kinds)
    .where('consumed_date', 'is', null)
    .execute();
}

export const dataOf = (row: ChallengeRow): Record<string, unknown> => {
  try {
    return JSON.parse(row.data) as Record<string, unknown>;
  } catch {
    return {};
  }
};
