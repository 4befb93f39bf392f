import type { backInStockRoutes } from '@tessera/contracts/routes/index';
import type { SamplesOf } from './types.ts';

/** The store's back-in-stock routes (modules/back-in-stock). */
export const backInStockSamples: SamplesOf<typeof backInStockRoutes> = {};
