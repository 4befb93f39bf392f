import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CreateRedirectSessionRequest } from '@tessera/contracts';
import { redirectsRoutes } from '@tessera/contracts/routes/index';
import type { Caller } from '../../platform/auth/caller.ts';
import { registerRoutes } from '../../platform/routing.ts';
import { hostOf } from './host-binding.ts';
import type { RedirectSessions } from './redirects.service.ts';
import type { VisitorTransfer } from './visitor-transfer.ts';

/** Redirect sessions from the route table (the official path and its alias). */
export function registerRedirectRoutes(
  app: FastifyInstance,
  sessions: RedirectSessions,
  transfer: VisitorTransfer,
): void {
  // A login session's browser-binding cookie goes out with the answer (handlers answer values).
  const cookies = new WeakMap<FastifyRequest, string>();
  const create = async (call: {
    caller: Caller;
    input: CreateRedirectSessionRequest;
    request: FastifyRequest;
  }) => {
    const { caller, input, request } = call;
    // The page asking for a web_message login: its origin is where the answer is posted. The Host
    // lets the server's own web app log in under any host name (host-binding.ts).
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
    const created = await sessions.create(caller, input, { origin, host: hostOf(request) });
    if (created.setCookie) cookies.set(request, created.setCookie);
    return { redirectSession: created.session };
  };
  app.register(async (scope) => {
    scope.addHook('onSend', async (request, reply, payload) => {
      const cookie = cookies.get(request);
      if (cookie && reply.statusCode === 200) reply.header('set-cookie', cookie);
      return payload;
    });
    registerRoutes(scope, redirectsRoutes, {
      createRedirectSession: create,
      createRedirectSessionAlias: create,
      exchangeRedirectSession: ({ caller, input }) => transfer.exchange(caller, input),
    });
  });
}
