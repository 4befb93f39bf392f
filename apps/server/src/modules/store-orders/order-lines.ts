import type { OrderLineItem } from '@tessera/contracts/store-orders';
import { findCatalogItems, type CatalogItem } from '../store-catalog/index.ts';
import type { TotalsLine, TotalsResult } from '../store-settings/index.ts';
import type { Executor } from '../../platform/db.ts';
import type { FieldViolation } from '@tessera/contracts';
import { STORES_APP_ID } from '@tessera/contracts/catalog';
import { validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { parseMoney } from '../../platform/money/index.ts';
import type { StoredLineItem } from './order-document.ts';

/** A line of an owner's order as resolved: the catalog's item (or none: custom) and its unit price. */
export interface ResolvedOrderLine {
  id: string;
  input: OrderLineItem;
  item: CatalogItem | undefined;
  name: string;
  quantity: number;
  unitPriceMinor: number;
}

/**
 * The lines of `POST /ecom/v1/orders`: a `catalogReference` of the stores app names a product
 * (and variant) of the catalog — its name and price are the catalog's unless the caller gives
 * them; anything else is a custom line, which must name itself and its price. All lines are
 * checked before anything is written; every problem is a field violation with its index.
 */
export async function resolveOrderLines(
  db: Executor,
  siteId: string,
  lines: readonly OrderLineItem[],
  currency: string,
): Promise<ResolvedOrderLine[]> {
  const refs = lines.map((line) => line.catalogReference ?? { catalogItemId: '', appId: 'custom' });
  const items = await findCatalogItems(db, siteId, refs);
  const problems: FieldViolation[] = [];
  const seen = new Set<string>();
  const resolved = lines.map((line, index): ResolvedOrderLine | null => {
    const at = `order.lineItems[${index}]`;
    const item = line.catalogReference ? items[index] : undefined;
    const id = line.id ?? newId();
    if (seen.has(id)) problems.push(violation(`${at}.id`, 'Line item ids must be unique', 'OTHER'));
    seen.add(id);
    if (line.catalogReference && !item && isStoresItem(line, items[index])) {
      problems.push(
        violation(`${at}.catalogReference`, 'No such product or variant in the catalog', 'OTHER'),
      );
      return null;
    }
    const name = line.productName?.original ?? item?.name;
    if (!name)
      problems.push(violation(`${at}.productName.original`, 'A custom line needs a name', 'REQUIRED_FIELD'));
    const amount = line.price?.amount;
    if (amount === undefined && !item) {
      problems.push(violation(`${at}.price.amount`, 'A custom line needs a price', 'REQUIRED_FIELD'));
      return null;
    }
    const unitPriceMinor =
      amount === undefined
        ? item!.discountedPriceMinor
        : parseMoney(amount, currency, `${at}.price.amount`).minor;
    return { id, input: line, item, name: name ?? '', quantity: line.quantity ?? 1, unitPriceMinor };
  });
  if (problems.length > 0) throw validationError(problems);
  return resolved as ResolvedOrderLine[];
}

/** A reference that is the stores app's (or names no app): an unknown id there is an error, not a custom line. */
const isStoresItem = (line: OrderLineItem, item: CatalogItem | undefined) =>
  item !== undefined || !line.catalogReference?.appId || line.catalogReference.appId === STORES_APP_ID;

/** The calculator's lines: catalog lines carry their product and weight, custom ones their given weight. */
export const totalsLinesOf = (lines: readonly ResolvedOrderLine[]): TotalsLine[] =>
  lines.map((line) => ({
    id: line.id,
    productId: line.item?.productId ?? null,
    variantId: line.item?.variantId ?? null,
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor,
    weight: line.input.physicalProperties?.weight ?? line.item?.weight ?? null,
    itemType: line.input.itemType?.preset === 'DIGITAL' ? 'DIGITAL' : 'PHYSICAL',
    name: line.name,
  }));

/** The stored snapshot of each line, priced by the calculator's lines (none: as given, untaxed). */
export function storedLinesOf(
  lines: readonly ResolvedOrderLine[],
  computedLines: TotalsResult['lines'] = [],
): StoredLineItem[] {
  const byId = new Map(computedLines.map((line) => [line.id, line]));
  return lines.map((line) => {
    const computed = byId.get(line.id);
    const before = line.unitPriceMinor * line.quantity;
    const ref = line.input.catalogReference;
    return {
      id: line.id,
      productName: { original: line.name, translated: line.input.productName?.translated ?? line.name },
      ...(ref
        ? {
            catalogReference: {
              catalogItemId: ref.catalogItemId,
              appId: ref.appId,
              ...(ref.options ? { options: ref.options } : {}),
            },
          }
        : {}),
      productId: line.item?.productId ?? null,
      variantId: line.item?.variantId ?? null,
      quantity: line.quantity,
      priceMinor: line.unitPriceMinor,
      priceBeforeDiscountsMinor: line.item
        ? Math.max(line.item.priceMinor, line.unitPriceMinor)
        : line.unitPriceMinor,
      totalDiscountMinor: computed?.discountMinor ?? 0,
      totalPriceBeforeTaxMinor: computed?.totalBeforeTaxMinor ?? before,
      totalPriceAfterTaxMinor: computed?.totalAfterTaxMinor ?? before,
      taxMinor: computed?.taxMinor ?? 0,
      taxRate: computed?.taxRate ?? null,
      descriptionLines: (line.input.descriptionLines ?? []) as unknown[],
      ...((line.input.image ?? line.item?.image?.url)
        ? { image: line.input.image ?? line.item?.image?.url }
        : {}),
      ...(line.input.physicalProperties || line.item
        ? {
            physicalProperties: {
              weight: line.input.physicalProperties?.weight ?? line.item?.weight ?? null,
              sku: line.input.physicalProperties?.sku ?? line.item?.sku ?? null,
              shippable:
                line.input.physicalProperties?.shippable ?? line.input.itemType?.preset !== 'DIGITAL',
            },
          }
        : {}),
      itemType: line.input.itemType ?? { preset: 'PHYSICAL' },
      paymentOption: line.input.paymentOption ?? 'FULL_PAYMENT_ONLINE',
      restockQuantity: 0,
      refundQuantity: 0,
      ...(line.input.fixedQuantity ? { fixedQuantity: true } : {}),
      // Only an import keeps it (a created order refuses it: its lines are priced now).
      ...(line.input.priceUndetermined ? { priceUndetermined: true } : {}),
    };
  });
}
