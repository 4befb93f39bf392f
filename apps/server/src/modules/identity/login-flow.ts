import type { StateMachineResponse } from '@tessera/contracts';
import { queueMessage } from '../../platform/mail/delivery.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { findMember, reasonsOf, updateMember, type MemberRow } from './member-accounts.ts';
import { createChallenge } from './challenges.ts';
import { activeFactors, isRememberedDevice, type CodeFactorType } from './factors.ts';
import { toIdentity } from './identity.mapper.ts';
import { factorCodeMessage, verificationCodeEmail } from './messages.ts';
import { createSessionToken } from './sessions.ts';
import { secondFactorLocked } from './second-factor-lock.ts';
import { readIdentitySettings } from './settings.ts';
import { nowIso } from '../../platform/clock.ts';

export interface LoginStep {
  /** The second factor was just verified (MFA is not asked again). */
  mfaDone?: boolean;
  /** A remembered-device token the client sent (`clientMetaData.deviceToken`). */
  deviceToken?: unknown;
}

/**
 * The state a member whose credentials (or code) checked out is in next: email verification,
 * owner approval, a second factor, a status check (blocked), or SUCCESS with a session token.
 */
export async function nextLoginState(
  tx: SiteTx,
  member: MemberRow,
  step: LoginStep = {},
): Promise<StateMachineResponse> {
  if (member.status === 'BLOCKED' || member.status === 'DELETED') {
    return { state: 'STATUS_CHECK', identity: toIdentity(member) };
  }
  if (member.status === 'PENDING') {
    if (reasonsOf(member).includes('PENDING_EMAIL_VERIFICATION_REQUIRED')) {
      const challenge = await createChallenge(tx, {
        kind: 'EMAIL_VERIFICATION',
        memberId: member.id,
        withCode: true,
        target: member.login_email,
        data: { channel: 'EMAIL' },
      });
      await queueMessage(tx, verificationCodeEmail(member.login_email, challenge.code!));
      return {
        state: 'REQUIRE_EMAIL_VERIFICATION',
        stateToken: challenge.token,
        identity: toIdentity(member),
      };
    }
    return { state: 'REQUIRE_OWNER_APPROVAL', identity: toIdentity(member) };
  }

  const factors = await activeFactors(tx, member.id);
  if (!step.mfaDone) {
    const { mfaPolicy } = await readIdentitySettings(tx);
    const needed = mfaPolicy === 'REQUIRED' || (mfaPolicy === 'OPTIONAL' && factors.length > 0);
    if (needed && !(await isRememberedDevice(tx, member.id, step.deviceToken))) {
      return requireMfa(tx, member, factors);
    }
  }
  const sessionToken = await createSessionToken(tx, member.id);
  await updateMember(tx, member.id, { lastLoginDate: nowIso() });
  const current = (await findMember(tx, member.id)) ?? member;
  return { state: 'SUCCESS', sessionToken, identity: toIdentity(current, factors) };
}

async function requireMfa(
  tx: SiteTx,
  member: MemberRow,
  factors: Awaited<ReturnType<typeof activeFactors>>,
): Promise<StateMachineResponse> {
  // A locked second factor: say so now rather than send a code that cannot be used.
  if (member.mfa_locked_date) throw secondFactorLocked();
  // A member without an enrolled factor on a site that requires MFA gets a code by email.
  const codeFactor =
    factors.find((f) => f.factor_type === 'EMAIL') ??
    factors.find((f) => f.factor_type === 'SMS' || f.factor_type === 'CALL') ??
    (factors.length ? undefined : { factor_type: 'EMAIL', target: member.login_email });
  const channel = codeFactor?.factor_type as CodeFactorType | undefined;
  const target = codeFactor ? (codeFactor.target ?? member.login_email) : undefined;
  const challenge = await createChallenge(tx, {
    kind: 'MFA',
    memberId: member.id,
    withCode: !!channel,
    target,
    data: channel ? { channel, codeFactor: channel } : {},
  });
  if (channel && target) await queueMessage(tx, factorCodeMessage(channel, target, challenge.code!));
  const types = new Set(factors.map((f) => f.factor_type));
  if (channel) types.add(channel);
  return {
    state: 'REQUIRE_MFA',
    stateToken: challenge.token,
    identity: toIdentity(member, factors),
    requireMfaData: {
      availableFactors: [...types].map((factorType) => ({
        factorType: factorType as 'TOTP' | CodeFactorType,
        factorStatus: 'ENABLED',
      })),
      reason: 'USER_SETTINGS',
    },
  };
}
