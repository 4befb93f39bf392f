// The store-abandoned-checkouts module's only entry.
export { storeAbandonedCheckoutsModule, SWEEP_JOB } from './store-abandoned-checkouts.module.ts';
