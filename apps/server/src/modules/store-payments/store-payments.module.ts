import { storePaymentsRoutes } from '@tessera/contracts/routes/index';
import { defineModule } from '../../platform/module.ts';
import { registerRoutes } from '../../platform/routing.ts';

/** Payments of store orders: the payments collector (collect, capture, void, refund, mark as paid) and order transactions. */
export const storePaymentsModule = defineModule({
  name: 'store-payments',
  setup(_platform) {
    return {
      routes: (server) => {
        registerRoutes(server, storePaymentsRoutes, {});
      },
    };
  },
});
