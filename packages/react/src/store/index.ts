// The store's hooks (`@tessera/react`): catalog, cart, checkout, orders, back in stock.
export * from './products-listing.ts';
export { storeKeys } from './store-keys.ts';
export * from './store-modules.ts';
export * from './useProducts.ts';
export * from './useCurrentCart.ts';
export * from './useCheckout.ts';
export * from './useStoreAdmin.ts';
export * from './useBrandsRibbonsAdmin.ts';
export * from './useFulfillments.ts';
export * from './useTips.ts';
export * from './useTipsAdmin.ts';
export * from './abandoned-checkouts.ts';
