// The store-orders module's only entry.
export { storeOrdersModule } from './store-orders.module.ts';
