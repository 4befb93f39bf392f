import type { CatalogItem, FindCatalogItems } from '../../src/modules/store-cart/index.ts';

/**
 * A tiny catalog for the cart's tests until store-catalog's `findCatalogItems` lands: products by
 * id, with a variant per option choice; stock set by the test. Options are read as own keys only.
 */
export class CatalogStandIn {
  readonly items = new Map<string, CatalogItem>();

  put(item: Partial<CatalogItem> & { productId: string; name: string; priceMinor: number }): CatalogItem {
    const full: CatalogItem = {
      variantId: '00000000-0000-0000-0000-000000000000',
      productType: 'physical',
      sku: null,
      discountedPriceMinor: item.priceMinor,
      weight: 1,
      image: { id: 'img-1', url: 'https://static.example/img-1.jpg', width: 800, height: 600 },
      descriptionLines: [],
      visible: true,
      slug: item.name.toLowerCase().replace(/\s+/g, '-'),
      collectionIds: [],
      stock: { trackQuantity: false, quantity: null, inStock: true },
      ...item,
    };
    this.items.set(item.productId, full);
    return full;
  }

  setStock(productId: string, stock: CatalogItem['stock']): void {
    const item = this.items.get(productId)!;
    this.items.set(productId, { ...item, stock });
  }

  readonly find: FindCatalogItems = async (_db, _siteId, refs) =>
    refs.map((ref) => {
      const item = this.items.get(ref.catalogItemId);
      if (!item) return null;
      const options = ref.options ?? {};
      const chosen = Object.hasOwn(options, 'options') ? (options.options as Record<string, unknown>) : {};
      const lines = Object.keys(chosen).map((name) => ({ name, value: String(chosen[name]) }));
      return { ...item, descriptionLines: lines.length ? lines : item.descriptionLines };
    });
}
