import type { Executor } from '../../platform/db.ts';
import { keptCatalogItems, type CatalogRef as StoreCatalogRef } from '../store-catalog/index.ts';

/*
 * What the cart needs of the catalog (store-catalog's `findCatalogItems`, common16 "Ports"): per
 * reference the resolved item, or null when the catalog does not know it. The module takes the
 * catalog's `findCatalogItems` (H52) through `storeCatalog`; tests may pass their own through the
 * app's options.
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

/**
 * The store catalog's port in the cart's terms, one per app: product records are kept across
 * requests under the catalog's version, read in the caller's unit (store-catalog
 * `keptCatalogItems`), so a cart, checkout or order reads the version and the stock instead of
 * the whole product each time.
 */
export const storeCatalog = (): FindCatalogItems => {
  const findCatalogItems = keptCatalogItems();
  return (db, siteId, refs) => resolve(findCatalogItems, db, siteId, refs);
};

async function resolve(
  findCatalogItems: ReturnType<typeof keptCatalogItems>,
  db: Executor,
  siteId: string,
  refs: readonly CatalogRef[],
): Promise<readonly (CatalogItem | null)[]> {
  const items = await findCatalogItems(
    db,
    siteId,
    refs.map((ref) => ({
      catalogItemId: ref.catalogItemId,
      appId: ref.appId,
      options: (ref.options ?? null) as StoreCatalogRef['options'],
    })),
  );
  return items.map((item) =>
    item
      ? {
          productId: item.productId,
          variantId: item.variantId,
          name: item.name,
          productType: item.productType,
          sku: item.sku || null,
          priceMinor: item.priceMinor,
          discountedPriceMinor: item.discountedPriceMinor,
          weight: item.weight,
          image: item.image ?? null,
          descriptionLines: item.descriptionLines.map((line) => ({
            name: line.name,
            value: line.value,
            colorCode: line.color ?? null,
          })),
          visible: item.visible,
          slug: item.slug,
          collectionIds: item.collectionIds,
          stock: item.stock,
        }
      : null,
  );
}
