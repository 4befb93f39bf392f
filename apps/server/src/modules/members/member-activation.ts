import { queueMessage } from '../../platform/mail/delivery.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { createChallenge } from '../identity/index.ts';
import { activationEmail } from '../identity/index.ts';

/**
 * Queues the identity module's activation email (an ACTIVATION link to set a password, the same
 * link `sendActivationEmail` mails) inside the caller's transaction: a member created with
 * `sendActivationEmail` exists with its email queued, or neither.
 */
export async function queueActivationEmail(
  tx: SiteTx,
  member: { id: string; loginEmail: string },
  publicUrl: string,
): Promise<void> {
  const { token } = await createChallenge(tx, { kind: 'ACTIVATION', memberId: member.id, withCode: false });
  // The recovery page sets the password of both recovery and activation links.
  const link = `${publicUrl}/account/recover?recoveryToken=${encodeURIComponent(token)}`;
  await queueMessage(tx, activationEmail(member.loginEmail, link));
}
