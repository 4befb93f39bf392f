import type { FastifyInstance } from 'fastify';
import type { RevocationList } from '../../platform/auth/revocations.ts';
import {
  HttpCaptchaVerifier,
  TestCaptchaVerifier,
  UnconfiguredCaptchaVerifier,
  type CaptchaVerifier,
} from '../../platform/captcha/captcha.ts';
import type { Db } from '../../platform/db.ts';
import { subscribeMessageDelivery } from '../../platform/mail/delivery.ts';
import { DevMailbox } from '../../platform/mail/dev-mailbox.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { SmtpMailer } from '../../platform/mail/smtp-mailer.ts';
import type { OutboxDispatcher } from '../../platform/outbox.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import { MembersService } from '../members/members.service.ts';
import { MembersBulk } from '../members/members.bulk.ts';
import { registerMemberRoutes } from '../members/members.routes.ts';
import { defaultLockout, type IdentityDeps, type LockoutOptions } from './identity.context.ts';
import { registerIdentityRoutes } from './identity.routes.ts';
import { IdentityService } from './identity.service.ts';
import { MfaService } from './mfa.service.ts';
import { OwnerLogin } from './owner.service.ts';
import { defaultRateLimits, type IdentityRateLimits } from './rate-limits.ts';
import { RecoveryService } from './recovery.service.ts';
import type { CaptchaConfig } from '../../platform/config.ts';
import { IdentitySweeper } from './sweeper.ts';
import { VerificationService } from './verification.service.ts';

export interface IdentityAppOptions {
  /** SMTP server for email (`SMTP_URL`); without it email goes to the development mailbox. */
  smtpUrl?: string;
  /** Sender of emails (`MAIL_FROM`). */
  mailFrom?: string;
  /** Replaces the email sender (tests, other transports). */
  emailSender?: Mailer;
  /** Sends SMS and call codes; the development mailbox by default. */
  phoneSender?: Mailer;
  /** `test` (documented test tokens), `http` (verifyUrl + secret), or a verifier of your own. */
  captcha?: CaptchaVerifier | CaptchaConfig;
  /** Per-IP and per-login limits of login, register, verify and recovery; `false` turns them off. */
  rateLimits?: Partial<IdentityRateLimits> | false;
  lockout?: Partial<LockoutOptions>;
}

export interface IdentityModule {
  sweeper: IdentitySweeper;
  members: MembersService;
  close(): void;
}

function captchaVerifier(option: IdentityAppOptions['captcha']): CaptchaVerifier {
  if (!option) return new UnconfiguredCaptchaVerifier();
  if ('verify' in option) return option;
  if (option.kind === 'test') return new TestCaptchaVerifier();
  return new HttpCaptchaVerifier(option.verifyUrl, option.secret);
}

/** Identity and members: services, routes, message delivery and the expiry sweep. */
export async function registerIdentity(
  server: FastifyInstance,
  platform: {
    db: Db;
    uow: UnitOfWork;
    revocations: RevocationList;
    outbox: OutboxDispatcher;
    publicUrl: string;
  },
  options: IdentityAppOptions = {},
): Promise<IdentityModule> {
  const { db, uow, revocations, outbox, publicUrl } = platform;
  const deps: IdentityDeps = {
    db,
    uow,
    revocations,
    publicUrl,
    captcha: captchaVerifier(options.captcha),
    lockout: {
      maxFailures: options.lockout?.maxFailures ?? defaultLockout.maxFailures,
      lockMs: options.lockout?.lockMs ?? defaultLockout.lockMs,
      maxMfaFailures: options.lockout?.maxMfaFailures ?? defaultLockout.maxMfaFailures,
    },
  };
  const mailbox = new DevMailbox(db);
  const smtp = options.smtpUrl
    ? new SmtpMailer(options.smtpUrl, options.mailFrom ?? 'Tessera <no-reply@localhost>')
    : undefined;
  subscribeMessageDelivery(outbox, db, {
    email: options.emailSender ?? smtp ?? mailbox,
    phone: options.phoneSender ?? mailbox,
  });
  await registerIdentityRoutes(
    server,
    {
      deps,
      identity: new IdentityService(deps),
      verification: new VerificationService(deps),
      recovery: new RecoveryService(deps),
      mfa: new MfaService(deps),
      ownerLogin: new OwnerLogin(db, deps.lockout),
    },
    options.rateLimits === false
      ? false
      : {
          // Unset settings (undefined) keep their defaults.
          perIp: options.rateLimits?.perIp ?? defaultRateLimits.perIp,
          perLogin: options.rateLimits?.perLogin ?? defaultRateLimits.perLogin,
          windowMs: options.rateLimits?.windowMs ?? defaultRateLimits.windowMs,
        },
  );
  const members = new MembersService({ db, uow, revocations, publicUrl });
  registerMemberRoutes(server, members, new MembersBulk({ uow, revocations }));
  const sweeper = new IdentitySweeper(db);
  return {
    sweeper,
    members,
    close: () => {
      smtp?.close();
    },
  };
}
