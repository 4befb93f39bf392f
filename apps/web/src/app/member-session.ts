// The site's member login session (OAuth with PKCE through the SDK): the app's, since the members
// feature's pages and the staff login both finish logins through it.
import type { MemberOAuthStrategy, OAuthData } from '@tessera/sdk';
import { noteLoggedOut } from './logout-notice.ts';
import { sameOriginPath } from '../shared/same-origin-path.ts';

// The site's own member login is an OAuth authorization-code login (PKCE) of the site's public
// client, through the SDK: the hosted login's callback sets the login cookie (silent login later),
// then sends the browser to /login/callback with a code that becomes the member's tokens.

export const CALLBACK_PATH = '/_api/iam/authentication/v1/callback';
export const SITE_CALLBACK = '/login/callback';
const PENDING_KEY = 'tessera.login.pending';

interface PendingLogin extends OAuthData {
  /** Where to go once signed in (a path of this site). */
  next: string;
}

/** Starts the site's own authorize request; answers the redirect session's token. */
export async function startSiteLogin(auth: MemberOAuthStrategy, next: string): Promise<string> {
  const data = auth.generateOAuthData(`${window.location.origin}${SITE_CALLBACK}`);
  const pending: PendingLogin = {
    ...data,
    next: sameOriginPath(next, window.location.origin, '/account'),
  };
  const { authUrl } = await auth.getAuthUrl(data, { prompt: 'login', responseMode: 'query' });
  window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  return new URL(authUrl).searchParams.get('session') ?? '';
}

/**
 * The browser posts the session and the session token to the hosted login's callback as a form,
 * so the token stays out of URLs (history, logs, Referer). The callback finishes only in the
 * browser that started the login: the server bound the session to it with a cookie when it was
 * created here or its authorize page opened.
 */
export function finishAtCallback(session: string, sessionToken: string): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = CALLBACK_PATH;
  for (const [name, value] of [
    ['state', session],
    ['sessionToken', sessionToken],
  ] as const) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/** /login/callback: the code for the pending login becomes the member's tokens; answers `next`. */
export async function completeSiteLogin(auth: MemberOAuthStrategy, href: string): Promise<string> {
  const pending = JSON.parse(window.sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingLogin | null;
  const answer = auth.parseFromUrl(href, 'query');
  if (answer.error) {
    console.warn('login callback', answer.error, answer.errorDescription);
    throw new Error('This sign-in could not be completed. Please log in again.');
  }
  if (!pending) throw new Error('This sign-in was not started here or has already been completed.');
  window.sessionStorage.removeItem(PENDING_KEY);
  auth.setTokens(await auth.getMemberTokens(answer.code, answer.state, pending));
  // Checked again: session storage is writable by any script of the origin.
  return sameOriginPath(pending.next, window.location.origin, '/account');
}

/**
 * Ends the member's session here and on the server, then comes back to the home page, which says
 * so (app/logout-notice.ts).
 */
export async function logOut(auth: MemberOAuthStrategy): Promise<void> {
  const { logoutUrl } = await auth.logout(`${window.location.origin}/`);
  noteLoggedOut();
  window.location.assign(logoutUrl);
}

/**
 * After the member deleted their own account: the server already ended their sessions and tokens,
 * so the hosted logout (which clears the login cookie) may refuse the dead token; the tokens here
 * are forgotten either way, and the browser goes to the home page, which says the account was
 * deleted.
 */
export async function leaveDeletedAccount(auth: MemberOAuthStrategy): Promise<void> {
  let next = '/';
  try {
    next = (await auth.logout(`${window.location.origin}/`)).logoutUrl;
  } catch (error) {
    console.warn('logout after deleting the account', error);
  }
  noteLoggedOut('deleted');
  window.location.assign(next);
}
