import type {
  AdjustValue,
  BulkProductsResponse,
  PropertyAdjustmentData,
  SetValue,
} from '@tessera/contracts/catalog';
import type { Caller } from '../../platform/auth/caller.ts';
import { isoAt } from '../../platform/clock.ts';
import { validationError, violation } from '../../platform/errors.ts';
import { currencyExponent } from '../../platform/money/index.ts';
import { updateSiteTable } from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { toMinor } from './catalog-money.ts';
import { catalogUnit } from './catalog-unit.ts';
import { recordCatalogEvent } from './catalog-events.ts';
import {
  asNullableNumber,
  asNumber,
  lockProduct,
  updateVariantRow,
  type ProductRecord,
} from './catalog.store.ts';
import type { CatalogDeps } from './products.service.ts';

type Outcome = { ok: true } | { ok: false; code: string; description: string };
type Property = 'price' | 'cost' | 'weight';

/**
 * BulkUpdateProducts and BulkAdjustProductProperties: up to 100 products in one unit, a result
 * per id. A product's change is computed whole before anything of it is written, so a failed
 * item (not found, a price going negative) leaves that product as it was and the others go on.
 * A variant with its own price keeps its difference to the product price when the price is set;
 * cost and weight set on the product clear the variants' own (as the hosted platform).
 */
export class BulkProductsService {
  constructor(private readonly deps: CatalogDeps) {}

  update(caller: Caller, ids: readonly string[], set: SetValue): Promise<BulkProductsResponse> {
    const keys = Object.keys(set) as (keyof SetValue)[];
    if (keys.length !== 1)
      throw validationError([
        violation('set', 'set exactly one of price, cost, weight, ribbon, brand', 'ONE_OF_ALIGNMENT'),
      ]);
    const key = keys[0]!;
    return this.run(
      caller,
      ids,
      async (unit, record) => {
        const currency = record.row.currency;
        if (key === 'ribbon' || key === 'brand') {
          await this.saveProduct(unit, record, { [key]: set[key] || null });
          return { ok: true };
        }
        if (key === 'price') {
          const next = toMinor(set.price!, currency, 'set.price');
          return this.movePrices(unit, record, next, (v) => v + (next - asNumber(record.row.price_minor)));
        }
        if (key === 'cost') {
          await this.saveProduct(unit, record, { cost_minor: toMinor(set.cost!, currency, 'set.cost') });
          await this.clearVariants(unit, record, 'costMinor');
          return { ok: true };
        }
        await this.saveProduct(unit, record, { weight: set.weight! });
        await this.clearVariants(unit, record, 'weight');
        return { ok: true };
      },
      key,
    );
  }

  adjust(caller: Caller, ids: readonly string[], adjust: AdjustValue): Promise<BulkProductsResponse> {
    const keys = Object.keys(adjust) as Property[];
    if (keys.length !== 1)
      throw validationError([
        violation('adjust', 'adjust exactly one of price, cost, weight', 'ONE_OF_ALIGNMENT'),
      ]);
    const key = keys[0]!;
    const by = adjust[key]!;
    if ((by.amount === undefined) === (by.percentage === undefined)) {
      throw validationError([
        violation(`adjust.${key}`, 'give exactly one of amount and percentage', 'ONE_OF_ALIGNMENT'),
      ]);
    }
    return this.run(
      caller,
      ids,
      async (unit, record) => {
        const currency = record.row.currency;
        const scale = 10 ** currencyExponent(currency);
        if (key === 'weight') {
          const weigh = (w: number) => adjusted(w * 100, by, 100) / 100;
          const next = weigh(record.row.weight === null ? 0 : Number(record.row.weight));
          if (next < 0 || record.variants.some((v) => v.weight !== null && weigh(v.weight) < 0))
            return negative('weight');
          await this.saveProduct(unit, record, { weight: next });
          for (const v of record.variants)
            if (v.weight !== null)
              await updateVariantRow(unit, record.row.id, { ...v, weight: weigh(v.weight) });
          return { ok: true };
        }
        const move = (minor: number) => adjusted(minor, by, scale, currency);
        if (key === 'price')
          return this.movePrices(unit, record, move(asNumber(record.row.price_minor)), move);
        const cost = asNullableNumber(record.row.cost_minor) ?? 0;
        const next = move(cost);
        if (next < 0 || record.variants.some((v) => v.costMinor !== null && move(v.costMinor) < 0))
          return negative('cost');
        await this.saveProduct(unit, record, { cost_minor: next });
        for (const v of record.variants)
          if (v.costMinor !== null)
            await updateVariantRow(unit, record.row.id, { ...v, costMinor: move(v.costMinor) });
        return { ok: true };
      },
      key,
    );
  }

