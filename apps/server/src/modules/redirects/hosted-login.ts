import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { nowIso } from '../../platform/clock.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { resolveSessionToken, SESSION_TOKEN_TTL_MS } from '../identity/index.ts';
import { issueCode } from '../oauth/index.ts';
import { acceptFormBodies } from '../oauth/index.ts';
import type { OAuthDeps } from '../oauth/index.ts';
import { carriesBrowserNonce, clearBrowserNonce, newBrowserNonce } from './browser-binding.ts';
import { addCookie, liveSession, navigate, refusedLink, sendPage } from './hosted-answers.ts';
import { sessionBase, type HostBound } from './host-binding.ts';
import { errorPage, page, scriptJson } from './html.ts';
import { loginPage } from './login-page.ts';
import { registerLogout } from './logout.ts';
import { readCookie, setCookie } from './member-cookie.ts';
import {
  consumeRedirectSession,
  updateRedirectSessionRequest,
  type RedirectSessionRow,
} from './redirects.store.ts';
import { AUTHORIZE_PATH, CALLBACK_PATH, LOGIN_FALLBACK_PATH } from './paths.ts';

/** What a login redirect session remembers of its authorize request. */
export interface StoredAuthRequest extends HostBound {
  clientId: string;
  /** Where the answer goes (query / fragment), or the post-flow URL of a plain login. */
  redirectUri: string;
  responseMode: 'query' | 'fragment' | 'web_message' | 'none';
  state: string;
  codeChallenge: string;
  scope: string;
  prompt: string;
  /** web_message's targetOrigin. */
  targetOrigin: string;
  /** Member of a direct login's session token, resolved when the session was created. */
  memberId: string | null;
  /** The visitor whose token asked for this login: their cart becomes the member's (oauth/member-logins.ts). */
  visitorId?: string | null;
  /** SHA-256 of the nonce cookie of the browser that may finish this login (browser-binding.ts). */
  browserNonceDigest?: string;
}

/** Redirect session kinds that end at the callback. */
export const LOGIN_KINDS = ['auth', 'login'] as const;

export interface HostedLoginOptions {
  /** The hosted login page (the web app's `/login` once it exists); the server's fallback by default. */
  loginPagePath?: string;
}

type Answer = { code: string } | { error: string; error_description: string };

const text = (max: number) => Type.Optional(Type.String({ maxLength: max }));
const CallbackInput = Type.Object({ state: text(200), sessionToken: text(200) });

/**
 * The browser side of the hosted login: authorize (a redirect session's `fullUrl`), the login
 * page fallback, the callback the login page sends the browser to (a POST form; GET still works
 * for pages that build a link), and logout (logout.ts). They answer redirects and small HTML
 * pages, not JSON, so they are registered here rather than through `registerRoutes`.
 */
