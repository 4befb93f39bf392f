import type { Caller } from '../../platform/auth/caller.ts';
import type { StateMachineResponse } from '@tessera/contracts';
import { AppError, validationError, violation } from '../../platform/errors.ts';
import { queueMessage } from '../../platform/mail/delivery.ts';
import type { OutgoingMessage } from '../../platform/mail/mailer.ts';
import { nowIso } from '../../platform/clock.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { findMember, lockMember, reasonsOf, statusFor, updateMember } from './member-accounts.ts';
import {
  consumeChallenge,
  countWrongCode,
  createChallenge,
  dataOf,
  findLiveChallenge,
  MAX_CODE_ATTEMPTS,
  MAX_CODE_SENDS,
  renewCode,
  type ChallengeRow,
} from './challenges.ts';
import { activeFactors, claimTotpCode, rememberDevice, totpCodeMatches } from './factors.ts';
import type { IdentityDeps } from './identity.context.ts';
import {
  codeExpired,
  invalidCode,
  memberNotFound,
  stateTokenNotFound,
  tooManyAttempts,
  tooManyRequests,
} from './identity.errors.ts';
import { nextLoginState } from './login-flow.ts';
import {
  clearSecondFactorFailures,
  isSecondFactorLocked,
  lockSecondFactorWhenExhausted,
  reserveSecondFactorCheck,
  secondFactorLocked,
} from './second-factor-lock.ts';
import { factorCodeMessage, verificationCodeEmail } from './messages.ts';
import { codeMatches } from './secrets.ts';

/** Work whose failure must still commit (a counted wrong code) returns its error instead of throwing. */
type Outcome<T> = { ok: T } | { error: Error };
const unwrap = <T>(outcome: Outcome<T>): T => {
  if ('error' in outcome) throw outcome.error;
  return outcome.ok;
};

/** Checks a code against a challenge; a wrong one is counted (the caller's transaction commits it). */
async function checkChallengeCode(
  tx: SiteTx,
  challenge: ChallengeRow,
  code: string,
  matches: (code: string) => boolean,
): Promise<Error | null> {
  if (challenge.attempts >= MAX_CODE_ATTEMPTS) return tooManyAttempts();
  if (challenge.code_expires_date && challenge.code_expires_date <= nowIso()) return codeExpired();
  if (matches(code)) return null;
  await countWrongCode(tx, challenge.id);
  return challenge.attempts + 1 >= MAX_CODE_ATTEMPTS ? tooManyAttempts() : invalidCode();
}

const FACTOR_OF_PATH = { totp: 'TOTP', email: 'EMAIL', sms: 'SMS', call: 'CALL' } as const;

/** Email verification codes during login, second factors, resends, owner-started verification. */
export class VerificationService {
  constructor(private readonly deps: IdentityDeps) {}

  /** `POST /verification/v1/auth/verify`: the emailed code of a REQUIRE_EMAIL_VERIFICATION state. */
  async verifyDuringAuthentication(caller: Caller, input: { code: string; stateToken: string }) {
    const { siteId } = caller;
    return unwrap(
      await this.deps.uow.run(
        siteId,
        async (tx): Promise<Outcome<StateMachineResponse>> => {
          const challenge = await findLiveChallenge(tx, input.stateToken, ['EMAIL_VERIFICATION']);
          if (!challenge) return { error: stateTokenNotFound() };
          const failure = await checkChallengeCode(tx, challenge, input.code, (c) =>
            codeMatches(challenge.code_hash, c),
          );
          if (failure) return { error: failure };
          if (!(await consumeChallenge(tx, challenge.id))) return { error: stateTokenNotFound() };
          const member = await lockMember(tx, challenge.member_id);
          if (!member || member.status === 'DELETED') return { error: stateTokenNotFound() };
          const reasons = reasonsOf(member).filter((r) => r !== 'PENDING_EMAIL_VERIFICATION_REQUIRED');
          await updateMember(tx, member.id, {
            emailVerified: true,
            reasons,
            ...(member.status === 'PENDING' ? { status: statusFor(reasons) } : {}),
          });
          return { ok: await nextLoginState(tx, (await findMember(tx, member.id))!, { mfaDone: true }) };
        },
        { changes: ['identity', 'members'] },
      ),
    );
  }

