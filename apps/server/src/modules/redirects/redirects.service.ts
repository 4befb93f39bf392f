import type { Caller } from '../../platform/auth/caller.ts';
import type { CreateRedirectSessionRequest, RedirectSession } from '@tessera/contracts';
import { sha256Hex } from '../../platform/auth/hashing.ts';
import { isoAt, nowMs, systemClock, type Clock } from '../../platform/clock.ts';
import { validationError, violation } from '../../platform/errors.ts';
import { newId, randomSecret } from '../../platform/ids.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { resolveSessionToken } from '../identity/index.ts';
import type { OAuthDeps } from '../oauth/index.ts';
import { findClient } from '../oauth/index.ts';
import { isValidChallenge } from '../oauth/index.ts';
import { originOf, originRefusedMessage, parseOrigins } from '../oauth/index.ts';
import { newBrowserNonce } from './browser-binding.ts';
import { allowance, sessionBase, type HostBound } from './host-binding.ts';
import { insertRedirectSession } from './redirects.store.ts';
import type { StoredAuthRequest } from './hosted-login.ts';
import type { StoredLogout } from './logout.ts';
import { AUTHORIZE_PATH, LOGOUT_PATH } from './paths.ts';
import { normalisedTarget } from './redirect-targets.ts';
import { sitePageUrl, SITE_PAGE_SECTIONS, type SitePageSection } from './site-pages.ts';
import {
  PAGE_SESSION_KIND,
  PAGE_SESSION_PARAM,
  PAGE_SESSION_TTL_MS,
  pageSubject,
} from './visitor-transfer.ts';

/** A login has this long to complete. */
export const REDIRECT_SESSION_TTL_MS = 15 * 60_000;

const SECTIONS = ['auth', 'login', 'logout', ...SITE_PAGE_SECTIONS] as const;
const RESPONSE_MODES = new Set(['query', 'fragment', 'web_message']);

const invalid = (field: string, description: string) =>
  validationError([violation(field, description, 'VALIDATION')]);

/** Who asks for a redirect session (a visitor or member token's client, or an API key). */
export type RedirectCaller = Caller;

/** Where the request creating a session came from (headers the browser sets). */
export interface RequestFrom {
  /** The page asking (its Origin header): web_message posts the answer there. */
  origin?: string;
  /** The Host header: the server's own web app under another host name (host-binding.ts). */
  host?: string;
}

/** A created session and, for a login, the browser-binding cookie for the browser that asked. */
export interface CreatedRedirectSession {
  session: RedirectSession;
  setCookie?: string;
}

/** Redirect sessions: where to send the browser for a login, a logout or a page of the site. */
export class RedirectSessions {
  constructor(
    private readonly deps: OAuthDeps,
    /** Reads the time of page sessions (their 30-minute window); the system's by default. */
    private readonly clock: Clock = systemClock,
  ) {}

  async create(
    caller: RedirectCaller,
    input: CreateRedirectSessionRequest,
    from: RequestFrom = {},
  ): Promise<CreatedRedirectSession> {
    const present = SECTIONS.filter((s) => Object.hasOwn(input, s) && input[s] !== undefined);
    if (present.length !== 1) {
      throw invalid('intent', `exactly one of ${SECTIONS.join(', ')} is required (got ${present.length})`);
    }
    const section = present[0];
    if (section === 'auth') return this.auth(caller, input, from);
    if (section === 'login') return this.login(caller, input, from.host);
    if (section === 'logout') return { session: await this.logout(caller, input, from.host) };
    return { session: await this.sitePage(caller, section, input) };
  }

