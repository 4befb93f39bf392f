import type { FastifyInstance } from 'fastify';
import { storeOrdersRoutes } from '@tessera/contracts/routes/index';
import type { OwningSubject } from '../../platform/auth/subject-access.ts';
import type { Db } from '../../platform/db.ts';
import { registerRoutes } from '../../platform/routing.ts';
import { selectFromSite, siteScope } from '../../platform/site-scope.ts';
import type { CheckoutSource } from './checkout-source.ts';
import { cancelOrder, type CancelDeps } from './order-cancel.ts';
import { createOrder } from './order-create.ts';
import { bulkDeleteImported, importOrder, setOrderNumberCounter } from './order-import.ts';
import { aggregateOrders } from './orders-aggregate.ts';
import { checkoutNotFound, createOrderFromCheckout, type PlacementDeps } from './order-placement.ts';
import { readWireOrder } from './orders-store.ts';
import { orderNotFound } from './payments-port.ts';
import { OrdersAdmin } from './orders-admin.ts';
import { OrdersUpdates } from './orders-updates.ts';

export interface StoreOrdersRouteDeps extends PlacementDeps, CancelDeps {
  db: Db;
  checkouts: CheckoutSource;
}

/** The store orders routes; an order belongs to the visitor or member who placed it. */
export function registerStoreOrdersRoutes(server: FastifyInstance, deps: StoreOrdersRouteDeps): void {
  const admin = new OrdersAdmin(deps);
  const updates = new OrdersUpdates(admin);
  registerRoutes(
    server,
    storeOrdersRoutes,
    {
      createOrderFromCheckout: ({ caller, params }) => createOrderFromCheckout(deps, caller, params.id),
      getStoreOrder: async ({ caller, params }) => {
        const order = await readWireOrder(siteScope(deps.db, caller.siteId), params.id);
        if (!order) throw orderNotFound(params.id);
        return { order };
      },
      cancelStoreOrder: ({ caller, params, input }) => cancelOrder(deps, caller, params.id, input),
      searchStoreOrders: ({ caller, input }) => admin.search(caller, input),
      addStoreOrderActivity: async ({ caller, params, input }) => {
        const { order, activityId } = await admin.addActivity(caller, params.id, input);
        return { order, activityId };
      },
      addStoreOrderActivities: async ({ caller, params, input }) => {
        const { order, activityIds } = await admin.addActivities(caller, params.id, input);
        return { order, activityIds };
      },
      updateStoreOrderActivity: ({ caller, params, input }) =>
        admin.updateActivity(caller, params.id, params.activityId, input),
      deleteStoreOrderActivity: ({ caller, params }) =>
        admin.deleteActivity(caller, params.id, params.activityId),
      updateStoreOrderStatus: ({ caller, params, input }) =>
        admin.updateStatus(caller, params.id, input.status),
      bulkUpdateStoreOrderTags: ({ caller, input }) => admin.bulkUpdateTags(caller, input),
      createStoreOrder: ({ caller, input }) => createOrder(deps, caller, input),
      importStoreOrder: ({ caller, input }) => importOrder(deps, caller, input.order),
      setStoreOrderNumberCounter: ({ caller, input }) =>
        setOrderNumberCounter(deps, caller, input.counter, input.allowLowerCounter),
      bulkDeleteImportedStoreOrders: ({ caller, input }) => bulkDeleteImported(deps, caller, input.orderIds),
      aggregateStoreOrders: ({ caller, input }) => aggregateOrders(deps.db, caller, input),
      updateStoreOrder: ({ caller, params, input }) => updates.update(caller, params.id, input),
      bulkUpdateStoreOrders: ({ caller, input }) => updates.bulkUpdate(caller, input),
      updateStoreOrderLineItem: ({ caller, params, input }) =>
        updates.updateLineItem(caller, params.id, params.lineItemId, input.lineItem),
    },
    {
      checkout: {
        subjectsOf: (siteId, id) => deps.checkouts.subjectsOf(siteId, id),
        notFound: () => checkoutNotFound('requested'),
      },
      storeOrder: {
        // Who placed it, and its buyer (an order the owner made for a member): the same people
        // whose own search lists it.
        async subjectsOf(siteId, id) {
          const row = await selectFromSite(siteScope(deps.db, siteId), 'store_orders')
            .select(['subject_role', 'subject_id', 'buyer_member_id', 'buyer_visitor_id'])
            .where('id', '=', id)
            .executeTakeFirst();
          if (!row) return [];
          const subjects: OwningSubject[] = [];
          if (row.subject_id && (row.subject_role === 'VISITOR' || row.subject_role === 'MEMBER'))
            subjects.push({ role: row.subject_role, id: row.subject_id });
          if (row.buyer_member_id) subjects.push({ role: 'MEMBER', id: row.buyer_member_id });
          if (row.buyer_visitor_id) subjects.push({ role: 'VISITOR', id: row.buyer_visitor_id });
          return subjects;
        },
        notFound: () => orderNotFound('requested'),
      },
    },
  );
}
