import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { sha256Hex } from '../../platform/auth/hashing.ts';
import { nowIso } from '../../platform/clock.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { endMemberSessions, resolveSessionToken, SESSION_TOKEN_TTL_MS } from '../identity/sessions.ts';
import { issueCode } from '../oauth/authorization-codes.ts';
import type { OAuthDeps } from '../oauth/oauth.context.ts';
import { findClient } from '../oauth/oauth.store.ts';
import { originAllowed, parseOrigins } from '../oauth/origins.ts';
import { errorPage, page, scriptJson, type HtmlPage } from './html.ts';
import { loginPage } from './login-page.ts';
import { clearCookie, readCookie, setCookie } from './member-cookie.ts';
import { consumeRedirectSession, findRedirectSession, type RedirectSessionRow } from './redirects.store.ts';

import { AUTHORIZE_PATH, CALLBACK_PATH, LOGIN_FALLBACK_PATH, LOGOUT_PATH } from './paths.ts';

/** What a login redirect session remembers of its authorize request. */
export interface StoredAuthRequest {
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
}

export interface HostedLoginOptions {
  /** The hosted login page (the web app's `/login` once it exists); the server's fallback by default. */
  loginPagePath?: string;
}

type Answer = { code: string } | { error: string; error_description: string };

const text = (max: number) => Type.Optional(Type.String({ maxLength: max }));

/**
 * The browser side of the hosted login: authorize (a redirect session's `fullUrl`), the login
 * page fallback, the callback the login page sends the browser to, and logout. They answer
 * redirects and small HTML pages, not JSON, so they are registered here rather than from the
 * route table.
 */
export function registerHostedLogin(
  app: FastifyInstance,
  deps: OAuthDeps,
  options: HostedLoginOptions = {},
): void {
  const loginPagePath = options.loginPagePath ?? LOGIN_FALLBACK_PATH;
  const tags = ['Hosted login'];
  const config = { public: true };

  const sessionOf = async (token: string | undefined) => {
    if (!token) return null;
    const row = await findRedirectSession(deps.db, sha256Hex(token));
    if (!row || row.consumed_date || row.expires_date <= nowIso()) return null;
    return { row, request: JSON.parse(row.request) as StoredAuthRequest };
  };

  /** Spends the session and sends the answer where the authorize request asked. */
  const finish = async (
    reply: FastifyReply,
    row: RedirectSessionRow,
    request: StoredAuthRequest,
    memberId: string | null,
  ) => {
    let answer: Answer;
    const spent = await deps.uow.run(row.site_id, async (tx) => {
      if (!(await consumeRedirectSession(tx, row.id, nowIso()))) return false;
      answer = memberId
        ? {
            code: await issueCode(tx, {
              clientId: request.clientId,
              redirectUri: request.redirectUri,
              codeChallenge: request.codeChallenge,
              memberId,
              scope: request.scope,
            }),
          }
        : { error: 'login_required', error_description: 'The member is not logged in' };
      return true;
    });
    if (!spent)
      return sendPage(
        reply,
        400,
        errorPage('This sign-in link was already used. Start again from the site.'),
      );
    return respond(reply, request, answer!);
  };

  app.get<{ Querystring: { session?: string } }>(
    AUTHORIZE_PATH,
    { schema: { tags, operationId: 'Authorize', querystring: Type.Object({ session: text(200) }) }, config },
    async (request, reply) => {
      const session = await sessionOf(request.query.session);
      if (!session) return expiredLink(reply);
      const { row, request: auth } = session;
      let memberId = auth.memberId;
      if (!memberId && auth.prompt !== 'login') {
        const cookie = readCookie(request, row.site_id);
        if (cookie)
          memberId = (await resolveSessionToken(siteScope(deps.db, row.site_id), cookie))?.memberId ?? null;
      }
      if (memberId || auth.prompt === 'none') return finish(reply, row, auth, memberId);
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
      const session = await sessionOf(request.query.session);
      if (!session) return expiredLink(reply);
      return sendPage(reply, 200, loginPage(request.query.session!, session.request.clientId));
    },
  );

  app.get<{ Querystring: { state?: string; sessionToken?: string } }>(
    CALLBACK_PATH,
    {
      schema: {
        tags,
        operationId: 'Callback',
        description:
          'Where the hosted login page sends the browser after a login: checks the session token, ' +
          'remembers it in an HttpOnly cookie (silent login) and answers the authorize request.',
        querystring: Type.Object({ state: text(200), sessionToken: text(200) }),
      },
      config,
    },
    async (request, reply) => {
      const session = await sessionOf(request.query.state);
      if (!session) return expiredLink(reply);
      const { row, request: auth } = session;
      const token = request.query.sessionToken ?? '';
      const member = await resolveSessionToken(siteScope(deps.db, row.site_id), token);
      if (!member)
        return sendPage(reply, 401, errorPage('The login did not succeed. Go back and sign in again.'));
      reply.header(
        'set-cookie',
        setCookie(row.site_id, token, Math.floor(SESSION_TOKEN_TTL_MS / 1000), deps.publicUrl),
      );
      return finish(reply, row, auth, member.memberId);
    },
  );

  app.get<{ Querystring: { postLogoutRedirectUri?: string; clientId?: string } }>(
    LOGOUT_PATH,
    {
      schema: {
        tags,
        operationId: 'Logout',
        description:
          "Ends the member's sessions (tokens revoked), clears the login cookie and sends the browser " +
          "to postLogoutRedirectUri when it is on one of the client's allowed origins.",
        querystring: Type.Object({ postLogoutRedirectUri: text(2000), clientId: text(200) }),
      },
      config,
    },
    async (request, reply) => {
      const client = request.query.clientId ? await findClient(deps.db, request.query.clientId) : undefined;
      if (!client) return sendPage(reply, 400, errorPage('Unknown OAuth client.'));
      const target = request.query.postLogoutRedirectUri;
      if (target && !originAllowed(target, parseOrigins(client.allowed_origins))) {
        return sendPage(
          reply,
          400,
          errorPage("The address after logout is not one of the site's allowed origins."),
        );
      }
      const cookie = readCookie(request, client.site_id);
      if (cookie) {
        const member = await resolveSessionToken(siteScope(deps.db, client.site_id), cookie);
        if (member) {
          await deps.uow.run(client.site_id, (tx) =>
            endMemberSessions(tx, member.memberId, deps.revocations),
          );
        }
      }
      reply.header('set-cookie', clearCookie(client.site_id, deps.publicUrl));
      if (target) return reply.redirect(target, 302);
      return sendPage(reply, 200, page('Signed out', '<h1>You are signed out</h1>'));
    },
  );
}