  /**
   * A page of the site: its `callbacks.*` URLs are put into the page's address, so each must be
   * an http(s) URL on an allowed origin of the caller's client (of any client of the site for an
   * API key caller), like every other place the browser is sent to.
   */
  private async sitePage(
    caller: RedirectCaller,
    section: SitePageSection,
    input: CreateRedirectSessionRequest,
  ) {
    const callbacks: Record<string, string> = {};
    const entries = Object.entries(input.callbacks ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    if (entries.length) {
      const origins = await this.callerOrigins(caller);
      // Only listed origins: the page lives at PUBLIC_URL, so nothing here is bound to a Host.
      for (const [name, url] of entries) {
        callbacks[name] = this.allowedUrl(url, origins, `callbacks.${name}`, undefined).href;
      }
    }
    const url = new URL(sitePageUrl(this.deps.publicUrl, section, { ...input, callbacks }));
    const subject = pageSubject(caller, input);
    if (!subject) return this.plain(url);
    return this.pageSession(caller.siteId, subject, { section, callbacks }, url);
  }

  /**
   * A page opened from another origin continues as the visitor (or member) who asked for it: the
   * session remembers them, and its handle in the page's address (`redirectSession`) is traded
   * once by the web app for their tokens (visitor-transfer.ts). Set last, so no query parameter
   * of the request can replace it.
   */
  private async pageSession(
    siteId: string,
    subject: NonNullable<ReturnType<typeof pageSubject>>,
    request: { section: SitePageSection; callbacks: Record<string, string> },
    url: URL,
  ): Promise<RedirectSession> {
    const id = newId();
    const token = `rs_${randomSecret(32)}`;
    const now = this.clock.now();
    await this.deps.uow.run(
      siteId,
      (tx) =>
        insertRedirectSession(tx, {
          id,
          token_hash: sha256Hex(token),
          kind: PAGE_SESSION_KIND,
          client_id: subject.clientId,
          request: JSON.stringify(request),
          created_date: isoAt(now),
          expires_date: isoAt(now + PAGE_SESSION_TTL_MS),
          consumed_date: null,
          subject_role: subject.role,
          subject_id: subject.subjectId,
        }),
      { changes: ['oauth'] },
    );
    url.searchParams.set(PAGE_SESSION_PARAM, token);
    return { ...this.plain(url, id), sessionToken: token };
  }

  private async callerOrigins(caller: RedirectCaller): Promise<string[]> {
    if (caller.clientId) {
      return parseOrigins(
        (await this.siteClient(caller.siteId, caller.clientId, 'callbacks')).allowed_origins,
      );
    }
    const rows = await this.deps.db
      .selectFrom('oauth_clients')
      .select('allowed_origins')
      .where('site_id', '=', caller.siteId)
      .limit(100)
      .execute();
    return rows.flatMap((row) => parseOrigins(row.allowed_origins));
  }

  private async auth(
    caller: RedirectCaller,
    input: CreateRedirectSessionRequest,
    from: RequestFrom,
  ): Promise<CreatedRedirectSession> {
    const siteId = caller.siteId;
    const request = input.auth?.authRequest;
    if (!request) throw invalid('auth.authRequest', 'is required');
    const client = await this.siteClient(siteId, request.clientId, 'auth.authRequest.clientId');
    const allowed = parseOrigins(client.allowed_origins);
    if ((request.responseType ?? 'code') !== 'code') {
      throw invalid('auth.authRequest.responseType', 'only "code" is supported');
    }
    const responseMode = request.responseMode ?? 'query';
    if (!RESPONSE_MODES.has(responseMode)) {
      throw invalid('auth.authRequest.responseMode', 'must be query, fragment or web_message');
    }
    if (request.codeChallengeMethod !== 'S256') {
      throw invalid('auth.authRequest.codeChallengeMethod', 'must be S256 (PKCE is required)');
    }
    if (!request.codeChallenge || !isValidChallenge(request.codeChallenge)) {
      throw invalid('auth.authRequest.codeChallenge', 'must be a base64url SHA-256 digest (43 characters)');
    }
    const redirectUri = request.redirectUri ?? '';
    let bound: HostBound = {};
    if (redirectUri) {
      // Kept as sent (the token request must repeat it exactly), but it must parse as it reads.
      bound = this.allowedUrl(redirectUri, allowed, 'auth.authRequest.redirectUri', from.host).bound;
    }
    if (!redirectUri && responseMode !== 'web_message') {
      throw invalid('auth.authRequest.redirectUri', 'is required for the query and fragment response modes');
    }
    // web_message posts to the opener or parent: its origin is the redirect URI's, else the page
    // that asked for the session (its Origin header or `origin`), if the client allows it.
    let targetOrigin = redirectUri ? originOf(redirectUri) : null;
    if (!targetOrigin) {
      for (const asked of [from.origin, input.origin ?? undefined]) {
        const how = asked ? this.allowance(asked, allowed, from.host) : null;
        if (!how) continue;
        targetOrigin = originOf(asked!);
        bound = how;
        break;
      }
    }
    if (responseMode === 'web_message' && !targetOrigin) {
      throw invalid(
        'auth.authRequest.redirectUri',
        'web_message needs a redirect URI or an Origin the client allows',
      );
    }
    const scope = siteScope(this.deps.db, siteId);
    let memberId: string | null = null;
    if (request.sessionToken) {
      // A direct login's session token is resolved now: only the member id is kept, never the token.
      memberId = (await resolveSessionToken(scope, request.sessionToken))?.memberId ?? null;
    }
    const stored: StoredAuthRequest = {
      clientId: client.id,
      redirectUri,
      responseMode: responseMode as StoredAuthRequest['responseMode'],
      state: request.state ?? '',
      codeChallenge: request.codeChallenge,
      scope: request.scope ?? 'offline_access',
      prompt: input.auth?.prompt ?? request.prompt ?? 'login',
      targetOrigin: targetOrigin ?? '',
      memberId,
      // The visitor asking (the SDK sends its visitor token): the member's first tokens take over
      // what that visitor had, such as the store's current cart.
      visitorId: caller.role === 'VISITOR' ? (caller.subjectId ?? null) : null,
      ...bound,
    };
    return this.loginStored(siteId, 'auth', client.id, stored);
  }

  /** The hosted login without OAuth: after login the browser goes to `callbacks.postFlowUrl`. */
  private async login(caller: RedirectCaller, input: CreateRedirectSessionRequest, host?: string) {
    const client = await this.siteClient(caller.siteId, caller.clientId, 'login');
    const postFlow = this.postFlowUrl(input, client.allowed_origins, host);
    const stored: StoredAuthRequest = {
      clientId: client.id,
      redirectUri: postFlow.href,
      responseMode: 'none',
      state: '',
      codeChallenge: '',
      scope: '',
      prompt: 'login',
      targetOrigin: '',
      memberId: null,
      ...postFlow.bound,
    };
    return this.loginStored(caller.siteId, 'login', client.id, stored);
  }

  /**
   * A login session, bound at once to the browser that asked when it asked from this server's
   * own pages (the site's own login): a cross-site or server-side caller never keeps the cookie,
   * and the authorize page binds those sessions to the browser that opens it.
   */
  private async loginStored(siteId: string, kind: string, clientId: string, request: StoredAuthRequest) {
    const id = newId();
    const nonce = newBrowserNonce(id, sessionBase(request, this.deps.publicUrl));
    const session = await this.stored(
      siteId,
      kind,
      clientId,
      { ...request, browserNonceDigest: nonce.digest },
      AUTHORIZE_PATH,
      'session',
      id,
    );
    return { session, setCookie: nonce.setCookie };
  }

  /**
   * Logout: a session whose handle (`state` in its URL) is what lets the hosted logout end
   * sessions, so no other site can log a member out with a link. Created with the member's
   * access token, it also names the member: a direct login leaves no cookie to find them by.
   */
  private async logout(caller: RedirectCaller, input: CreateRedirectSessionRequest, host?: string) {
    const client = await this.siteClient(
      caller.siteId,
      input.logout?.clientId ?? caller.clientId,
      'logout.clientId',
    );
    const postFlow = this.postFlowUrl(input, client.allowed_origins, host);
    const stored: StoredLogout = {
      clientId: client.id,
      postLogoutRedirectUri: postFlow.href,
      memberId: caller.role === 'MEMBER' && caller.subjectId ? caller.subjectId : null,
      ...postFlow.bound,
    };
    const session = await this.stored(caller.siteId, 'logout', client.id, stored, LOGOUT_PATH, 'state');
    // The confirmation page (a spent or expired state) needs the client to offer its form.
    const url = new URL(session.fullUrl);
    url.searchParams.set('clientId', client.id);
    return { ...this.plain(url, session.id), sessionToken: session.sessionToken };
  }

  private async siteClient(siteId: string, clientId: string | undefined, field: string) {
    if (!clientId) throw invalid(field, 'an OAuth client id is required');
    const client = await findClient(this.deps.db, clientId);
    if (!client || client.site_id !== siteId) throw invalid(field, 'is not an OAuth client of this site');
    return client;
  }

  /** `callbacks.postFlowUrl`, checked (`allowedUrl`); '' and unbound when absent. */
  private postFlowUrl(input: CreateRedirectSessionRequest, origins: string, host: string | undefined) {
    const url = input.callbacks?.postFlowUrl;
    if (!url) return { href: '', bound: {} };
    return this.allowedUrl(url, parseOrigins(origins), 'callbacks.postFlowUrl', host);
  }

  /**
   * A URL the browser will be sent to: normalised (redirect-targets.ts) and on the client's
   * allowed origins, or on the request's own host when the client allows PUBLIC_URL's origin
   * (then the session is bound to that host: `bound`). Else a 400 naming `field`.
   */
  private allowedUrl(url: string, allowed: readonly string[], field: string, host: string | undefined) {
    const href = normalisedTarget(url, field);
    const bound = this.allowance(href, allowed, host);
    if (!bound) throw invalid(field, originRefusedMessage(href));
    return { href, bound };
  }

  private allowance(url: string, allowed: readonly string[], host: string | undefined) {
    return allowance(url, allowed, { publicUrl: this.deps.publicUrl, host });
  }

  private async stored(
    siteId: string,
    kind: string,
    clientId: string,
    request: StoredAuthRequest | StoredLogout,
    path: string,
    handleParam: 'session' | 'state',
    id: string = newId(),
  ): Promise<RedirectSession> {
    const token = `rs_${randomSecret(32)}`;
    const now = nowMs();
    await this.deps.uow.run(
      siteId,
      (tx) =>
        insertRedirectSession(tx, {
          id,
          token_hash: sha256Hex(token),
          kind,
          client_id: clientId,
          request: JSON.stringify(request),
          created_date: new Date(now).toISOString(),
          expires_date: new Date(now + REDIRECT_SESSION_TTL_MS).toISOString(),
          consumed_date: null,
        }),
      { changes: ['oauth'] },
    );
    // A bound session's pages are reached under the host it was made under (host-binding.ts).
    const url = new URL(path, sessionBase(request, this.deps.publicUrl));
    url.searchParams.set(handleParam, token);
    return { ...this.plain(url, id), sessionToken: token };
  }

  private plain(url: URL, id: string = newId()): RedirectSession {
    return {
      id,
      fullUrl: url.toString(),
      shortUrl: url.toString(),
      urlDetails: {
        endpoint: `${url.origin}${url.pathname}`,
        searchParams: Object.fromEntries(url.searchParams),
      },
      sessionToken: '',
    };
  }
}
