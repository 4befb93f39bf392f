import type { storeOrdersRoutes } from '@tessera/contracts/routes/index';
import type { SamplesOf } from './types.ts';

/** The store's store-orders routes (modules/store-orders). */
export const storeOrdersSamples: SamplesOf<typeof storeOrdersRoutes> = {};
