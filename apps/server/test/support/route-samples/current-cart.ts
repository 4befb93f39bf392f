import type { currentCartRoutes } from '@tessera/contracts/routes/index';
import type { SamplesOf } from './types.ts';

/** The store's current-cart routes (modules/store-cart). */
export const currentCartSamples: SamplesOf<typeof currentCartRoutes> = {};
