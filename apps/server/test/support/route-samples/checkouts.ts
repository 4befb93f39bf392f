import type { checkoutsRoutes } from '@tessera/contracts/routes/index';
import type { SamplesOf } from './types.ts';

/** The store's checkouts routes (modules/store-cart). */
export const checkoutsSamples: SamplesOf<typeof checkoutsRoutes> = {};
