import type { inventoryRoutes } from '@tessera/contracts/routes/index';
import type { SamplesOf } from './types.ts';

/** The store's inventory routes (modules/store-inventory). */
export const inventorySamples: SamplesOf<typeof inventoryRoutes> = {};
