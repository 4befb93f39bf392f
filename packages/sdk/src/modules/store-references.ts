// Catalog references as the cart, checkout and orders take them (v1 integration of the hosted
// platform): the product is the catalog item of the stores app, the variant or the chosen options
// go in `options`. Plain constants here, so a visitor bundle never loads the contracts' schemas.

/** Wix Stores' app id in catalog references. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
/** The variant of a product without options. */
export const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000';

/** A catalog item of one product: by variant id, or by options (`{ Size: 'M' }`), or the product alone. */
export interface StoreItemRef {
  productId: string;
  variantId?: string;
  options?: Record<string, string>;
}

/** The `catalogReference` of a cart, checkout or back-in-stock line for a product of the store. */
export function catalogReference(item: StoreItemRef): {
  catalogItemId: string;
  appId: string;
  options?: Record<string, unknown>;
} {
  const options =
    item.variantId !== undefined
      ? { variantId: item.variantId }
      : item.options && Object.keys(item.options).length > 0
        ? { options: item.options }
        : undefined;
  return { catalogItemId: item.productId, appId: STORES_APP_ID, ...(options ? { options } : {}) };
}
