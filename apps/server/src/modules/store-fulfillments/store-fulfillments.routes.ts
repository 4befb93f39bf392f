import type { FastifyInstance } from 'fastify';
import { storeFulfillmentsRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { orderNotFound, type StoreOrdersPaymentsPort } from '../store-orders/index.ts';
import type { Db } from '../../platform/db.ts';
import type { FulfillmentsService } from './fulfillments.service.ts';

export function registerStoreFulfillmentsRoutes(
  server: FastifyInstance,
  service: FulfillmentsService,
  deps: { db: Db; orders: StoreOrdersPaymentsPort },
): void {
  registerRoutes(
    server,
    storeFulfillmentsRoutes,
    {
      listFulfillmentsForSingleOrder: ({ caller, params }) => service.listForOrder(caller, params.orderId),
      listFulfillmentsForMultipleOrders: ({ caller, input }) => service.listForOrders(caller, input.orderIds),
      createFulfillment: ({ caller, params, input }) =>
        service.create(caller, params.orderId, input.fulfillment),
      updateFulfillment: ({ caller, params, input }) =>
        service.update(caller, params.orderId, params.fulfillmentId, input),
      deleteFulfillment: ({ caller, params }) => service.delete(caller, params.orderId, params.fulfillmentId),
      bulkCreateFulfillment: ({ caller, input }) => service.bulkCreate(caller, input),
    },
    {
      // The buyer may follow their own order's parcels; anyone else gets the blind 404.
      storeOrder: {
        async subjectsOf(siteId, orderId) {
          const order = await deps.orders.orderForPayment(siteScope(deps.db, siteId), orderId);
          return order?.subject ? [order.subject] : [];
        },
        notFound: () => orderNotFound(),
      },
    },
  );
}
