import type { Caller } from '../../platform/auth/caller.ts';
import { queueMessage } from '../../platform/mail/delivery.ts';
import { siteScope } from '../../platform/site-scope.ts';
import {
  findMember,
  findMemberByEmail,
  lockMember,
  reasonsOf,
  statusFor,
  updateMember,
} from './member-accounts.ts';
import {
  consumeChallenge,
  consumeMemberChallenges,
  createChallenge,
  findLiveChallenge,
} from './challenges.ts';
import type { IdentityDeps } from './identity.context.ts';
import {
  isValidEmail,
  memberNotFound,
  MIN_PASSWORD_LENGTH,
  recoveryTokenNotFound,
  weakPassword,
} from './identity.errors.ts';
import { activationEmail, recoveryEmail } from './messages.ts';
import { hashPassword } from './secrets.ts';
import { clearSecondFactorFailures } from './second-factor-lock.ts';
import { endMemberAccess } from './sessions.ts';

/** Deleted and blocked members cannot set a password through a link (recover and isUsable agree). */
const canRecover = (status: string) => status !== 'DELETED' && status !== 'BLOCKED';

/** Recovery and activation emails with a single-use, expiring link; recover sets a new password. */
export class RecoveryService {
  constructor(private readonly deps: IdentityDeps) {}

  private link(recoveryToken: string): string {
    return `${this.deps.publicUrl}/account/recover?recoveryToken=${encodeURIComponent(recoveryToken)}`;
  }

  /** Answers the same for unknown emails: the call tells no one who is a member. */
  async sendRecoveryEmail(caller: Caller, email: string): Promise<void> {
    const { siteId } = caller;
    if (!isValidEmail(email)) return;
    const member = await findMemberByEmail(siteScope(this.deps.db, siteId), email);
    if (!member || member.status === 'DELETED' || member.status === 'BLOCKED') return;
    await this.deps.uow.run(
      siteId,
      async (tx) => {
        const { token } = await createChallenge(tx, {
          kind: 'RECOVERY',
          memberId: member.id,
          withCode: false,
        });
        await queueMessage(tx, recoveryEmail(member.login_email, this.link(token)));
      },
      { changes: ['identity'] },
    );
  }

  /** The owner sends a member a link to set a password and activate the account. */
  async sendActivationEmail(caller: Caller, memberId: string): Promise<void> {
    const { siteId } = caller;
    await this.deps.uow.run(
      siteId,
      async (tx) => {
        const member = await findMember(tx, memberId);
        if (!member || member.status === 'DELETED') throw memberNotFound();
        const { token } = await createChallenge(tx, {
          kind: 'ACTIVATION',
          memberId: member.id,
          withCode: false,
        });
        await queueMessage(tx, activationEmail(member.login_email, this.link(token)));
      },
      { changes: ['identity'] },
    );
  }

  /**
   * Whether `recover` would accept this link now, without using it up: the reset page asks before
   * showing its form, so a used or expired link offers a new one instead of a form that fails.
   * The token is looked up by its digest (what the database holds), so the lookup's timing says
   * nothing about stored tokens; the answer is yes or no, never whose link or why not.
   */
  async isUsable(caller: Caller, recoveryToken: string): Promise<boolean> {
    const { siteId } = caller;
    const scope = siteScope(this.deps.db, siteId);
    const challenge = await findLiveChallenge(scope, recoveryToken, ['RECOVERY', 'ACTIVATION']);
    if (!challenge) return false;
    const member = await findMember(scope, challenge.member_id);
    return !!member && canRecover(member.status);
  }

  /**
   * A new password through a recovery or activation link. The link is used up (and every other
   * open link of the member with it), the lockouts (password and second factor) lifted, every
   * session ended and every remembered device forgotten: whoever held the old password is out.
   */
  async recover(caller: Caller, recoveryToken: string, password: string): Promise<void> {
    const { siteId } = caller;
    if (password.length < MIN_PASSWORD_LENGTH) throw weakPassword();
    const passwordHash = await hashPassword(password);
    await this.deps.uow.run(
      siteId,
      async (tx) => {
        const challenge = await findLiveChallenge(tx, recoveryToken, ['RECOVERY', 'ACTIVATION']);
        if (!challenge || !(await consumeChallenge(tx, challenge.id))) throw recoveryTokenNotFound();
        const member = await lockMember(tx, challenge.member_id);
        if (!member || !canRecover(member.status)) throw recoveryTokenNotFound();
        // Opening the emailed link proves the email address.
        const reasons = reasonsOf(member).filter((r) => r !== 'PENDING_EMAIL_VERIFICATION_REQUIRED');
        await updateMember(tx, member.id, {
          passwordHash,
          emailVerified: true,
          reasons,
          failedLogins: 0,
          lockedUntil: null,
          ...(member.status === 'PENDING' ? { status: statusFor(reasons) } : {}),
        });
        await consumeMemberChallenges(tx, member.id, ['RECOVERY', 'ACTIVATION']);
        // Proving the email address again unlocks a second factor locked by wrong codes.
        await clearSecondFactorFailures(tx, member.id);
        await endMemberAccess(tx, member.id, this.deps.revocations);
      },
      { changes: ['members', 'identity'] },
    );
  }
}
