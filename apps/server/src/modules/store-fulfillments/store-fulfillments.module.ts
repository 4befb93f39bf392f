import { storeFulfillmentsRoutes } from '@tessera/contracts/routes/store-fulfillments.routes';
import { storeFulfillmentDomainEvents } from '@tessera/contracts/store-fulfillment-events';
import { nowIso } from '../../platform/clock.ts';
import { defineModule } from '../../platform/module.ts';
import { storeOrdersModule } from '../store-orders/index.ts';
import { FulfillmentsService } from './fulfillments.service.ts';
import * as fulfillments from './migrations/0050_store_fulfillments.ts';
import { registerStoreFulfillmentsRoutes } from './store-fulfillments.routes.ts';
import './store-fulfillments.schema.ts';

/** Fulfillments of store orders: shipments of line items with tracking; the order's fulfillment status follows. */
export const storeFulfillmentsModule = defineModule({
  name: 'store-fulfillments',
  routeGroups: [storeFulfillmentsRoutes],
  domainEvents: storeFulfillmentDomainEvents,
  migrations: { '0050_store_fulfillments': fulfillments },
  setup({ db, uow, clock }, modules) {
    // Listed after store-orders: every change goes through its port, under the order's lock.
    const orders = modules.get(storeOrdersModule).payments;
    const service = new FulfillmentsService({ db, uow, now: () => nowIso(clock), orders });
    return { routes: (server) => registerStoreFulfillmentsRoutes(server, service, { db, orders }) };
  },
});
