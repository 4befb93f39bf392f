import type { FastifyInstance } from 'fastify';
import { abandonedCheckoutsRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import { registerRedirectRoute } from '../store-cart/index.ts';
import type { AbandonedCheckoutsReads } from './abandoned-checkouts.reads.ts';
import type { AbandonedCheckoutsService } from './abandoned-checkouts.service.ts';

const { redirectToCheckout, ...ownerRoutes } = abandonedCheckoutsRoutes;

export function registerAbandonedCheckoutsRoutes(
  server: FastifyInstance,
  service: AbandonedCheckoutsService,
  reads: AbandonedCheckoutsReads,
): void {
  registerRoutes(server, ownerRoutes, {
    getAbandonedCheckout: ({ caller, params }) => service.get(caller, params.abandonedCheckoutId),
    deleteAbandonedCheckout: ({ caller, params }) => service.delete(caller, params.abandonedCheckoutId),
    bulkDeleteAbandonedCheckouts: ({ caller, input }) =>
      service.bulkDelete(caller, input.abandonedCheckoutIds),
    queryAbandonedCheckouts: ({ caller, input }) => reads.query(caller, input),
    searchAbandonedCheckouts: ({ caller, input }) => reads.search(caller, input),
    getAbandonedCart: ({ caller, params }) => reads.getCart(caller, params.id),
    queryAbandonedCarts: ({ caller, input }) => reads.queryCarts(caller, input),
    addAbandonedCheckoutActivity: ({ caller, params, input }) =>
      service.addActivity(caller, params.abandonedCheckoutId, input.activityType),
    getAbandonedCheckoutAnalytics: ({ caller, input }) => service.analytics(caller, input),
  });
  // The recovery email's link: a browser redirect to the site's checkout page, built from the
  // stored checkout id, never from the request.
  registerRedirectRoute(server, 'redirectToCheckout', redirectToCheckout, ({ params, input }) =>
    service.redirectTarget(input.metasiteId, params.abandonedCheckoutId),
  );
}
