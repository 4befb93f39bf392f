import type { BaseClient } from '@tessera/sdk/core';
import { collections, type CollectionsModule } from '@tessera/sdk/collections';
import { currentCart, type CurrentCartModule } from '@tessera/sdk/current-cart';
import { products, type ProductsModule } from '@tessera/sdk/products';
import { backInStock, type BackInStockModule } from '@tessera/sdk/back-in-stock';
import { catalogAdmin, type CatalogAdminModule } from '@tessera/sdk/catalog-admin';
import { checkouts, type CheckoutsModule } from '@tessera/sdk/checkouts';
import { storeOrders, type StoreOrdersModule } from '@tessera/sdk/store-orders';
import { storeOrdersAdmin, type StoreOrdersAdminModule } from '@tessera/sdk/store-orders-admin';
import { storePaymentsAdmin, type StorePaymentsAdminModule } from '@tessera/sdk/store-payments-admin';
import { moduleOf, type ModuleLookup } from '../client-modules.ts';

// The store's hooks build their module on the provider's client when it was made without it: the
// store's pages are lazily loaded parts of a site, so the calls travel with them and never weigh
// on a page that sells nothing (as the event checkout's hooks do).

const PRODUCTS: ModuleLookup<ProductsModule> = {
  name: 'products',
  has: 'queryProducts',
  build: products,
  needs: 'the products module (@tessera/sdk/products)',
};
const COLLECTIONS: ModuleLookup<CollectionsModule> = {
  name: 'collections',
  has: 'queryCollections',
  build: collections,
  needs: 'the collections module (@tessera/sdk/collections)',
};
const CURRENT_CART: ModuleLookup<CurrentCartModule> = {
  name: 'currentCart',
  has: 'addToCart',
  build: currentCart,
  needs: 'the current-cart module (@tessera/sdk/current-cart)',
};

export const productsOf = (client: BaseClient): ProductsModule => moduleOf(client, PRODUCTS);
export const collectionsOf = (client: BaseClient): CollectionsModule => moduleOf(client, COLLECTIONS);
export const currentCartOf = (client: BaseClient): CurrentCartModule => moduleOf(client, CURRENT_CART);

/** A module every store hook builds on the client's transport unless the client carries it. */
const built = <T>(name: string, has: keyof T & string, build: (client: BaseClient) => T, entry: string) =>
  ({ name, has, build, needs: `the ${entry} module (@tessera/sdk/${entry})` }) as ModuleLookup<T>;

const CHECKOUTS = built<CheckoutsModule>('checkouts', 'createOrder', checkouts, 'checkouts');
const STORE_ORDERS = built<StoreOrdersModule>('storeOrders', 'getOrder', storeOrders, 'store-orders');
const BACK_IN_STOCK = built<BackInStockModule>(
  'backInStock',
  'requestBackInStock',
  backInStock,
  'back-in-stock',
);
const CATALOG_ADMIN = built<CatalogAdminModule>(
  'catalogAdmin',
  'createProduct',
  catalogAdmin,
  'catalog-admin',
);
const STORE_ORDERS_ADMIN = built<StoreOrdersAdminModule>(
  'storeOrdersAdmin',
  'cancelOrder',
  storeOrdersAdmin,
  'store-orders-admin',
);
const STORE_PAYMENTS_ADMIN = built<StorePaymentsAdminModule>(
  'storePaymentsAdmin',
  'refund',
  storePaymentsAdmin,
  'store-payments-admin',
);

export const checkoutsOf = (client: BaseClient): CheckoutsModule => moduleOf(client, CHECKOUTS);
export const storeOrdersOf = (client: BaseClient): StoreOrdersModule => moduleOf(client, STORE_ORDERS);
export const backInStockOf = (client: BaseClient): BackInStockModule => moduleOf(client, BACK_IN_STOCK);
export const catalogAdminOf = (client: BaseClient): CatalogAdminModule => moduleOf(client, CATALOG_ADMIN);
export const storeOrdersAdminOf = (client: BaseClient): StoreOrdersAdminModule =>
  moduleOf(client, STORE_ORDERS_ADMIN);
export const storePaymentsAdminOf = (client: BaseClient): StorePaymentsAdminModule =>
  moduleOf(client, STORE_PAYMENTS_ADMIN);