  /** `POST /authentication/v2/{factorType}/verify`: the second factor of a REQUIRE_MFA state. */
  async verifyFactor(
    caller: Caller,
    factorPath: keyof typeof FACTOR_OF_PATH,
    input: {
      stateToken: string;
      rememberThisDevice?: boolean;
      totpData?: { code?: string | null };
      emailData?: { code?: string | null };
      smsData?: { code?: string | null };
      callData?: { code?: string | null };
    },
  ): Promise<StateMachineResponse> {
    const { siteId } = caller;
    const factorType = FACTOR_OF_PATH[factorPath];
    const dataField = `${factorPath}Data` as const;
    const code = input[dataField]?.code;
    if (!code)
      throw validationError([violation(`${dataField}.code`, 'must not be empty', 'REQUIRED_FIELD', {})]);
    return unwrap(
      await this.deps.uow.run(
        siteId,
        async (tx): Promise<Outcome<StateMachineResponse>> => {
          const challenge = await findLiveChallenge(tx, input.stateToken, ['MFA']);
          if (!challenge) return { error: stateTokenNotFound() };
          let matches: (c: string) => boolean;
          if (factorType === 'TOTP') {
            const totp = (await activeFactors(tx, challenge.member_id)).find((f) => f.factor_type === 'TOTP');
            matches = (c) => totpCodeMatches(totp?.secret ?? null, c);
          } else {
            const sentTo = dataOf(challenge).codeFactor;
            matches = (c) => sentTo === factorType && codeMatches(challenge.code_hash, c);
          }
          if (challenge.attempts >= MAX_CODE_ATTEMPTS) return { error: tooManyAttempts() };
          // A TOTP code has no expiry of its own here: the authenticator's time step bounds it.
          if (
            factorType !== 'TOTP' &&
            challenge.code_expires_date &&
            challenge.code_expires_date <= nowIso()
          ) {
            return { error: codeExpired() };
          }
          // Counted per member across logins, reserved before the check (second-factor-lock.ts).
          const memberId = challenge.member_id;
          const { maxMfaFailures } = this.deps.lockout;
          if (!(await reserveSecondFactorCheck(tx, memberId, maxMfaFailures))) {
            await lockSecondFactorWhenExhausted(tx, memberId, maxMfaFailures);
            return { error: secondFactorLocked() };
          }
          const right = matches(code) && (factorType !== 'TOTP' || (await claimTotpCode(tx, memberId, code)));
          if (!right) {
            await countWrongCode(tx, challenge.id);
            if (await lockSecondFactorWhenExhausted(tx, memberId, maxMfaFailures)) {
              return { error: secondFactorLocked() };
            }
            return { error: challenge.attempts + 1 >= MAX_CODE_ATTEMPTS ? tooManyAttempts() : invalidCode() };
          }
          await clearSecondFactorFailures(tx, memberId);
          if (!(await consumeChallenge(tx, challenge.id))) return { error: stateTokenNotFound() };
          const member = await findMember(tx, challenge.member_id);
          if (!member) return { error: stateTokenNotFound() };
          const result = await nextLoginState(tx, member, { mfaDone: true });
          if (input.rememberThisDevice && result.state === 'SUCCESS') {
            const deviceToken = await rememberDevice(tx, member.id);
            result.additionalData = { deviceToken: { strValue: deviceToken } };
          }
          return { ok: result };
        },
        { changes: ['identity', 'members'] },
      ),
    );
  }

  /** `POST /verification/v1/auth/resend`: a new code for a state that waits for one. */
  async resend(caller: Caller, stateToken: string): Promise<void> {
    const { siteId } = caller;
    unwrap(
      await this.deps.uow.run(
        siteId,
        async (tx): Promise<Outcome<void>> => {
          const challenge = await findLiveChallenge(tx, stateToken, ['EMAIL_VERIFICATION', 'MFA']);
          if (!challenge || !challenge.code_hash || !challenge.target) return { error: stateTokenNotFound() };
          if (challenge.kind === 'MFA' && (await isSecondFactorLocked(tx, challenge.member_id))) {
            return { error: secondFactorLocked() };
          }
          if (challenge.sends >= MAX_CODE_SENDS) {
            return {
              error: tooManyRequests('TOO_MANY_RESENDS', 'No more codes for this login; start again'),
            };
          }
          const code = await renewCode(tx, challenge);
          const channel = (dataOf(challenge).channel as OutgoingMessage['channel']) ?? 'EMAIL';
          await queueMessage(
            tx,
            challenge.kind === 'EMAIL_VERIFICATION'
              ? verificationCodeEmail(challenge.target, code)
              : factorCodeMessage(channel, challenge.target, code),
          );
          return { ok: undefined };
        },
        { changes: ['identity'] },
      ),
    );
  }

  /** `POST /verification/v1/start` (owner): emails a member a code; the id verifies it. */
  async start(caller: Caller, identityId: string | undefined): Promise<{ verificationId: string }> {
    const { siteId } = caller;
    if (!identityId)
      throw validationError([violation('identityId', 'must not be empty', 'REQUIRED_FIELD', {})]);
    return this.deps.uow.run(
      siteId,
      async (tx) => {
        const member = await findMember(tx, identityId);
        if (!member || member.status === 'DELETED') throw memberNotFound();
        if (member.status === 'BLOCKED')
          throw new AppError('PRECONDITION', 'MEMBER_BLOCKED', 'The member is blocked');
        const challenge = await createChallenge(tx, {
          kind: 'EMAIL_VERIFICATION',
          memberId: member.id,
          withCode: true,
          target: member.login_email,
          data: { channel: 'EMAIL' },
        });
        await queueMessage(tx, verificationCodeEmail(member.login_email, challenge.code!));
        return { verificationId: challenge.token };
      },
      { changes: ['identity'] },
    );
  }
}
