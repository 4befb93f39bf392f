import type { ProductsListing } from './products-listing.ts';

/** Query keys of the store's hooks, so callers can invalidate what they cache. */
export const storeKeys = {
  all: ['tessera', 'store'] as const,
  products: () => [...storeKeys.all, 'products'] as const,
  productList: (listing: ProductsListing) => [...storeKeys.products(), 'list', listing] as const,
  productBySlug: (slug: string) => [...storeKeys.products(), 'slug', slug] as const,
  productChoice: (productId: string, choices: Record<string, string>) =>
    [...storeKeys.products(), 'choice', productId, choices] as const,
  related: (productId: string) => [...storeKeys.products(), 'related', productId] as const,
  collections: () => [...storeKeys.all, 'collections'] as const,
  collectionBySlug: (slug: string) => [...storeKeys.collections(), 'slug', slug] as const,
  /** The caller's one cart: a login or logout changes whose it is (clear it then). */
  cart: () => [...storeKeys.all, 'current-cart'] as const,
  cartTotals: (request: unknown) => [...storeKeys.cart(), 'totals', request] as const,
  checkout: (checkoutId: string) => [...storeKeys.all, 'checkout', checkoutId] as const,
  order: (orderId: string) => [...storeKeys.all, 'order', orderId] as const,
  myOrders: () => [...storeKeys.all, 'my-orders'] as const,
};
