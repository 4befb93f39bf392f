import type { catalogQueriesRoutes } from '@tessera/contracts/routes/index';
import type { SamplesOf } from './types.ts';

/** The store's catalog-queries routes (modules/store-catalog). */
export const catalogQueriesSamples: SamplesOf<typeof catalogQueriesRoutes> = {};
