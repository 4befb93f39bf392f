import type { Db } from '../../platform/db.ts';
import type { RevocationList } from '../../platform/auth/revocations.ts';
import type { CaptchaVerifier } from '../../platform/captcha/captcha.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';

export interface LockoutOptions {
  /** Wrong passwords in a row before the login is locked. */
  maxFailures: number;
  /** How long a locked login stays locked. */
  lockMs: number;
  /**
   * Wrong second-factor codes in a row, across logins, before the second factor is locked until
   * password recovery or an owner unlock (NIST SP 800-63B allows at most 100).
   */
  maxMfaFailures: number;
}

export const defaultLockout: LockoutOptions = { maxFailures: 10, lockMs: 15 * 60 * 1000, maxMfaFailures: 10 };

/** What the identity services share. */
export interface IdentityDeps {
  db: Db;
  uow: UnitOfWork;
  revocations: RevocationList;
  captcha: CaptchaVerifier;
  publicUrl: string;
  lockout: LockoutOptions;
}
