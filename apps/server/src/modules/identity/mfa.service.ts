import { subjectOf, type Caller } from '../../platform/auth/caller.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { queueMessage } from '../../platform/mail/delivery.ts';
import { deleteFromSite, selectFromSite, siteScope, updateSiteTable } from '../../platform/site-scope.ts';
import { findMember, type MemberRow } from './member-accounts.ts';
import { consumeChallenge, countWrongCode, createChallenge, MAX_CODE_ATTEMPTS } from './challenges.ts';
import {
  claimTotpCode,
  insertFactor,
  memberFactors,
  newTotpSecret,
  totpCodeMatches,
  totpUrl,
  type CodeFactorType,
  type FactorRow,
} from './factors.ts';
import type { IdentityDeps } from './identity.context.ts';
import {
  invalidCode,
  isValidEmail,
  memberNotFound,
  passwordMustBeReset,
  tooManyAttempts,
  wrongCurrentPassword,
} from './identity.errors.ts';
import { checkPasswordUnderLockout } from './password-attempts.ts';
import { factorCodeMessage } from './messages.ts';
import { clearSecondFactorFailures } from './second-factor-lock.ts';
import { codeMatches } from './secrets.ts';
import { nowIso } from '../../platform/clock.ts';

const MAX_FACTORS = 10;
const PHONE = /^\+?[0-9 ()-]{6,30}$/;

export const factorView = (f: FactorRow) => ({
  factorId: f.id,
  type: f.factor_type as 'TOTP',
  status: f.status,
});

/**
 * A member enrols second factors: TOTP (authenticator app) or a code sent by email, SMS or call.
 * The member is always the caller (`subjectOf(caller)`), except for the owner's `unlockMember`.
 */
export class MfaService {
  constructor(private readonly deps: IdentityDeps) {}

  private async activeMember(siteId: string, memberId: string) {
    const member = await findMember(siteScope(this.deps.db, siteId), memberId);
    if (!member || member.status !== 'ACTIVE') throw memberNotFound();
    return member;
  }

  private async roomForFactor(siteId: string, memberId: string) {
    if ((await memberFactors(siteScope(this.deps.db, siteId), memberId)).length >= MAX_FACTORS) {
      throw new AppError('PRECONDITION', 'TOO_MANY_FACTORS', `At most ${MAX_FACTORS} factors per member`);
    }
  }

  async enrollTotp(caller: Caller) {
    const { siteId } = caller;
    const memberId = subjectOf(caller);
    const member = await this.activeMember(siteId, memberId);
    await this.roomForFactor(siteId, memberId);
    const secret = newTotpSecret();
    const factor = await this.deps.uow.run(
      siteId,
      (tx) => insertFactor(tx, { memberId, type: 'TOTP', secret }),
      { changes: ['identity'] },
    );
    return { factorId: factor.id, secret, otpauthUrl: totpUrl(member.login_email, 'Tessera', secret) };
  }

  async enrollCodeFactor(caller: Caller, factorType: CodeFactorType, target?: string) {
    const { siteId } = caller;
    const memberId = subjectOf(caller);
    const member = await this.activeMember(siteId, memberId);
    await this.roomForFactor(siteId, memberId);
    const to = factorType === 'EMAIL' ? (target ?? member.login_email).trim().toLowerCase() : target?.trim();
    if (!to || (factorType === 'EMAIL' ? !isValidEmail(to) : !PHONE.test(to))) {
      throw validationError([
        violation(
          'target',
          factorType === 'EMAIL' ? 'Invalid email address' : 'Invalid phone number',
          'FORMAT',
          {
            type: factorType === 'EMAIL' ? 'EMAIL' : 'PHONE',
          },
        ),
      ]);
    }
    return this.deps.uow.run(
      siteId,
      async (tx) => {
        const factor = await insertFactor(tx, { memberId, type: factorType, target: to });
        const { code } = await createChallenge(tx, {
          kind: 'FACTOR_ENROLL',
          memberId,
          withCode: true,
          target: to,
          data: { factorId: factor.id, channel: factorType },
        });
        await queueMessage(tx, factorCodeMessage(factorType, to, code!));
        return factorView(factor);
      },
      { changes: ['identity'] },
    );
  }

