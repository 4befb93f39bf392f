import type { Executor } from '../../platform/db.ts';

/*
 * What the cart needs of the catalog (store-catalog's `findCatalogItems`, common16 "Ports"): per
 * reference the resolved item, or null when the catalog does not know it. The module takes the
 * catalog's function when it exports one; tests may pass their own through the app's options.
 */

export interface CatalogRef {
  readonly catalogItemId: string;
  readonly appId: string;
  readonly options?: Readonly<Record<string, unknown>> | null;
}

export interface CatalogItemStock {
  readonly trackQuantity: boolean;
  /** Null while untracked. */
  readonly quantity: number | null;
  readonly inStock: boolean;
  /** Sold while out of stock. */
  readonly preorder?: boolean;
}

export interface CatalogItem {
  readonly productId: string;
  readonly variantId: string;
  readonly name: string;
  readonly productType: 'physical' | 'digital';
  readonly sku: string | null;
  readonly priceMinor: number;
  /** After the catalog's own discount. */
  readonly discountedPriceMinor: number;
  readonly weight: number | null;
  readonly image: { id: string; url: string; width: number; height: number } | null;
  /** The chosen options: name and choice (a colour choice with its code). */
  readonly descriptionLines: readonly { name: string; value: string; colorCode?: string | null }[];
  readonly visible: boolean;
  readonly slug: string;
  readonly collectionIds: readonly string[];
  readonly stock: CatalogItemStock;
}

export type FindCatalogItems = (
  db: Executor,
  siteId: string,
  refs: readonly CatalogRef[],
) => Promise<readonly (CatalogItem | null)[]>;

/** Until the catalog answers: nothing is known (every line NOT_FOUND, adding refused). */
export const noCatalog: FindCatalogItems = async (_db, _siteId, refs) => refs.map(() => null);
