// The store-inventory module's only entry.
export { storeInventoryModule } from './store-inventory.module.ts';
