import type { InputOf, storeSettingsRoutes as R } from '@tessera/contracts/routes/index';
import type { Caller } from '../../../platform/auth/caller.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db.ts';
import { validationError, violation } from '../../../platform/errors.ts';
import { parseMoney } from '../../../platform/money/index.ts';
import { computeTotals } from './calculate.ts';
import { loadPricingContext } from './calculate-totals.ts';
import { toEcomTotals } from './totals-wire.ts';
import type { TotalsLine } from './totals.types.ts';

/** POST /ecom/v1/calculate-totals: the calculator over lines the caller prices; writes nothing. */
export class CalculateTotalsService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async calculate(caller: Caller, input: InputOf<typeof R.calculateTotals>) {
    const context = await loadPricingContext(this.deps.db, caller.siteId);
    const currency = context.settings.currency;
    const lines: TotalsLine[] = (input.lineItems ?? []).map((item, index) => {
      const options = item.catalogReference?.options as Record<string, unknown> | null | undefined;
      const variantId = options && typeof options.variantId === 'string' ? options.variantId : null;
      return {
        id: item.id,
        productId: item.catalogReference?.catalogItemId ?? null,
        variantId,
        quantity: item.quantity ?? 1,
        unitPriceMinor: parseMoney(item.price, currency, `lineItems[${index}].price`).minor,
        weight: item.physicalProperties?.weight ?? null,
        itemType:
          item.itemType?.preset ?? (item.physicalProperties?.shippable === false ? 'DIGITAL' : 'PHYSICAL'),
        name: typeof item.productName === 'string' ? item.productName : (item.productName?.original ?? null),
      };
    });
    try {
      const result = computeTotals(context, {
        nowMs: this.deps.clock.now(),
        lines,
        couponCode: input.couponCode ?? null,
        shippingAddress: input.shippingAddress ?? null,
        billingAddress: input.billingAddress ?? null,
        selectedShippingOption: input.selectedShippingOption ?? null,
        buyerMemberId: input.memberId ?? null,
      });
      return toEcomTotals(result);
    } catch (error) {
      // Amounts past what a number holds exactly (price × quantity, their sum): the caller's input.
      if (error instanceof RangeError) {
        throw validationError([
          violation('lineItems', 'The amounts of these lines are too large to price', 'MAX'),
        ]);
      }
      throw error;
    }
  }
}