  /** Activates a factor with a code from it (the authenticator app, or the code just sent). */
  async confirmFactor(caller: Caller, factorId: string, code: string) {
    const { siteId } = caller;
    const memberId = subjectOf(caller);
    await this.activeMember(siteId, memberId);
    const outcome = await this.deps.uow.run(
      siteId,
      async (tx) => {
        const factor = await tx
          .forUpdate(
            selectFromSite(tx, 'mfa_factors')
              .selectAll()
              .where('id', '=', factorId)
              .where('member_id', '=', memberId),
          )
          .executeTakeFirst();
        if (!factor) return { error: notFound('FACTOR_NOT_FOUND', 'No such factor') };
        if (factor.status === 'ACTIVE') return { factor };
        if (factor.factor_type === 'TOTP') {
          if (!totpCodeMatches(factor.secret, code) || !(await claimTotpCode(tx, memberId, code))) {
            return { error: invalidCode() };
          }
        } else {
          const challenges = await tx
            .forUpdate(
              selectFromSite(tx, 'identity_challenges')
                .selectAll()
                .where('member_id', '=', memberId)
                .where('kind', '=', 'FACTOR_ENROLL')
                .where('consumed_date', 'is', null)
                .where('code_expires_date', '>', nowIso()),
            )
            .execute();
          const challenge = challenges.find((c) => JSON.parse(c.data).factorId === factorId);
          if (!challenge) return { error: invalidCode() };
          if (challenge.attempts >= MAX_CODE_ATTEMPTS) return { error: tooManyAttempts() };
          if (!codeMatches(challenge.code_hash, code)) {
            await countWrongCode(tx, challenge.id);
            return { error: invalidCode() };
          }
          await consumeChallenge(tx, challenge.id);
        }
        await updateSiteTable(tx, 'mfa_factors')
          .set({ status: 'ACTIVE' })
          .where('id', '=', factorId)
          .execute();
        return { factor: { ...factor, status: 'ACTIVE' } };
      },
      { changes: ['identity'] },
    );
    if ('error' in outcome && outcome.error) throw outcome.error;
    return factorView(outcome.factor!);
  }

  async listFactors(caller: Caller) {
    const { siteId } = caller;
    const memberId = subjectOf(caller);
    const factors = await memberFactors(siteScope(this.deps.db, siteId), memberId);
    return { factors: factors.map(factorView) };
  }

  /** The owner unlocks a member's second factor locked by wrong codes (second-factor-lock.ts). */
  async unlockMember(caller: Caller, memberId: string): Promise<void> {
    const { siteId } = caller;
    await this.deps.uow.run(
      siteId,
      async (tx) => {
        const member = await findMember(tx, memberId);
        if (!member || member.status === 'DELETED') throw memberNotFound();
        await clearSecondFactorFailures(tx, memberId);
      },
      { changes: ['identity', 'members'] },
    );
  }

  /**
   * Turns a factor off, only with the member's current password: a session left open on a shared
   * computer must not be enough to remove the second step. The check is the login's, counted
   * toward the same lockout (reserved before hashing; a right password starts the count over).
   * A member without a password (signed on by the owner, or registered without one) is told to
   * set one through recovery first (-19973), as a login would tell them.
   */
  async removeFactor(caller: Caller, factorId: string, password: string): Promise<void> {
    const { siteId } = caller;
    const memberId = subjectOf(caller);
    const member = await this.activeMember(siteId, memberId);
    await this.checkPassword(siteId, member, password);
    await this.deps.uow.run(
      siteId,
      async (tx) => {
        const result = await deleteFromSite(tx, 'mfa_factors')
          .where('id', '=', factorId)
          .where('member_id', '=', memberId)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) throw notFound('FACTOR_NOT_FOUND', 'No such factor');
      },
      { changes: ['identity'] },
    );
  }

  private async checkPassword(siteId: string, member: MemberRow, password: string) {
    if (!member.password_hash) throw passwordMustBeReset();
    await checkPasswordUnderLockout(siteScope(this.deps.db, siteId), 'members', member, password, {
      lockout: this.deps.lockout,
      wrong: wrongCurrentPassword,
    });
  }
}
