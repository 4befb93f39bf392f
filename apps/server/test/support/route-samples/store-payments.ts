import type { storePaymentsRoutes } from '@tessera/contracts/routes/index';
import type { SamplesOf } from './types.ts';

/** The store's store-payments routes (modules/store-payments). */
export const storePaymentsSamples: SamplesOf<typeof storePaymentsRoutes> = {};
