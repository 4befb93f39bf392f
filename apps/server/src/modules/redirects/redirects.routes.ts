import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CreateRedirectSessionRequest } from '@tessera/contracts';
import { redirectsRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import type { RedirectSessions } from './redirects.service.ts';

/** Redirect sessions from the route table (the official path and its alias). */
export function registerRedirectRoutes(app: FastifyInstance, sessions: RedirectSessions): void {
  const create = async (call: {
    auth: { siteId: string; clientId?: string };
    input: CreateRedirectSessionRequest;
    request: FastifyRequest;
  }) => {
    const { auth, input, request } = call;
    // The page asking for a web_message login: its origin is where the answer is posted.
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
    return {
      redirectSession: await sessions.create({ siteId: auth.siteId, clientId: auth.clientId }, input, origin),
    };
  };
  registerRoutes(app, redirectsRoutes, { createRedirectSession: create, createRedirectSessionAlias: create });
}
