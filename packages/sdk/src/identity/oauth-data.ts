import { sha256 } from '@noble/hashes/sha2';
import { generateCodeVerifier, generateState } from '../auth/pkce.ts';
import { base64UrlEncode } from '../http.ts';

/** What a login redirect must remember until the browser comes back (keep it, e.g. in sessionStorage). */
export interface OAuthData {
  /** Where the hosted login sends the browser back (an origin the OAuth client allows). */
  redirectUri: string;
  /** Where the site wants to be once logged in; not sent to the server. */
  originalUri: string;
  codeVerifier: string;
  codeChallenge: string;
  state: string;
}

export type Prompt = 'login' | 'none' | 'consent' | 'select_account';
export type ResponseMode = 'query' | 'fragment' | 'web_message';

/**
 * PKCE verifier (43 characters, unbiased) with its S256 challenge, and a state (spec §5, §9).
 * Synchronous like the hosted platform's SDK, so a site can store the result right away: the
 * SHA-256 is computed here rather than with the asynchronous Web Crypto.
 */
export function generateOAuthData(redirectUri: string, originalUri = ''): OAuthData {
  const codeVerifier = generateCodeVerifier();
  return {
    redirectUri,
    originalUri,
    codeVerifier,
    codeChallenge: base64UrlEncode(sha256(new TextEncoder().encode(codeVerifier))),
    state: generateState(),
  };
}

export interface RedirectAnswer {
  code: string | null;
  state: string | null;
  error?: string;
  errorDescription?: string;
}

/**
 * Reads the hosted login's answer from the address it sent the browser to: the query string or
 * the fragment (`responseMode`, fragment by default as with the hosted platform's SDK).
 */
export function parseFromUrl(url?: string, responseMode: 'query' | 'fragment' = 'fragment'): RedirectAnswer {
  const href = url ?? (globalThis as { location?: { href?: string } }).location?.href;
  if (!href) throw new Error('parseFromUrl needs a URL outside a browser');
  const parsed = new URL(href);
  const params = responseMode === 'query' ? parsed.searchParams : new URLSearchParams(parsed.hash.slice(1));
  const error = params.get('error');
  return {
    code: params.get('code'),
    state: params.get('state'),
    ...(error ? { error, errorDescription: params.get('error_description') ?? '' } : {}),
  };
}

/** spec §5: the state must come back unchanged, and both code and state must be there. */
export function checkRedirectAnswer(
  code: string | null | undefined,
  state: string | null | undefined,
  data: OAuthData,
) {
  if (!code || !state) throw new Error('Missing code or _state');
  if (state !== data.state) throw new Error('Invalid _state');
}
