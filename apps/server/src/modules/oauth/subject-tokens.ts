import type { TokenResponse } from '@tessera/contracts';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../platform/auth/access-tokens.ts';
import type { SigningKeyCache } from '../../platform/auth/signing-keys.ts';
import type { SiteScope } from '../../platform/site-scope.ts';
import { startFamily, type TokenSubjectRole } from './refresh-tokens.ts';

/** A visitor or member, and the client its tokens are issued to. */
export interface TokenSubject {
  siteId: string;
  clientId: string;
  subjectId: string;
  role: TokenSubjectRole;
}

/**
 * Tokens for a subject known by other means than a grant of `/oauth2/token` (a page redirect
 * session's creator, redirects/visitor-transfer.ts): a new refresh-token family in the caller's
 * unit of work, then `answer` signs the access token once it has committed.
 */
export async function startSubjectTokens(scope: SiteScope, subject: TokenSubject): Promise<string> {
  return startFamily(scope, { clientId: subject.clientId, subjectId: subject.subjectId, role: subject.role });
}

/** The token answer for a subject and its new refresh token (as `/oauth2/token` answers). */
export async function subjectTokenAnswer(
  keys: SigningKeyCache,
  subject: TokenSubject,
  refreshToken: string,
): Promise<TokenResponse> {
  return {
    access_token: await signAccessToken(keys, subject),
    refresh_token: refreshToken,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    token_type: 'Bearer',
  };
}
