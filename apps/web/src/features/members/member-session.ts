import { token as tokenEndpoint } from '@tessera/contracts/routes/oauth.endpoints';
import {
  codeChallenge,
  generateCodeVerifier,
  generateState,
  type TesseraClient,
  type Tokens,
} from '@tessera/sdk';
import { tokenStorageKey, type SiteConfig } from '../../app/site-config.ts';
import { createAuthSession } from './api.ts';

// The site's own member login is an OAuth authorization-code login (PKCE) of the site's public
// client: the hosted login's callback sets the login cookie (silent login later), then sends the
// browser to /login/callback with a code that becomes the member's tokens in the site's storage.

export const CALLBACK_PATH = '/_api/iam/authentication/v1/callback';
export const LOGOUT_PATH = '/_api/iam/authentication/v1/logout';
export const SITE_CALLBACK = '/login/callback';
const PENDING_KEY = 'tessera.login.pending';
/** spec §9: a silent login with no answer within 120 s fails. */
export const SILENT_LOGIN_TIMEOUT_MS = 120_000;

interface PendingLogin {
  state: string;
  verifier: string;
  redirectUri: string;
  /** Where to go once signed in (a path of this site). */
  next: string;
}

/** Starts the site's own authorize request; answers the redirect session's token. */
export async function startSiteLogin(client: TesseraClient, config: SiteConfig, next: string) {
  const verifier = generateCodeVerifier();
  const pending: PendingLogin = {
    state: generateState(),
    verifier,
    redirectUri: `${window.location.origin}${SITE_CALLBACK}`,
    next: next.startsWith('/') && !next.startsWith('//') ? next : '/account',
  };
  const { session } = await createAuthSession(client, {
    clientId: config.clientId,
    codeChallenge: await codeChallenge(verifier),
    state: pending.state,
    redirectUri: pending.redirectUri,
    responseMode: 'query',
    prompt: 'login',
  });
  window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  return session;
}

/** The browser goes to the hosted login's callback, which answers the authorize request. */
export function finishAtCallback(session: string, sessionToken: string): void {
  const url = new URL(CALLBACK_PATH, window.location.origin);
  url.searchParams.set('state', session);
  url.searchParams.set('sessionToken', sessionToken);
  window.location.assign(url.toString());
}

async function exchangeCode(config: SiteConfig, code: string, verifier: string, redirectUri: string) {
  const response = await fetch(tokenEndpoint.path, {
    method: tokenEndpoint.method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      clientId: config.clientId,
      grantType: 'authorization_code',
      code,
      codeVerifier: verifier,
      redirectUri,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    refresh_token?: string;
    expires_in?: number;
    message?: string;
    error_description?: string;
  };
  if (!response.ok || !body.access_token || !body.refresh_token) {
    throw new Error(body.message ?? body.error_description ?? `Sign-in failed (HTTP ${response.status}).`);
  }
  const tokens: Tokens = {
    accessToken: {
      value: body.access_token,
      expiresAt: Math.floor(Date.now() / 1000) + (body.expires_in ?? 0),
    },
    refreshToken: { value: body.refresh_token, role: 'MEMBER' },
  };
  window.localStorage.setItem(tokenStorageKey(config), JSON.stringify(tokens));
}

/** /login/callback: the code for the pending login becomes the member's tokens; answers `next`. */
export async function completeSiteLogin(config: SiteConfig, params: URLSearchParams): Promise<string> {
  const pending = JSON.parse(window.sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingLogin | null;
  if (params.get('error')) throw new Error(params.get('error_description') ?? params.get('error')!);
  if (!pending || params.get('state') !== pending.state) {
    throw new Error('This sign-in was not started here or has already been completed.');
  }
  window.sessionStorage.removeItem(PENDING_KEY);
  await exchangeCode(config, params.get('code') ?? '', pending.verifier, pending.redirectUri);
  return pending.next;
}

/** Whether this browser holds a member's tokens for the site. */
export function hasMemberTokens(config: SiteConfig): boolean {
  try {
    const tokens = JSON.parse(
      window.localStorage.getItem(tokenStorageKey(config)) ?? 'null',
    ) as Tokens | null;
    return tokens?.refreshToken?.role === 'MEMBER';
  } catch {
    return false;
  }
}

/**
 * Silent login (spec §2): the authorize URL with prompt=none in a hidden iframe; the server answers
 * by web message with a code when the browser still has the hosted login's cookie. True when the
 * member is signed in afterwards.
 */
export async function silentLogin(client: TesseraClient, config: SiteConfig): Promise<boolean> {
  const verifier = generateCodeVerifier();
  const state = generateState();
  const { fullUrl } = await createAuthSession(client, {
    clientId: config.clientId,
    codeChallenge: await codeChallenge(verifier),
    state,
    responseMode: 'web_message',
    prompt: 'none',
  });
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = 'Silent sign-in';
  const answer = await new Promise<Record<string, string>>((resolve, reject) => {
    const timer = window.setTimeout(() => {
      cleanup();
      reject(new Error('OAuth flow timed out'));
    }, SILENT_LOGIN_TIMEOUT_MS);
    const onMessage = (event: MessageEvent) => {
      const data = event.data as Record<string, string> | null;
      if (event.origin !== window.location.origin || data?.state !== state) return;
      cleanup();
      resolve(data);
    };
    const cleanup = () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
    };
    window.addEventListener('message', onMessage);
    frame.src = `${fullUrl.pathname}${fullUrl.search}`;
    document.body.append(frame);
  });
  if (!answer.code) return false;
  await exchangeCode(config, answer.code, verifier, '');
  return true;
}

/** Forgets the member's tokens here; the server's logout ends the sessions and the login cookie. */
export function logOut(config: SiteConfig): void {
  window.localStorage.removeItem(tokenStorageKey(config));
  const url = new URL(LOGOUT_PATH, window.location.origin);
  url.searchParams.set('clientId', config.clientId);
  url.searchParams.set('postLogoutRedirectUri', `${window.location.origin}/`);
  window.location.assign(url.toString());
}
