// The OAuth module's only entry: other modules and the app import from here, never deeper.
export { oauthModule } from './oauth.module.ts';
export type { OAuthDeps } from './oauth.context.ts';
export type { TokenRateLimit } from './oauth.routes.ts';
export { findClient, type OAuthClientView } from './oauth-clients-port.ts';
export { issueCode } from './authorization-codes.ts';
export type { MemberLogin, MemberLoginListener, MemberLogins } from './member-logins.ts';
export { startSubjectTokens, subjectTokenAnswer, type TokenSubject } from './subject-tokens.ts';
export { acceptFormBodies } from './form-body.ts';
export { isValidChallenge } from './pkce.ts';
export {
  defaultClientOrigins,
  loopbackEntries,
  originAllowed,
  originOf,
  originRefusedMessage,
  ownHostOrigin,
  parseOrigins,
} from './origins.ts';
