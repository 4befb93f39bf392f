import type { OutgoingMessage } from '../../platform/mail/mailer.ts';

// The texts members receive. Plain text: no HTML for a mail client to render remote content from.

export const verificationCodeEmail = (to: string, code: string): OutgoingMessage => ({
  channel: 'EMAIL',
  to,
  subject: `Your verification code: ${code}`,
  body: `Your verification code is ${code}. It expires in 10 minutes.\n\nIf you did not ask for it, ignore this email.`,
});

export const factorCodeMessage = (
  channel: OutgoingMessage['channel'],
  to: string,
  code: string,
): OutgoingMessage => ({
  channel,
  to,
  subject: `Your sign-in code: ${code}`,
  body: `Your sign-in code is ${code}. It expires in 10 minutes.`,
});

export const recoveryEmail = (to: string, link: string): OutgoingMessage => ({
  channel: 'EMAIL',
  to,
  subject: 'Reset your password',
  body: `Someone asked to reset the password of this account. To choose a new one, open:\n\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this email.`,
});

export const activationEmail = (to: string, link: string): OutgoingMessage => ({
  channel: 'EMAIL',
  to,
  subject: 'Activate your account',
  body: `An account was created for you. To set your password and activate it, open:\n\n${link}\n\nThe link works once and expires in 7 days.`,
});
