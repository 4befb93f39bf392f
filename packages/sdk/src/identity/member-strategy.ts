import * as identity from '@tessera/contracts/routes/identity.endpoints';
import { createRedirectSession } from '@tessera/contracts/routes/redirects.endpoints';
import {
  fetchTokens,
  nowInSeconds,
  OAuthStrategy as VisitorOAuthStrategy,
  type OAuthStrategy as VisitorStrategy,
  type OAuthStrategyOptions,
} from '../auth/oauth.ts';
import { emptyTokens } from '../auth/token-storage.ts';
import type { Tokens } from '../auth/types.ts';
import type { Endpoint } from '@tessera/contracts/routes/endpoint';
import { TesseraClientError } from '../errors.ts';
import { endpointPath } from '../path.ts';
import type { HttpClient } from '../transport.ts';
import {
  LoginState,
  loginFailure,
  registerFailure,
  stateFromResponse,
  verificationFailure,
  type FactorType,
  type StateMachine,
  type StateResponse,
} from './login-state.ts';
import {
  checkRedirectAnswer,
  generateOAuthData,
  parseFromUrl,
  type OAuthData,
  type Prompt,
  type RedirectAnswer,
  type ResponseMode,
} from './oauth-data.ts';
import { browserFrameHost, waitForWebMessage, type FrameHost } from './web-message.ts';

export interface CaptchaTokens {
  recaptchaToken?: string;
  invisibleRecaptchaToken?: string;
}

export interface LoginParams {
  email: string;
  password: string;
  captchaTokens?: CaptchaTokens;
}

export interface RegisterParams extends LoginParams {
  profile?: Record<string, unknown>;
}

/** The inputs of the step a state machine is in: the emailed code, or an MFA factor's code. */
export interface VerificationInputs {
  verificationCode?: string;
  /** Alias of `verificationCode`, as the hosted platform's SDK accepts. */
  code?: string;
  /** MFA: which enrolled factor the code is from (the first available one by default). */
  factorType?: FactorType;
  /** MFA: skip the second factor on this device next time. */
  rememberThisDevice?: boolean;
}

export interface AuthUrlOptions {
  prompt?: Prompt;
  responseMode?: ResponseMode;
  /** A session token from `login`/`register` (direct login): the hosted login answers at once. */
  sessionToken?: string;
}

export interface MemberOAuthStrategyOptions extends OAuthStrategyOptions {
  /** The hidden-frame host of silent and direct login; the page's window by default. */
  frameHost?: FrameHost;
  /** Silent and direct login give up after this long (spec §9: 120 s). */
  silentLoginTimeoutMs?: number;
}

export interface MemberOAuthStrategy extends VisitorStrategy {
  generateOAuthData(redirectUri: string, originalUri?: string): OAuthData;
  getAuthUrl(oauthData: OAuthData, options?: AuthUrlOptions): Promise<{ authUrl: string }>;
  parseFromUrl(url?: string, responseMode?: 'query' | 'fragment'): RedirectAnswer;
  getMemberTokens(
    code: string | null | undefined,
    state: string | null | undefined,
    oauthData: OAuthData,
  ): Promise<Tokens>;
  /** Tokens for the session token of a `login`/`register` SUCCESS, through a hidden frame. */
  getMemberTokensForDirectLogin(sessionToken: string): Promise<Tokens>;
  /**
   * Silent login (`prompt=none` in a hidden frame): when the browser still has the hosted login's
   * cookie, the member's tokens are stored and it answers true; false when nobody is logged in.
   */
  silentLogin(): Promise<boolean>;
  register(params: RegisterParams): Promise<StateMachine>;
  login(params: LoginParams): Promise<StateMachine>;
  /** The next step of email verification or MFA, from the last state (or `state`). */
  processVerification(inputs: VerificationInputs, state?: StateMachine): Promise<StateMachine>;
  /** Emails the verification code again (email verification or an emailed MFA code). */
  resendVerificationCode(state?: StateMachine): Promise<void>;
  sendPasswordResetEmail(email: string, redirectUri?: string): Promise<void>;
  /** Sets a new password with the single-use token of the recovery email. */
  recoverPassword(recoveryToken: string, newPassword: string): Promise<void>;
  /**
   * Whether a recovery (or activation) link's token can still set a password: false once used,
   * expired or unknown. Asking does not use the link up, so a page can ask before showing a form.
   */
  isRecoveryTokenUsable(recoveryToken: string): Promise<boolean>;
}

