// The store-cart module's only entry.
export { storeCartModule } from './store-cart.module.ts';
