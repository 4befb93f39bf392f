import { DEFAULT_VARIANT_ID, type ProductOptionsAvailabilityResponse } from '@tessera/contracts/catalog';
import type { ResponseOf, catalogRoutes as R } from '@tessera/contracts/routes/index';
import { can, type Caller } from '../../platform/auth/caller.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { stockOf } from '../store-inventory/index.ts';
import { productNotFound, variantNotFound } from './catalog-unit.ts';
import { loadProduct, type ProductRecord, type VariantRecord } from './catalog.store.ts';
import {
  perUnitOf,
  pricingOf,
  toMedia,
  toProductOptions,
  toStoreVariant,
  toWireProduct,
  variantMedia,
  variantStockOf,
} from './catalog.wire.ts';
import { priceData } from './catalog-money.ts';
import { ownEntries } from './own-record.ts';
import type { CatalogDeps } from './products.service.ts';

const MANAGE = 'stores.manage';

/** The catalog's single reads: a product, options availability, a store variant. Hidden products are not found for visitors. */
export class ProductReads {
  constructor(private readonly deps: Pick<CatalogDeps, 'db' | 'publicUrl'>) {}

  private async visible(caller: Caller, id: string): Promise<ProductRecord> {
    const record = await loadProduct(siteScope(this.deps.db, caller.siteId), id);
    if (!record || (record.row.visible !== 1 && !can(caller, MANAGE))) throw productNotFound(id);
    return record;
  }

  private stockFor = async (caller: Caller, id: string) =>
    (await stockOf(this.deps.db, caller.siteId, [id])).get(id);

  async getProduct(
    caller: Caller,
    id: string,
    includeMerchantSpecificData = false,
  ): Promise<ResponseOf<typeof R.getProduct>> {
    const record = await this.visible(caller, id);
    const merchant = includeMerchantSpecificData && can(caller, MANAGE);
    return {
      product: toWireProduct(record, await this.stockFor(caller, id), {
        merchant,
        includeVariants: true,
        publicUrl: this.deps.publicUrl,
      }),
    };
  }

  /**
   * The variant the chosen options select (when every option is chosen), whether it can be bought
   * (visible and in stock), and each option's choices narrowed by the other options chosen.
   * Unknown option names or choices select nothing.
   */
  async optionsAvailability(
    caller: Caller,
    id: string,
    options: Record<string, string> | undefined,
  ): Promise<ProductOptionsAvailabilityResponse> {
    const record = await this.visible(caller, id);
    const stock = await this.stockFor(caller, id);
    const chosen = new Map<string, string>();
    let unknown = false;
    for (const [name, picked] of ownEntries(options)) {
      const option = record.options.find((o) => o.name === name);
      const choice = option?.choices.find((c) => c.description === picked || c.value === picked);
      if (!choice) unknown = true;
      else chosen.set(name, choice.description);
    }
    const matches = (v: VariantRecord, except?: string) =>
      [...chosen].every(
        ([name, d]) => name === except || (Object.hasOwn(v.choices, name) && v.choices[name] === d),
      );
    const selected = unknown
      ? undefined
      : record.options.length === 0
        ? (record.variants.find((v) => v.id === DEFAULT_VARIANT_ID) ?? record.variants[0])
        : chosen.size === record.options.length
          ? record.variants.find((v) => matches(v))
          : undefined;
    const narrowed = toProductOptions(record, stock).map((option) => {
      const candidates = record.variants.filter((v) => matches(v, option.name));
      const narrowedOption = toProductOptions(
        { ...record, options: record.options.filter((o) => o.name === option.name) },
        stock,
        candidates,
      )[0]!;
      return narrowedOption;
    });
    const variantStock = selected ? variantStockOf(stock, selected.id) : undefined;
    const preorder = selected
      ? (stock?.variants.find((v) => v.variantId === selected.id)?.availableForPreorder ?? false)
      : false;
    const answer: ProductOptionsAvailabilityResponse = {
      media: toMedia(variantMedia(record, selected ?? partialVariant(chosen))),
      productOptions: narrowed,
      availableForPurchase:
        !!selected && selected.visible && record.row.visible === 1 && (variantStock!.inStock || preorder),
    };
    if (selected) {
      const p = pricingOf(record, selected);
      const price = priceData(p.priceMinor, p.discountedMinor, record.row.currency, perUnitOf(record.row));
      answer.selectedVariant = {
        price,
        convertedPriceData: price,
        weight: p.weight,
        sku: p.sku,
        ...(variantStock!.trackQuantity ? { quantity: variantStock!.quantity ?? 0 } : {}),
        inStock: variantStock!.inStock,
        visible: selected.visible,
      };
    }
    return answer;
  }

  /** A store variant by `{productId}-{variantId}` (both UUIDs). */
  async getStoreVariant(
    caller: Caller,
    storeVariantId: string,
  ): Promise<ResponseOf<typeof R.getStoreVariant>> {
    const productId = storeVariantId.slice(0, 36);
    const variantId = storeVariantId.slice(37);
    if (storeVariantId[36] !== '-' || !variantId) throw variantNotFound();
    const record = await loadProduct(siteScope(this.deps.db, caller.siteId), productId);
    if (!record || (record.row.visible !== 1 && !can(caller, MANAGE))) throw variantNotFound();
    const variant = record.variants.find((v) => v.id === variantId);
    if (!variant) throw variantNotFound();
    return { variant: toStoreVariant(record, variant, await this.stockFor(caller, productId)) };
  }
}

/** The chosen choices as a variant-like record, for the media of a partial choice (a color picked first). */
const partialVariant = (chosen: Map<string, string>): VariantRecord => ({
  id: '',
  choices: Object.fromEntries(chosen),
  priceMinor: null,
  costMinor: null,
  weight: null,
  sku: null,
  visible: true,
});
