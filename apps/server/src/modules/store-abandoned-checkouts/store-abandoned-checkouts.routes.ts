import type { FastifyInstance, FastifyRequest } from 'fastify';
import { abandonedCheckoutsRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import type { AbandonedCheckoutsService } from './abandoned-checkouts.service.ts';

const { redirectToCheckout, ...ownerRoutes } = abandonedCheckoutsRoutes;

export function registerAbandonedCheckoutsRoutes(
  server: FastifyInstance,
  service: AbandonedCheckoutsService,
): void {
  registerRoutes(server, ownerRoutes, {
    getAbandonedCheckout: ({ caller, params }) => service.get(caller, params.abandonedCheckoutId),
    deleteAbandonedCheckout: ({ caller, params }) => service.delete(caller, params.abandonedCheckoutId),
    bulkDeleteAbandonedCheckouts: ({ caller, input }) =>
      service.bulkDelete(caller, input.abandonedCheckoutIds),
    addAbandonedCheckoutActivity: ({ caller, params, input }) =>
      service.addActivity(caller, params.abandonedCheckoutId, input.activityType),
    getAbandonedCheckoutAnalytics: ({ caller, input }) => service.analytics(caller, input),
  });
  registerRecoveryRedirect(server, service);
}

/**
 * The recovery email's link answers 302 to the site's checkout page, not JSON: registered in a
 * scope of its own whose onSend turns the handler's empty answer into the redirect (as store-cart's
 * completion redirect). The target is built from the stored checkout id, never from the request.
 */
function registerRecoveryRedirect(server: FastifyInstance, service: AbandonedCheckoutsService): void {
  const targets = new WeakMap<FastifyRequest, string>();
  void server.register(async (scope) => {
    scope.addHook('onSend', async (request, reply, payload) => {
      const target = targets.get(request);
      if (!target || reply.statusCode !== 200) return payload;
      reply.code(302).header('location', target).header('cache-control', 'no-store');
      return '';
    });
    registerRoutes(
      scope,
      { redirectToCheckout },
      {
        redirectToCheckout: async ({ params, input, request }) => {
          targets.set(request, await service.redirectTarget(input.metasiteId, params.abandonedCheckoutId));
          return {};
        },
      },
    );
  });
}