/** A sign-in link whose redirect session is unknown, spent or expired. */
const expiredLink = (reply: FastifyReply) =>
  sendPage(reply, 400, errorPage('This sign-in link expired or is not valid. Start again from the site.'));

function sendPage(reply: FastifyReply, status: number, html: HtmlPage) {
  reply.removeHeader('x-frame-options');
  return reply
    .status(status)
    .header('content-security-policy', html.csp)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html.html);
}

/** The authorize answer: a redirect with the parameters in the query or fragment, or a web message. */
function respond(reply: FastifyReply, auth: StoredAuthRequest, answer: Answer) {
  if (auth.responseMode === 'none') {
    // A plain login: back to the post-flow URL, or a short confirmation.
    if (auth.redirectUri) return reply.redirect(auth.redirectUri, 302);
    return sendPage(reply, 200, page('Signed in', '<h1>You are signed in</h1>'));
  }
  const params = new URLSearchParams({ ...answer, ...(auth.state ? { state: auth.state } : {}) });
  if (auth.responseMode === 'web_message') {
    const message = Object.fromEntries(params);
    const script =
      `var m=${scriptJson(message)},o=${scriptJson(auth.targetOrigin)};` +
      '(window.opener||window.parent).postMessage(m,o);';
    return sendPage(
      reply.header('cache-control', 'no-store'),
      200,
      page('Signing in', '', { script, frameAncestors: auth.targetOrigin }),
    );
  }
  const url = new URL(auth.redirectUri);
  if (auth.responseMode === 'fragment') url.hash = params.toString();
  else for (const [name, value] of params) url.searchParams.set(name, value);
  return reply.redirect(url.toString(), 302);
}
