import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signOutRoutes } from '@tessera/contracts/routes/index';
import { LogoutQuery } from '@tessera/contracts/sign-out';
import { nowIso } from '../../platform/clock.ts';
import { AppError, validationError, violation } from '../../platform/errors.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { endMemberSessions, resolveSessionToken } from '../identity/index.ts';
import type { OAuthDeps } from '../oauth/index.ts';
import { findClient } from '../oauth/index.ts';
import { originOf, parseOrigins } from '../oauth/index.ts';
import { addCookie, liveSession, navigate, sendPage } from './hosted-answers.ts';
import { sessionBase, type HostBound } from './host-binding.ts';
import { escapeHtml, page } from './html.ts';
import { clearCookie, readCookie } from './member-cookie.ts';
import { LOGOUT_PATH } from './paths.ts';
import { allowedTarget } from './redirect-targets.ts';
import { consumeRedirectSession, type RedirectSessionRow } from './redirects.store.ts';

/** What a logout redirect session remembers (redirects.service.ts creates it). */
export interface StoredLogout extends HostBound {
  clientId: string;
  /** Normalised, on the client's allowed origins; '' for none. */
  postLogoutRedirectUri: string;
  /** The member whose access token created the session (a direct login has no cookie). */
  memberId: string | null;
}

type LogoutInput = { state?: string; clientId?: string; postLogoutRedirectUri?: string };

const spec = signOutRoutes.logout;

/**
 * The hosted logout. Logging out must not be something any site can trigger with a link or an
 * image (the login cookie is SameSite=None for the silent-login frame), so a GET logs out only
 * with the `state` of a logout redirect session, which only the member's own client can create;
 * a GET without it shows a confirmation page whose button POSTs, and a POST is accepted only from
 * this server's own pages (Origin / Sec-Fetch-Site).
 */
export function registerLogout(scope: FastifyInstance, deps: OAuthDeps): void {
  scope.route<{ Querystring: LogoutInput }>({
    method: spec.method,
    url: spec.path,
    schema: {
      tags: [...spec.tags],
      operationId: spec.operationId,
      description: spec.description,
      querystring: LogoutQuery,
    },
    config: { public: true, routeSpec: spec },
    handler: async (request, reply) => {
      // A session made under another host name (or none) logs nobody out here: the page only asks.
      const session = await liveSession<StoredLogout>(deps.db, request.query.state, ['logout'], request);
      if (session.found) return signOut(request, reply, deps, session, false);
      return confirmation(reply, deps, request.query);
    },
  });

  scope.post<{ Body: LogoutInput }>(
    LOGOUT_PATH,
    {
      schema: {
        tags: [...spec.tags],
        operationId: 'LogoutByPost',
        description: "The confirmation page's form: logs the browser's member out (same-origin only).",
        body: LogoutQuery,
      },
      config: { public: true },
    },
    async (request, reply) => {
      if (!fromOwnPage(request, deps.publicUrl)) {
        throw new AppError('PERMISSION_DENIED', 'PERMISSION_DENIED', 'Sign out from the sign-out page');
      }
      const input = request.body ?? {};
      const session = await liveSession<StoredLogout>(deps.db, input.state, ['logout'], request);
      if (session.found) return signOut(request, reply, deps, session, true);
      const { client, target } = await checked(deps, input);
      return signOut(request, reply, deps, { client, target }, true);
    },
  );
}

/** The client and the normalised post-logout URL of a logout without a session, or a 400. */
async function checked(deps: OAuthDeps, input: LogoutInput) {
  const client = input.clientId ? await findClient(deps.db, input.clientId) : undefined;
  if (!client) {
    throw validationError([violation('clientId', 'is not a known OAuth client', 'VALIDATION')]);
  }
  const target = input.postLogoutRedirectUri
    ? allowedTarget(
        input.postLogoutRedirectUri,
        parseOrigins(client.allowed_origins),
        'postLogoutRedirectUri',
      )
    : '';
  return { client, target };
}

/** A GET without a logout session: asks first, logs nobody out. */
async function confirmation(reply: FastifyReply, deps: OAuthDeps, input: LogoutInput) {
  const { client, target } = await checked(deps, input);
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const body =
    `<h1>Sign out?</h1><form method="post" action="${LOGOUT_PATH}">` +
    hidden('clientId', client.id) +
    (target ? hidden('postLogoutRedirectUri', target) : '') +
    '<button type="submit">Sign out</button></form>' +
    (target ? `<p><a href="${escapeHtml(target)}">Stay signed in</a></p>` : '');
  return sendPage(reply, 200, page('Sign out', body));
}

/** Ends the sessions of the logout session's member and of the browser's login cookie. */
async function signOut(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: OAuthDeps,
  from: { row: RedirectSessionRow; request: StoredLogout } | { client: { site_id: string }; target: string },
  afterForm: boolean,
) {
  const siteId = 'row' in from ? from.row.site_id : from.client.site_id;
  const target = 'row' in from ? from.request.postLogoutRedirectUri : from.target;
  const members = new Set<string>();
  if ('row' in from && from.request.memberId) members.add(from.request.memberId);
  const cookie = readCookie(request, siteId);
  if (cookie) {
    const member = await resolveSessionToken(siteScope(deps.db, siteId), cookie);
    if (member) members.add(member.memberId);
  }
  await deps.uow.run(
    siteId,
    async (tx) => {
      // A logout session is spent once; a second use (a reload) finds the member already out.
      if ('row' in from) await consumeRedirectSession(tx, from.row.id, nowIso());
      for (const memberId of members) await endMemberSessions(tx, memberId, deps.revocations);
    },
    { changes: ['oauth', 'identity'] },
  );
  addCookie(
    reply,
    clearCookie(siteId, 'row' in from ? sessionBase(from.request, deps.publicUrl) : deps.publicUrl),
  );
  if (target) return navigate(reply, target, afterForm);
  return sendPage(reply, 200, page('Signed out', '<h1>You are signed out</h1>'));
}

/** A POST from this server's own page: a same-origin Origin (browsers send one with every POST). */
function fromOwnPage(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true; // not a browser form (a script or a test client)
  const own = new Set([originOf(publicUrl), originOf(`${request.protocol}://${request.host}`)]);
  return typeof origin === 'string' && own.has(originOf(origin));
}
