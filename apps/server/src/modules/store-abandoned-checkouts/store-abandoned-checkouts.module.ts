import { abandonedCheckoutsRoutes } from '@tessera/contracts/routes/abandoned-checkouts.routes';
import { nowIso } from '../../platform/clock.ts';
import { defineModule } from '../../platform/module.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { storeCartModule } from '../store-cart/index.ts';
import { storeOrdersModule } from '../store-orders/index.ts';
import { AbandonedCheckoutsReads } from './abandoned-checkouts.reads.ts';
import { AbandonedCheckoutsService } from './abandoned-checkouts.service.ts';
import { abandonedRowOfCheckout } from './abandoned-checkouts.store.ts';
import { ABANDON_AFTER_MS, SWEEP_EVERY_MS, sweepAbandonedCheckouts } from './abandonment-sweep.ts';
import * as abandoned from './migrations/0051_abandoned_checkouts.ts';
import * as sweepIndex from './migrations/0053_abandoned_checkouts_sweep_index.ts';
import * as buyerColumns from './migrations/0054_abandoned_checkouts_buyer_columns.ts';
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
  migrations: {
    '0051_abandoned_checkouts': abandoned,
    // An index on store-cart's store_checkouts that only this module's sweep reads by.
    '0053_abandoned_checkouts_sweep_index': sweepIndex,
    '0054_abandoned_checkouts_buyer_columns': buyerColumns,
  },
  setup({ db, uow, clock, publicUrl, options }, modules) {
    // Listed after store-cart (the checkouts it reads) and store-orders (the orders that recover them).
    const cart = modules.get(storeCartModule);
    const orders = modules.get(storeOrdersModule).payments;
    const now = () => nowIso(clock);
    const service = new AbandonedCheckoutsService({
      db,
      uow,
      now,
      publicUrl,
      checkoutPageUrl: (checkoutId) => cart.checkoutPageUrl(checkoutId),
    });
    const reads = new AbandonedCheckoutsReads({ db, now, publicUrl });
    const sweep = {
      db,
      uow,
      cart,
      publicUrl,
      abandonAfterMs: options.abandonedCheckouts?.abandonAfterMs ?? ABANDON_AFTER_MS,
    };
    return {
      routes: (server) => registerAbandonedCheckoutsRoutes(server, service, reads),
      jobs: (jobs) =>
        jobs.recurring(SWEEP_JOB, SWEEP_EVERY_MS, () => sweepAbandonedCheckouts(sweep, clock.now())),
      // An order made of a checkout recovers its abandoned checkout (at least once; recover is idempotent).
      subscribers: (outbox) =>
        outbox.subscribe('abandoned-checkouts', { events: ['store_order_created'] }, async (event) => {
          if (!event.entityId) return;
          const scope = siteScope(db, event.siteId);
          const checkoutId = await orders.checkoutIdOf(scope, event.entityId);
          if (!checkoutId) return;
          // Most orders' checkouts were never abandoned: the recovering unit only for one that was.
          const row = await abandonedRowOfCheckout(scope, checkoutId);
          if (row && row.status !== 'RECOVERED') await service.recover(event.siteId, checkoutId);
        }),
    };
  },
});
