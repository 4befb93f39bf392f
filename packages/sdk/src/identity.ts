// `@tessera/sdk/identity`: member login. The OAuth strategy of `@tessera/sdk/oauth` plus the hosted
// login redirect (PKCE), silent and direct login, and register / login / verification / MFA.
export { OAuthStrategy } from './identity/member-strategy.ts';
export type {
  AuthUrlOptions,
  CaptchaTokens,
  LoginParams,
  MemberOAuthStrategy,
  MemberOAuthStrategyOptions,
  RegisterParams,
  VerificationInputs,
} from './identity/member-strategy.ts';
export { LoginState, stateFromResponse } from './identity/login-state.ts';
export type { FactorType, LoginErrorCode, StateMachine, StateResponse } from './identity/login-state.ts';
export { generateOAuthData, parseFromUrl } from './identity/oauth-data.ts';
export type { OAuthData, Prompt, RedirectAnswer, ResponseMode } from './identity/oauth-data.ts';
export { SILENT_LOGIN_TIMEOUT_MS, browserFrameHost, waitForWebMessage } from './identity/web-message.ts';
export type { FrameHost, WebMessageAnswer } from './identity/web-message.ts';
export {
  EMPTY_TOKENS,
  createCookieTokenStorage,
  createMemoryTokenStorage,
  createWebTokenStorage,
} from './auth/oauth.ts';
export type { AccessToken, RefreshToken, TokenRole, TokenStorage, Tokens } from './auth/types.ts';
