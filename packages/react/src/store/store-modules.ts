import type { BaseClient } from '@tessera/sdk/core';
import { collections, type CollectionsModule } from '@tessera/sdk/collections';
import { currentCart, type CurrentCartModule } from '@tessera/sdk/current-cart';
import { products, type ProductsModule } from '@tessera/sdk/products';
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
