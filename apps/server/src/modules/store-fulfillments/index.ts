// The store-fulfillments module's only entry.
export { storeFulfillmentsModule } from './store-fulfillments.module.ts';
