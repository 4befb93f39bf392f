import { abandonedCheckoutsRoutes } from '@tessera/contracts/routes/abandoned-checkouts.routes';
import { nowIso } from '../../platform/clock.ts';
import { defineModule } from '../../platform/module.ts';
import { storeCartModule } from '../store-cart/index.ts';
import { storeOrdersModule } from '../store-orders/index.ts';
import { AbandonedCheckoutsService } from './abandoned-checkouts.service.ts';
import { ABANDON_AFTER_MS, SWEEP_EVERY_MS, sweepAbandonedCheckouts } from './abandonment-sweep.ts';
import * as abandoned from './migrations/0051_abandoned_checkouts.ts';
import { registerAbandonedCheckoutsRoutes } from './store-abandoned-checkouts.routes.ts';
import './store-abandoned-checkouts.schema.ts';

export const SWEEP_JOB = 'store-abandoned-checkouts.sweep';

declare module '../../platform/module.ts' {
  interface ModuleOptions {
    /** How long a checkout stays untouched before it is abandoned (default one hour). */
    abandonedCheckouts?: { abandonAfterMs?: number };
  }
}

/** Abandoned checkouts: checkouts left with an email and lines, snapshotted by a sweep; RECOVERED when they become orders. */
export const storeAbandonedCheckoutsModule = defineModule({
  name: 'store-abandoned-checkouts',
  routeGroups: [abandonedCheckoutsRoutes],
  migrations: { '0051_abandoned_checkouts': abandoned },
  setup({ db, uow, clock, publicUrl, options }, modules) {
    // Listed after store-cart (the checkouts it reads) and store-orders (the orders that recover them).
    const cart = modules.get(storeCartModule);
    const orders = modules.get(storeOrdersModule).payments;
    const service = new AbandonedCheckoutsService({
      db,
      uow,
      now: () => nowIso(clock),
      publicUrl,
      checkoutPageUrl: (checkoutId) => cart.checkoutPageUrl(checkoutId),
    });
    const sweep = {
      db,
      uow,
      cart,
      abandonAfterMs: options.abandonedCheckouts?.abandonAfterMs ?? ABANDON_AFTER_MS,
    };
    return {
      routes: (server) => registerAbandonedCheckoutsRoutes(server, service),
      jobs: (jobs) =>
        jobs.recurring(SWEEP_JOB, SWEEP_EVERY_MS, () => sweepAbandonedCheckouts(sweep, clock.now())),
      // An order made of a checkout recovers its abandoned checkout (at least once; recover is idempotent).
      subscribers: (outbox) =>
        outbox.subscribe('abandoned-checkouts', async (event) => {
          if (event.name !== 'store_order_created' || !event.entityId) return;
          const order = await orders.findOrder({ db, siteId: event.siteId }, event.entityId);
          if (order?.checkoutId) await service.recover(event.siteId, order.checkoutId);
        }),
    };
  },
});