export function registerHostedLogin(
  app: FastifyInstance,
  deps: OAuthDeps,
  options: HostedLoginOptions = {},
): void {
  const loginPagePath = options.loginPagePath ?? LOGIN_FALLBACK_PATH;
  const tags = ['Hosted login'];
  const config = { public: true };

  const sessionOf = (request: FastifyRequest, token: string | undefined) =>
    liveSession<StoredAuthRequest>(deps.db, token, LOGIN_KINDS, request);

  /** Spends the session and sends the answer where the authorize request asked. */
  const finish = async (
    reply: FastifyReply,
    row: RedirectSessionRow,
    request: StoredAuthRequest,
    memberId: string | null,
    afterForm: boolean,
  ) => {
    // The target is checked before anything is spent: a session is never used up by an answer
    // that then cannot be sent.
    const base = answerBase(request);
    if (!base)
      return sendPage(reply, 400, errorPage('This sign-in link has an address that cannot be used.'));
    let answer: Answer;
    const spent = await deps.uow.run(
      row.site_id,
      async (tx) => {
        if (!(await consumeRedirectSession(tx, row.id, nowIso()))) return false;
        answer = memberId
          ? {
              code: await issueCode(tx, {
                clientId: request.clientId,
                redirectUri: request.redirectUri,
                codeChallenge: request.codeChallenge,
                memberId,
                scope: request.scope,
                visitorId: request.visitorId ?? null,
              }),
            }
          : { error: 'login_required', error_description: 'The member is not logged in' };
        return true;
      },
      { changes: ['oauth'] },
    );
    if (!spent)
      return sendPage(
        reply,
        400,
        errorPage('This sign-in link was already used. Start again from the site.'),
      );
    return respond(reply, request, base, answer!, afterForm);
  };

  app.get<{ Querystring: { session?: string } }>(
    AUTHORIZE_PATH,
    { schema: { tags, operationId: 'Authorize', querystring: Type.Object({ session: text(200) }) }, config },
    async (request, reply) => {
      const session = await sessionOf(request, request.query.session);
      if (!session.found) return refusedLink(reply, session.reason);
      const { row, request: auth } = session;
      let memberId = auth.memberId;
      if (!memberId && auth.prompt !== 'login') {
        const cookie = readCookie(request, row.site_id);
        if (cookie)
          memberId = (await resolveSessionToken(siteScope(deps.db, row.site_id), cookie))?.memberId ?? null;
      }
      if (memberId || auth.prompt === 'none') return finish(reply, row, auth, memberId, false);
      // The login continues in this browser: bind the session to it (browser-binding.ts).
      const nonce = newBrowserNonce(row.id, sessionBase(auth, deps.publicUrl));
      await deps.uow.run(
        row.site_id,
        (tx) =>
          updateRedirectSessionRequest(
            tx,
            row.id,
            JSON.stringify({ ...auth, browserNonceDigest: nonce.digest }),
          ),
        { changes: ['oauth'] },
      );
      addCookie(reply, nonce.setCookie);
      const url = new URL(loginPagePath, 'http://x');
      url.searchParams.set('session', request.query.session!);
      url.searchParams.set('clientId', auth.clientId);
      return reply.redirect(`${url.pathname}${url.search}`, 302);
    },
  );

  app.get<{ Querystring: { session?: string; clientId?: string } }>(
    LOGIN_FALLBACK_PATH,
    {
      schema: {
        tags,
        operationId: 'HostedLoginPage',
        description: "The server's own login page, used until the web app's /login page takes over.",
        querystring: Type.Object({ session: text(200), clientId: text(200) }),
      },
      config,
    },
    async (request, reply) => {
      const session = await sessionOf(request, request.query.session);
      if (!session.found) return refusedLink(reply, session.reason);
      return sendPage(reply, 200, loginPage(request.query.session!, session.request.clientId));
    },
  );

  /** The callback: only the browser that started the session may finish it, with a live token. */
  const callback = async (
    request: FastifyRequest,
    reply: FastifyReply,
    input: { state?: string; sessionToken?: string },
    afterForm: boolean,
  ) => {
    const session = await sessionOf(request, input.state);
    if (!session.found) return refusedLink(reply, session.reason);
    const { row, request: auth } = session;
    if (!carriesBrowserNonce(request, row.id, auth.browserNonceDigest)) {
      // Another browser than the one that opened the sign-in (a lure link): nothing is set or spent.
      return sendPage(
        reply,
        403,
        errorPage('This sign-in was started in another browser. Start again from the site in this browser.'),
      );
    }
    const token = input.sessionToken ?? '';
    const member = await resolveSessionToken(siteScope(deps.db, row.site_id), token);
    if (!member)
      return sendPage(reply, 401, errorPage('The login did not succeed. Go back and sign in again.'));
    // Cookies for the host the session lives on (its bound origin's scheme decides `Secure`).
    const base = sessionBase(auth, deps.publicUrl);
    addCookie(reply, setCookie(row.site_id, token, Math.floor(SESSION_TOKEN_TTL_MS / 1000), base));
    addCookie(reply, clearBrowserNonce(row.id, base));
    return finish(reply, row, auth, member.memberId, afterForm);
  };

  const callbackSchema = (operationId: string, description: string) => ({
    tags,
    operationId,
    description:
      `${description} Checks the session token, remembers it in an HttpOnly cookie (silent login) and ` +
      'answers the authorize request. Needs the sign-in cookie the authorize page set in this browser.',
  });

  app.get<{ Querystring: { state?: string; sessionToken?: string } }>(
    CALLBACK_PATH,
    {
      schema: {
        ...callbackSchema('Callback', 'Where a login page may send the browser after a login.'),
        querystring: CallbackInput,
      },
      config,
    },
    (request, reply) => callback(request, reply, request.query, false),
  );

  // The POST form keeps the session token out of URLs (history, logs, Referer).
  app.register(async (scope) => {
    acceptFormBodies(scope);
    scope.post<{ Body: { state?: string; sessionToken?: string } }>(
      CALLBACK_PATH,
      {
        schema: {
          ...callbackSchema('CallbackByPost', 'The login page posts `state` and `sessionToken` as a form.'),
          body: CallbackInput,
        },
        config,
      },
      (request, reply) => callback(request, reply, request.body ?? {}, true),
    );
    registerLogout(scope, deps);
  });
}

/** Where the answer goes, parsed now (before the session is spent), or null when unusable. */
function answerBase(auth: StoredAuthRequest): URL | null {
  if (auth.responseMode === 'web_message' || (auth.responseMode === 'none' && !auth.redirectUri)) {
    return new URL('about:blank');
  }
  try {
    return new URL(auth.redirectUri);
  } catch {
    return null;
  }
}

/** The authorize answer: a redirect with the parameters in the query or fragment, or a web message. */
function respond(
  reply: FastifyReply,
  auth: StoredAuthRequest,
  base: URL,
  answer: Answer,
  afterForm: boolean,
) {
  if (auth.responseMode === 'none') {
    // A plain login: back to the post-flow URL (its normalised href), or a short confirmation.
    if (auth.redirectUri) return navigate(reply, base.href, afterForm);
    return sendPage(reply, 200, page('Signed in', '<h1>You are signed in</h1>'));
  }
  const params = new URLSearchParams({ ...answer, ...(auth.state ? { state: auth.state } : {}) });
  if (auth.responseMode === 'web_message') {
    const message = Object.fromEntries(params);
    const script =
      `var m=${scriptJson(message)},o=${scriptJson(auth.targetOrigin)};` +
      '(window.opener||window.parent).postMessage(m,o);';
    return sendPage(reply, 200, page('Signing in', '', { script, frameAncestors: auth.targetOrigin }));
  }
  const url = new URL(base.href);
  if (auth.responseMode === 'fragment') url.hash = params.toString();
  else for (const [name, value] of params) url.searchParams.set(name, value);
  return navigate(reply, url.href, afterForm);
}
