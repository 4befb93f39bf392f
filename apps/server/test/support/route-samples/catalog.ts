import type { catalogRoutes } from '@tessera/contracts/routes/index';
import type { SamplesOf } from './types.ts';

/** The store's catalog routes (modules/store-catalog). */
export const catalogSamples: SamplesOf<typeof catalogRoutes> = {};
