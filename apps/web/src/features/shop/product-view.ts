import type { Product, Variant } from '@tessera/sdk/products';

// What the store's pages show of a v1 product, as plain functions (tested without a DOM).

/** The price line: what it costs now, and the price before a discount when there is one. */
export function priceOf(priceData: Product['priceData']): { now: string; before?: string } {
  const discounted = priceData.discountedPrice < priceData.price;
  return discounted
    ? { now: priceData.formatted.discountedPrice, before: priceData.formatted.price }
    : { now: priceData.formatted.price };
}

/** The product's main image (or its first), if any. */
export function mainImageOf(product: Pick<Product, 'media'>) {
  return product.media.mainMedia?.image ?? product.media.items.find((m) => m.image)?.image;
}

/** The variant whose choices are exactly these; undefined while an option is not chosen. */
export function variantFor(product: Product, choices: Record<string, string>): Variant | undefined {
  const names = product.productOptions.map((o) => o.name);
  if (names.some((name) => !choices[name])) return undefined;
  return product.variants?.find((v) => names.every((name) => v.choices[name] === choices[name]));
}

/** A choice is offered when some visible variant with the other choices so far has it in stock. */
export function choiceInStock(
  product: Product,
  choices: Record<string, string>,
  optionName: string,
  choice: string,
): boolean {
  const wanted = { ...choices, [optionName]: choice };
  const variants = product.variants ?? [];
  if (variants.length === 0) return true;
  return variants.some(
    (v) =>
      v.variant.visible &&
      v.stock.inStock &&
      Object.entries(wanted).every(([name, value]) => !value || v.choices[name] === value),
  );
}

export type StockWords = { text: string; canBuy: boolean; max?: number };

/** Stock in words for the chosen variant (or the product while none is chosen). */
export function stockOf(product: Product, variant: Variant | undefined): StockWords {
  const stock = variant?.stock ?? {
    trackQuantity: product.stock.trackInventory,
    quantity: product.stock.quantity,
    inStock: product.stock.inStock,
  };
  if (!stock.inStock || (stock.trackQuantity && (stock.quantity ?? 0) <= 0)) {
    return { text: 'Out of stock', canBuy: false };
  }
  if (stock.trackQuantity && typeof stock.quantity === 'number') {
    return {
      text: stock.quantity <= 5 ? `Only ${stock.quantity} left` : 'In stock',
      canBuy: true,
      max: stock.quantity,
    };
  }
  return { text: 'In stock', canBuy: true };
}
