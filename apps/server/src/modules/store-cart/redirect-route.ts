import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteSpec } from '@tessera/contracts/routes/index';
import { registerRoutes, type RouteCall, type RouteHandlers } from '../../platform/routing.ts';

/**
 * Registers one route of the table that answers a browser with 302 and a Location, not JSON:
 * in a scope of its own whose onSend turns the handler's empty answer into the redirect (the
 * table's handlers answer values; the target is handed over per request). `target` works out
 * where to send the browser; an error it throws answers as usual (4xx envelope, no redirect).
 * Store-cart's completion redirect and abandoned checkouts' recovery link both use it.
 */
export function registerRedirectRoute<N extends string, R extends RouteSpec>(
  server: FastifyInstance,
  name: N,
  route: R,
  target: (call: RouteCall<R>) => Promise<string>,
): void {
  const targets = new WeakMap<FastifyRequest, string>();
  void server.register(async (scope) => {
    scope.addHook('onSend', async (request, reply, payload) => {
      const location = targets.get(request);
      if (!location || reply.statusCode !== 200) return payload;
      reply.code(302).header('location', location).header('cache-control', 'no-store');
      return '';
    });
    const handlers = {
      [name]: async (call: RouteCall<R>) => {
        targets.set(call.request, await target(call));
        return {};
      },
    } as unknown as RouteHandlers<Record<N, R>>;
    // One route whose rule names no subject lookup (a generic group hides that from the compiler).
    const register = registerRoutes as (
      app: FastifyInstance,
      group: Record<N, R>,
      h: typeof handlers,
    ) => void;
    register(scope, { [name]: route } as Record<N, R>, handlers);
  });
}
