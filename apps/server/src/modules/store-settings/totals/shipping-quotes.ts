import { tryParseMoney } from '../../../platform/money/index.ts';
import type { Rate, ShippingOptionModel } from '../shipping/shipping-options.model.ts';
import type { ShippingQuote, TotalsAddress } from './totals.types.ts';

/** The carrier id of the store's own shipping options (the hosted stores app's). */
export const STORE_CARRIER_ID = 'c92d7c3d-28bf-4a0b-a8a6-0e1bb1d5c1e4';

/** What shipping rate conditions compare: the physical lines' weight, price (after discounts) and quantity. */
export interface ShipmentFacts {
  readonly weight: number;
  readonly priceMinor: number;
  readonly quantity: number;
  readonly currency: string;
}

const compare = (left: number, operator: string, right: number): boolean => {
  switch (operator) {
    case 'EQ':
      return left === right;
    case 'GT':
      return left > right;
    case 'GTE':
      return left >= right;
    case 'LT':
      return left < right;
    case 'LTE':
      return left <= right;
    default:
      return false;
  }
};

function conditionsHold(rate: Rate, facts: ShipmentFacts): boolean {
  return (rate.conditions ?? []).every((condition) => {
    if (condition.type === 'BY_TOTAL_PRICE') {
      const value = tryParseMoney(condition.value, facts.currency);
      return value.ok && compare(facts.priceMinor, condition.operator, value.money.minor);
    }
    const actual = condition.type === 'BY_TOTAL_WEIGHT' ? facts.weight : facts.quantity;
    // Weights are decimals of the store's unit; compared at a millionth so 0.1 + 0.2 equals 0.3.
    const scale = (n: number) => Math.round(n * 1_000_000);
    return compare(scale(actual), condition.operator, scale(Number(condition.value)));
  });
}

/** The price of an option for this shipment: its first rate whose conditions all hold; none: not offered. */
export function ratePrice(option: ShippingOptionModel, facts: ShipmentFacts): number | null {
  const rate = option.rates.find((candidate) => conditionsHold(candidate, facts));
  if (!rate) return null;
  const amount = tryParseMoney(rate.amount, facts.currency);
  if (!amount.ok) return null;
  return rate.multiplyByQuantity ? amount.money.minor * facts.quantity : amount.money.minor;
}

/** The region code of `option` serving `address` (subdivision first, then country, then "*"). */
export function regionServing(
  option: ShippingOptionModel,
  address: TotalsAddress | null | undefined,
): string | null {
  const country = address?.country?.toUpperCase();
  if (!country) return null;
  const raw = address?.subdivision?.toUpperCase();
  const subdivision = raw ? (raw.includes('-') ? raw : `${country}-${raw}`) : null;
  for (const wanted of [subdivision, country, '*']) {
    if (wanted && option.regionIds.includes(wanted)) return wanted;
  }
  return null;
}

/**
 * Every option offered for a shipment to `address`: pickup options wherever the buyer is,
 * delivery options serving the address; an option with delivery time slots is offered once per
 * slot still ahead (`code` = option id @ slot start).
 */
export function shippingQuotes(
  options: readonly ShippingOptionModel[],
  address: TotalsAddress | null | undefined,
  facts: ShipmentFacts,
  nowMs: number,
): ShippingQuote[] {
  const quotes: ShippingQuote[] = [];
  for (const option of options) {
    const region = option.pickup ? (regionServing(option, address) ?? null) : regionServing(option, address);
    if (!option.pickup && !region) continue;
    const price = ratePrice(option, facts);
    if (price === null) continue;
    const base: ShippingQuote = {
      code: option.id,
      shippingOptionId: option.id,
      carrierId: STORE_CARRIER_ID,
      title: option.title,
      priceMinor: price,
      regionId: region,
      regionName: region,
      deliveryTime: option.estimatedDeliveryTime,
      instructions: option.pickup?.instructions ?? null,
      pickup: option.pickup
        ? {
            address: option.pickup.address ?? null,
            pickupMethod: option.pickup.pickupMethod ?? 'STORE_PICKUP',
          }
        : null,
      deliveryTimeSlot: null,
    };
    if (!option.timeSlots.length) {
      quotes.push(base);
      continue;
    }
    for (const slot of option.timeSlots) {
      if (Date.parse(slot.from) <= nowMs) continue;
      quotes.push({
        ...base,
        code: `${option.id}@${slot.from}`,
        deliveryTimeSlot: { from: slot.from, to: slot.to },
      });
    }
  }
  return quotes;
}
