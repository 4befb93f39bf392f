// The store-payments module's only entry.
export { storePaymentsModule } from './store-payments.module.ts';
