// The store-cart module's only entry: the module and its port (store-orders loads and completes
// checkouts through `modules.get(storeCartModule)`).
export { storeCartModule } from './store-cart.module.ts';
export type { StoreCartPort } from './port.ts';
export type { LoadedCheckout } from './checkout.service.ts';
export type { ResolvedLine } from './lines.ts';
export type { CatalogItem, CatalogRef, FindCatalogItems } from './catalog-port.ts';
export { CHECKOUT_CHANGES } from './checkout.service.ts';
export { staleCheckouts, type StaleCheckout } from './abandonment-port.ts';
export { registerRedirectRoute } from './redirect-route.ts';
