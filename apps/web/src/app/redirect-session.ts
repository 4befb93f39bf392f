import type { OAuthStrategy, TesseraClient } from '@tessera/sdk';

// A site built on the official SDK (its own origin, its own OAuth client) sends its visitor to a
// page of this app through a redirect session (a hosted checkout, say). The page's address carries
// the session's handle (`redirectSession`, server redirects/visitor-transfer.ts); before the app's
// first call it is traded once for that visitor's tokens, issued to this app's client, so the page
// reads the reservation as the visitor who made it. Every site page section goes through here.

export const REDIRECT_SESSION_PARAM = 'redirectSession';
const EXCHANGE_PATH = '/_api/tessera/v1/redirect-sessions/visitor-tokens';
const CALLBACKS_KEY = 'tessera.redirect-session.callbacks';

interface ExchangeAnswer {
  tokens: { access_token: string; refresh_token: string; expires_in: number };
  role: 'VISITOR' | 'MEMBER';
  callbacks: Record<string, string>;
}

/**
 * Takes the handle out of the address at once (a reload or a shared link must not carry a spent
 * handle), then trades it. A refused or failed trade leaves this browser's own visitor in place:
 * the page then says what that visitor may see (a reservation of another browser, say).
 */
export async function adoptRedirectSession(client: TesseraClient): Promise<void> {
  const url = new URL(window.location.href);
  const handle = url.searchParams.get(REDIRECT_SESSION_PARAM);
  if (!handle) return;
  url.searchParams.delete(REDIRECT_SESSION_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const auth = client.auth as OAuthStrategy;
  try {
    const headers = await auth.getAuthHeaders(auth.context());
    const response = await fetch(new URL(EXCHANGE_PATH, window.location.origin), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ sessionToken: handle }),
    });
    if (!response.ok) {
      console.warn('redirect session not adopted', response.status);
      return;
    }
    const answer = (await response.json()) as ExchangeAnswer;
    auth.setTokens({
      accessToken: {
        value: answer.tokens.access_token,
        expiresAt: Math.floor(Date.now() / 1000) + answer.tokens.expires_in,
      },
      refreshToken: { value: answer.tokens.refresh_token, role: answer.role },
    });
    window.sessionStorage.setItem(
      CALLBACKS_KEY,
      JSON.stringify({ path: url.pathname, callbacks: answer.callbacks ?? {} }),
    );
  } catch (error) {
    console.warn('redirect session not adopted', error);
  }
}

/**
 * A callback of the redirect session this page was opened with, as the server confirmed it: checked
 * against the creating client's allowed origins when the session was made, so it may be followed
 * automatically even on another origin (a URL from the query string is only ever offered as a link).
 * Only for the page the session opened (`pathname`), in this tab.
 */
export function confirmedCallback(name: string, pathname: string): string | undefined {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(CALLBACKS_KEY) ?? 'null') as {
      path?: unknown;
      callbacks?: Record<string, unknown>;
    } | null;
    if (!kept || kept.path !== pathname || !kept.callbacks || !Object.hasOwn(kept.callbacks, name)) {
      return undefined;
    }
    const value = kept.callbacks[name];
    return typeof value === 'string' && /^https?:\/\//i.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