/** The strategy's type under the name its factory has, as in `@tessera/sdk/oauth`. */
export type OAuthStrategy = MemberOAuthStrategy;

const captchaTokens = (tokens?: CaptchaTokens) =>
  tokens
    ? {
        captchaTokens: [
          { Recaptcha: tokens.recaptchaToken, InvisibleRecaptcha: tokens.invisibleRecaptchaToken },
        ],
      }
    : {};

const FACTOR_DATA: Partial<Record<FactorType, string>> = {
  TOTP: 'totpData',
  EMAIL: 'emailData',
  SMS: 'smsData',
  CALL: 'callData',
};

/**
 * The OAuth strategy with member login (`@tessera/sdk/identity`): everything of the visitor
 * strategy plus the hosted login redirect (PKCE), silent and direct login in a hidden frame, and
 * register / login / verification / MFA as a state machine (spec §4, §8).
 */
export function OAuthStrategy(options: MemberOAuthStrategyOptions): MemberOAuthStrategy {
  const base = VisitorOAuthStrategy(options);
  const { clientId } = options;
  let http: HttpClient | undefined;
  let lastState: StateMachine = { loginState: LoginState.INITIAL };

  const client = (): HttpClient => {
    if (!http) throw new TesseraClientError('Pass the strategy to createClient before calling it');
    return http;
  };
  const call = <T>(endpoint: Endpoint, payload: Record<string, unknown>, params?: Record<string, string>) =>
    client().request<T>({
      method: endpoint.method,
      path: endpointPath(endpoint, params),
      payload,
      operationId: endpoint.operationId,
      // Login steps carry passwords, codes and session handles: the server keeps none of them under
      // an Idempotency-Key, so a retry would run the step twice (a password or code counted twice).
      idempotencyKey: false,
    });
  /**
   * The step `processVerification` continues without an explicit state: a verification step is
   * kept (a wrong code may be tried again), a finished login forgets it.
   */
  const remember = (state: StateMachine): StateMachine => {
    if (
      state.loginState === LoginState.EMAIL_VERIFICATION_REQUIRED ||
      state.loginState === LoginState.MFA_REQUIRED
    )
      lastState = state;
    else if (state.loginState !== LoginState.FAILURE) lastState = { loginState: LoginState.INITIAL };
    return state;
  };
  /** The origin of a page the server answers: the authorize page posts the frame's answer. */
  const originOf = (url: string) => {
    const here = (globalThis as { location?: { href?: string } }).location?.href;
    return new URL(url, new URL(base.context().baseUrl, here)).origin;
  };

  const getAuthUrl = async (oauthData: OAuthData, opts: AuthUrlOptions = {}) => {
    const answer = await call<{ redirectSession: { fullUrl: string } }>(createRedirectSession, {
      auth: {
        authRequest: {
          ...(oauthData.redirectUri ? { redirectUri: oauthData.redirectUri } : {}),
          clientId,
          codeChallenge: oauthData.codeChallenge,
          codeChallengeMethod: 'S256',
          responseMode: opts.responseMode ?? 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          state: oauthData.state,
          ...(opts.sessionToken ? { sessionToken: opts.sessionToken } : {}),
        },
        prompt: opts.prompt ?? 'login',
      },
    });
    return { authUrl: answer.redirectSession.fullUrl };
  };

  const getMemberTokens = async (
    code: string | null | undefined,
    state: string | null | undefined,
    oauthData: OAuthData,
  ): Promise<Tokens> => {
    checkRedirectAnswer(code, state, oauthData);
    const response = await fetchTokens(base.context(), {
      clientId,
      grantType: 'authorization_code',
      code: code!,
      codeVerifier: oauthData.codeVerifier,
      ...(oauthData.redirectUri ? { redirectUri: oauthData.redirectUri } : {}),
    });
    return {
      accessToken: { value: response.access_token, expiresAt: nowInSeconds() + response.expires_in },
      refreshToken: { value: response.refresh_token!, role: 'MEMBER' },
    };
  };

  /** prompt=none in a hidden frame; the answer comes back as a web message. */
  const frameLogin = async (sessionToken?: string): Promise<Tokens | null> => {
    const host = options.frameHost ?? browserFrameHost();
    const data = generateOAuthData('');
    const { authUrl } = await getAuthUrl(data, { prompt: 'none', responseMode: 'web_message', sessionToken });
    const answer = await waitForWebMessage(
      host,
      authUrl,
      data.state,
      originOf(authUrl),
      options.silentLoginTimeoutMs,
    );
    if (answer.error === 'login_required') return null;
    if (answer.error) throw new Error(answer.error_description || answer.error);
    return getMemberTokens(answer.code, answer.state, data);
  };

  const verifyMfa = (
    state: Extract<StateMachine, { loginState: 'MFA_REQUIRED' }>,
    inputs: VerificationInputs,
    code: string,
  ) => {
    const factor = inputs.factorType ?? state.data.factors[0]?.factorType ?? 'TOTP';
    return call<StateResponse>(
      identity.verifyFactor,
      {
        stateToken: state.data.stateToken,
        ...(inputs.rememberThisDevice !== undefined ? { rememberThisDevice: inputs.rememberThisDevice } : {}),
        [FACTOR_DATA[factor] ?? 'totpData']: { code },
      },
      { factorType: factor.toLowerCase() },
    );
  };

  return {
    ...base,
    attach(context, transport) {
      base.attach!(context, transport);
      http = transport;
    },
    /**
     * A logout redirect session created with the member's token (which names the member, also
     * after a direct login that left no cookie); its address ends the member's sessions and tokens
     * on the server, then goes to `postLogoutRedirectUri`. The tokens here are forgotten even
     * when the server cannot be reached.
     */
    async logout(postLogoutRedirectUri) {
      try {
        const answer = await call<{ redirectSession: { fullUrl: string } }>(createRedirectSession, {
          logout: { clientId },
          ...(postLogoutRedirectUri ? { callbacks: { postFlowUrl: postLogoutRedirectUri } } : {}),
        });
        return { logoutUrl: answer.redirectSession.fullUrl };
      } finally {
        base.setTokens(emptyTokens());
      }
    },
    generateOAuthData,
    getAuthUrl,
    parseFromUrl,
    getMemberTokens,
    async getMemberTokensForDirectLogin(sessionToken) {
      const tokens = await frameLogin(sessionToken);
      if (!tokens) throw new Error('The session token was not accepted');
      return tokens;
    },
    async silentLogin() {
      const tokens = await frameLogin();
      if (tokens) base.setTokens(tokens);
      return !!tokens;
    },
    async register(params) {
      try {
        const response = await call<StateResponse>(identity.registerV2, {
          loginId: { email: params.email },
          password: params.password,
          ...(params.profile ? { profile: params.profile } : {}),
          ...captchaTokens(params.captchaTokens),
        });
        return remember(stateFromResponse(response));
      } catch (error) {
        return registerFailure(error);
      }
    },
    async login(params) {
      try {
        const response = await call<StateResponse>(identity.loginV2, {
          loginId: { email: params.email },
          password: params.password,
          ...captchaTokens(params.captchaTokens),
        });
        return remember(stateFromResponse(response));
      } catch (error) {
        return loginFailure(error);
      }
    },
    async processVerification(inputs, state) {
      const current = state ?? lastState;
      const code = inputs.verificationCode ?? inputs.code ?? '';
      try {
        if (current.loginState === LoginState.EMAIL_VERIFICATION_REQUIRED) {
          const response = await call<StateResponse>(identity.verifyDuringAuthentication, {
            code,
            stateToken: current.data.stateToken,
          });
          return remember(stateFromResponse(response));
        }
        if (current.loginState === LoginState.MFA_REQUIRED)
          return remember(stateFromResponse(await verifyMfa(current, inputs, code)));
      } catch (error) {
        return verificationFailure(error);
      }
      return { loginState: LoginState.FAILURE, error: 'Unknown _state' };
    },
    async resendVerificationCode(state) {
      const current = state ?? lastState;
      if (
        current.loginState !== LoginState.EMAIL_VERIFICATION_REQUIRED &&
        current.loginState !== LoginState.MFA_REQUIRED
      ) {
        throw new TesseraClientError('There is no verification step to resend a code for');
      }
      await call(identity.resendDuringAuthentication, { stateToken: current.data.stateToken });
    },
    async recoverPassword(recoveryToken, newPassword) {
      await call(identity.recover, { recoveryToken, password: newPassword });
    },
    async isRecoveryTokenUsable(recoveryToken) {
      const answer = await call<{ usable?: unknown }>(identity.recoveryTokenStatus, { recoveryToken });
      return answer.usable === true;
    },
    async sendPasswordResetEmail(email, redirectUri) {
      await call(identity.sendRecoveryEmail, {
        email,
        ...(redirectUri ? { redirect: { url: redirectUri, clientId } } : {}),
      });
    },
  };
}
