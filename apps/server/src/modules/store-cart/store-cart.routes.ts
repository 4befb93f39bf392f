import type { FastifyInstance } from 'fastify';
import { checkoutsRoutes, currentCartRoutes } from '@tessera/contracts/routes/index';
import type { Db } from '../../platform/db.ts';
import { registerRoutes } from '../../platform/routing.ts';
import type { CartService } from './cart.service.ts';
import { completeAndRedirect, type CompletionDeps } from './checkout-completion.ts';
import { registerRedirectRoute } from './redirect-route.ts';
import { checkoutContent } from './checkout-content.ts';
import { subjectsOfCart, subjectsOfCheckout } from './cart.store.ts';
import { checkoutNotFound, type CheckoutsService } from './checkout.service.ts';

/** The current cart and checkout routes; a checkout belongs to the visitor or member who made it. */
export function registerStoreCartRoutes(
  server: FastifyInstance,
  carts: CartService,
  checkouts: CheckoutsService,
  db: Db,
  completion: CompletionDeps,
): void {
  registerRoutes(server, currentCartRoutes, {
    getCurrentCart: ({ caller }) => carts.get(caller),
    updateCurrentCart: ({ caller, input }) => carts.update(caller, input),
    addToCurrentCart: ({ caller, input }) => carts.add(caller, input),
    removeLineItemsFromCurrentCart: ({ caller, input }) => carts.removeLines(caller, input),
    createCheckoutFromCurrentCart: ({ caller, input }) => carts.createCheckout(caller, input),
    removeCouponFromCurrentCart: ({ caller }) => carts.removeCoupon(caller),
    updateCurrentCartLineItemQuantity: ({ caller, input }) => carts.updateQuantities(caller, input),
    estimateCurrentCartTotals: ({ caller, input }) => carts.estimate(caller, input),
    deleteCurrentCart: ({ caller }) => carts.delete(caller),
  });
  const { markCheckoutAsCompletedAndRedirectToUrl, ...checkoutRoutes } = checkoutsRoutes;
  registerRoutes(
    server,
    checkoutRoutes,
    {
      createCheckout: ({ caller, input }) => checkouts.create(caller, input),
      getCheckout: ({ caller, params }) => checkouts.get(caller, params.id),
      getCheckoutByCartId: ({ caller, params }) => checkouts.getByCart(caller, params.id),
      getCheckoutUrl: ({ caller, params }) => checkouts.url(caller, params.id),
      getWixCheckoutUrl: ({ caller, params }) => checkouts.url(caller, params.id),
      updateCheckout: ({ caller, params, input }) => checkouts.update(caller, params.id, input),
      removeCoupon: ({ caller, params }) => checkouts.removeCoupon(caller, params.id),
      removeGiftCard: ({ caller, params }) => checkouts.removeGiftCard(caller, params.id),
      removeOverrideCheckoutUrl: ({ caller, params }) => checkouts.removeOverrideUrl(caller, params.id),
      addToCheckout: ({ caller, params, input }) => checkouts.addTo(caller, params.id, input),
      removeLineItems: ({ caller, params, input }) =>
        checkouts.removeLines(caller, params.id, input.lineItemIds),
      updateLineItemsQuantity: ({ caller, params, input }) =>
        checkouts.updateQuantities(caller, params.id, input.lineItems),
      markCheckoutAsCompleted: ({ caller, params }) => checkouts.markCompleted(caller, params.id),
      getCheckoutContent: async ({ params }) => checkoutContent(params.appId),
    },
    {
      checkout: {
        subjectsOf: (siteId, id) => subjectsOfCheckout(db, siteId, id),
        notFound: checkoutNotFound,
      },
      cart: {
        subjectsOf: (siteId, id) => subjectsOfCart(db, siteId, id),
        // Answered like a cart without a checkout: someone else's cart tells nothing.
        notFound: checkoutNotFound,
      },
    },
  );
  registerRedirectRoute(
    server,
    'markCheckoutAsCompletedAndRedirectToUrl',
    markCheckoutAsCompletedAndRedirectToUrl,
    ({ input }) => completeAndRedirect(completion, input.token),
  );
}
