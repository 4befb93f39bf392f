import type { Endpoint } from '@tessera/contracts/routes/endpoint';
import * as identity from '@tessera/contracts/routes/identity.endpoints';
import * as members from '@tessera/contracts/routes/members.endpoints';
import { createRedirectSession } from '@tessera/contracts/routes/redirects.endpoints';
import type { TesseraClient } from '@tessera/sdk';

// Identity and member calls of the visitor and member pages, until @tessera/sdk has them: paths and
// methods from the contracts' endpoint declarations, sent through the site's client (its token).

export type LoginState =
  | 'UNKNOWN_STATE'
  | 'SUCCESS'
  | 'REQUIRE_OWNER_APPROVAL'
  | 'REQUIRE_EMAIL_VERIFICATION'
  | 'STATUS_CHECK'
  | 'REQUIRE_MFA';

export type FactorType = 'PASSWORD' | 'SMS' | 'CALL' | 'EMAIL' | 'TOTP' | 'PUSH';

/** What register, login and every verification step answer (the login state machine). */
export interface StateResponse {
  state: LoginState;
  sessionToken?: string | null;
  stateToken?: string | null;
  requireMfaData?: { availableFactors: { factorType: FactorType; factorStatus: string }[] };
}

export interface Member {
  id: string;
  loginEmail: string;
  loginEmailVerified: boolean;
  status: string;
  contact: { firstName?: string | null; lastName?: string | null };
  profile: { nickname?: string | null };
}

export interface Factor {
  factorId: string;
  type: FactorType;
  status: string;
}

/** `/a/:id/b` with its parameters filled in. */
function pathOf(endpoint: Endpoint, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function call<T>(
  client: TesseraClient,
  endpoint: Endpoint,
  payload?: Record<string, unknown>,
  params?: Record<string, string>,
): Promise<T> {
  return client.request<T>({
    method: endpoint.method,
    path: pathOf(endpoint, params),
    payload,
    operationId: endpoint.operationId,
  });
}

export interface Credentials {
  email: string;
  password: string;
  captchaToken?: string;
}

const captcha = (token?: string) => (token ? { captchaTokens: [{ Recaptcha: token }] } : {});

export const login = (client: TesseraClient, c: Credentials) =>
  call<StateResponse>(client, identity.loginV2, {
    loginId: { email: c.email },
    password: c.password,
    ...captcha(c.captchaToken),
  });

export const register = (client: TesseraClient, c: Credentials & { firstName?: string; lastName?: string }) =>
  call<StateResponse>(client, identity.registerV2, {
    loginId: { email: c.email },
    password: c.password,
    profile: { firstName: c.firstName || undefined, lastName: c.lastName || undefined },
    ...captcha(c.captchaToken),
  });

export const verifyEmailCode = (client: TesseraClient, stateToken: string, code: string) =>
  call<StateResponse>(client, identity.verifyDuringAuthentication, { stateToken, code });

export const resendEmailCode = (client: TesseraClient, stateToken: string) =>
  call<unknown>(client, identity.resendDuringAuthentication, { stateToken });

const FACTOR_DATA: Partial<Record<FactorType, string>> = {
  TOTP: 'totpData',
  EMAIL: 'emailData',
  SMS: 'smsData',
  CALL: 'callData',
};

export const verifyFactor = (
  client: TesseraClient,
  factor: FactorType,
  stateToken: string,
  code: string,
  rememberThisDevice: boolean,
) =>
  call<StateResponse>(
    client,
    identity.verifyFactor,
    { stateToken, rememberThisDevice, [FACTOR_DATA[factor] ?? 'totpData']: { code } },
    { factorType: factor.toLowerCase() },
  );

export const sendRecoveryEmail = (client: TesseraClient, email: string) =>
  call<unknown>(client, identity.sendRecoveryEmail, { email });

export const recoverPassword = (client: TesseraClient, recoveryToken: string, password: string) =>
  call<unknown>(client, identity.recover, { recoveryToken, password });

export const getMyMember = (client: TesseraClient) =>
  call<{ member: Member }>(client, members.getCurrentMember, { fieldsets: ['FULL'] });

export const updateMember = (
  client: TesseraClient,
  memberId: string,
  changes: { firstName: string; lastName: string; nickname: string },
) =>
  call<{ member: Member }>(
    client,
    members.updateMember,
    {
      member: {
        contact: { firstName: changes.firstName, lastName: changes.lastName },
        profile: { nickname: changes.nickname },
      },
    },
    { memberId },
  );

export const listFactors = (client: TesseraClient) =>
  call<{ factors: Factor[] }>(client, identity.listFactors);

export const enrollTotp = (client: TesseraClient) =>
  call<{ factorId: string; secret: string; otpauthUrl: string }>(client, identity.enrollTotp, {});

export const confirmFactor = (client: TesseraClient, factorId: string, code: string) =>
  call<unknown>(client, identity.confirmFactor, { factorId, code });

export const removeFactor = (client: TesseraClient, factorId: string) =>
  call<unknown>(client, identity.removeFactor, { factorId });

export interface AuthRequest {
  clientId: string;
  codeChallenge: string;
  state: string;
  redirectUri?: string;
  responseMode: 'query' | 'web_message';
  prompt: 'login' | 'none';
}

/** A redirect session for an authorize request; its token is the `session` of its full URL. */
export async function createAuthSession(client: TesseraClient, request: AuthRequest) {
  const { prompt, ...authRequest } = request;
  const answer = await call<{ redirectSession: { fullUrl: string } }>(client, createRedirectSession, {
    auth: {
      authRequest: {
        ...authRequest,
        codeChallengeMethod: 'S256',
        responseType: 'code',
        scope: 'offline_access',
      },
      prompt,
    },
  });
  const fullUrl = new URL(answer.redirectSession.fullUrl);
  return { fullUrl, session: fullUrl.searchParams.get('session') ?? '' };
}
