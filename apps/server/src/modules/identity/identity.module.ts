import { identityRoutes } from '@tessera/contracts/routes/identity.routes';
import {
  HttpCaptchaVerifier,
  TestCaptchaVerifier,
  UnconfiguredCaptchaVerifier,
  type CaptchaVerifier,
} from '../../platform/captcha/captcha.ts';
import { subscribeMessageDelivery } from '../../platform/mail/delivery.ts';
import { DevMailbox } from '../../platform/mail/dev-mailbox.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { SmtpMailer } from '../../platform/mail/smtp-mailer.ts';
import { defineModule } from '../../platform/module.ts';
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
import * as identityMigration from './migrations/0004_identity.ts';
import * as secondFactorLock from './migrations/0009_second_factor_lock.ts';
import { OwnerSessionResolver } from './owner.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleOptions {
    /** Email (SMTP or the development mailbox), captcha, rate limits and lockout of identity calls. */
    identity?: IdentityAppOptions;
  }
}

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

function captchaVerifier(option: IdentityAppOptions['captcha']): CaptchaVerifier {
  if (!option) return new UnconfiguredCaptchaVerifier();
  if ('verify' in option) return option;
  if (option.kind === 'test') return new TestCaptchaVerifier();
  return new HttpCaptchaVerifier(option.verifyUrl, option.secret);
}

/**
 * Identity: member and owner login, registration, verification, recovery, second factors, message
 * delivery (the outbox subscriber), the expiry sweep, and the owner sessions authentication reads.
 */
export const identityModule = defineModule({
  name: 'identity',
  routeGroups: [identityRoutes],
  migrations: { '0004_identity': identityMigration, '0009_second_factor_lock': secondFactorLock },
  setup(platform) {
    const { db, uow, revocations, publicUrl } = platform;
    const options = platform.options.identity ?? {};
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
    const sweeper = new IdentitySweeper(db);
    return {
      subscribers: (outbox) =>
        subscribeMessageDelivery(outbox, db, {
          email: options.emailSender ?? smtp ?? mailbox,
          phone: options.phoneSender ?? mailbox,
        }),
      routes: (server) =>
        registerIdentityRoutes(
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
        ),
      jobs: (jobs) => sweeper.register(jobs),
      // Authentication (platform/auth) resolves owner dashboard sessions through it.
      exports: { ownerSessions: new OwnerSessionResolver(db) },
      close: () => smtp?.close(),
    };
  },
});
