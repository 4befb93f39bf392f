import type { Db } from '../../platform/db.ts';
import type { ApiKeyResolver } from '../../platform/auth/api-keys.ts';
import type { RevocationList } from '../../platform/auth/revocations.ts';
import type { SigningKeyCache } from '../../platform/auth/signing-keys.ts';
import { AppError } from '../../platform/errors.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import type { MemberLogins } from './member-logins.ts';

/** What the OAuth and redirect-session services share. */
export interface OAuthDeps {
  db: Db;
  uow: UnitOfWork;
  keys: SigningKeyCache;
  apiKeys: ApiKeyResolver;
  revocations: RevocationList;
  /** The server's public origin: hosted pages and redirect-session URLs live there. */
  publicUrl: string;
  /** Told when a visitor becomes a member by logging in (the OAuth service only). */
  memberLogins?: MemberLogins;
}

/** RFC 6749 §5.2 error codes, in the platform's error envelope (400). */
export const oauthError = (code: string, description: string): AppError =>
  new AppError('INVALID', code, description);