  /** A new product price; variants with their own price move by `variantPrice`; nothing may go below 0. */
  private async movePrices(
    unit: SiteTx,
    record: ProductRecord,
    next: number,
    variantPrice: (minor: number) => number,
  ): Promise<Outcome> {
    const variants = record.variants.map((v) =>
      v.priceMinor === null ? v : { ...v, priceMinor: variantPrice(v.priceMinor) },
    );
    if (next < 0 || variants.some((v) => v.priceMinor !== null && v.priceMinor < 0)) return negative('price');
    await this.saveProduct(unit, record, { price_minor: next });
    for (const v of variants) if (v.priceMinor !== null) await updateVariantRow(unit, record.row.id, v);
    return { ok: true };
  }

  private async clearVariants(unit: SiteTx, record: ProductRecord, field: 'costMinor' | 'weight') {
    for (const v of record.variants)
      if (v[field] !== null) await updateVariantRow(unit, record.row.id, { ...v, [field]: null });
  }

  private async saveProduct(unit: SiteTx, record: ProductRecord, columns: Record<string, unknown>) {
    await updateSiteTable(unit, 'store_products')
      .set({ ...columns, revision: record.row.revision + 1, updated_date: isoAt(this.deps.clock.now()) })
      .where('id', '=', record.row.id)
      .execute();
  }

  private async run(
    caller: Caller,
    ids: readonly string[],
    apply: (unit: SiteTx, record: ProductRecord) => Promise<Outcome>,
    changedField: string,
  ): Promise<BulkProductsResponse> {
    const outcomes = await catalogUnit(this.deps.uow, caller.siteId, async (unit) => {
      const results: Outcome[] = [];
      const done = new Set<string>();
      for (const id of ids) {
        if (done.has(id)) {
          results.push({ ok: true });
          continue;
        }
        const record = await lockProduct(unit, id);
        const outcome: Outcome = record
          ? await apply(unit, record)
          : { ok: false, code: 'PRODUCT_NOT_FOUND', description: 'Product not found' };
        if (outcome.ok) {
          done.add(id);
          await recordCatalogEvent(
            unit,
            'product_changed',
            id,
            { productId: id, changedFields: [changedField] },
            isoAt(this.deps.clock.now()),
          );
        }
        results.push(outcome);
      }
      return results;
    });
    const successes = outcomes.filter((o) => o.ok).length;
    return {
      results: outcomes.map((o, originalIndex) => ({
        itemMetadata: {
          id: ids[originalIndex]!,
          originalIndex,
          success: o.ok,
          ...(o.ok ? {} : { error: { code: o.code, description: o.description } }),
        },
      })),
      bulkActionMetadata: {
        totalSuccesses: successes,
        totalFailures: outcomes.length - successes,
        undetailedFailures: 0,
      },
    };
  }
}

const negative = (what: string): Outcome => ({
  ok: false,
  code: 'NEGATIVE_VALUE',
  description: `The adjustment would make a ${what} negative`,
});

/**
 * A value in integer units (minor units, or hundredths of a weight) adjusted by an amount (given
 * in whole units, `scale` minor per unit) or a percentage; `roundToInt` rounds to whole units.
 */
function adjusted(value: number, by: PropertyAdjustmentData, scale: number, currency?: string): number {
  if (by.amount !== undefined)
    return value + (currency ? toMinor(by.amount, currency, 'adjust.amount') : Math.round(by.amount * scale));
  const next = Math.round((value * (100 + by.percentage!.rate)) / 100);
  return by.percentage!.roundToInt ? Math.round(next / scale) * scale : next;
}
