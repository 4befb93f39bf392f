import type { Static } from '@sinclair/typebox';
import type { CreateShippingOptionRequest } from '@tessera/contracts/store-shipping';
import type { FieldViolation } from '@tessera/contracts';
import { isoAt } from '../../../platform/clock.ts';
import { validationError, violation } from '../../../platform/errors.ts';
import { toDecimal, tryParseMoney } from '../../../platform/money/index.ts';
import type { Pickup, Rate, TimeSlot } from './shipping-options.model.ts';

type Body = Static<typeof CreateShippingOptionRequest>['shippingOption'];

/** The parts of an option a write sets, checked and normalised (amounts in the store's currency). */
export interface ShippingChanges {
  title?: string;
  estimatedDeliveryTime?: string | null;
  regionIds?: string[];
  rates?: Rate[];
  pickup?: Pickup | null;
  timeSlots?: TimeSlot[];
  extendedFields?: Body['extendedFields'];
}

/**
 * Checks a create or update body: every rate amount and price condition is an amount of the
 * store's currency (no digits it cannot hold), quantities are whole, slots end after they start.
 * All violations are reported at once; nothing is written when there is one.
 */
export function shippingChangesOf(body: Body, currency: string, creating: boolean): ShippingChanges {
  const violations: FieldViolation[] = [];
  const at = (path: string) => `shippingOption.${path}`;
  const changes: ShippingChanges = {};
  if (body.title !== undefined && body.title !== null) changes.title = body.title.trim();
  if (creating && !changes.title)
    violations.push(violation(at('title'), 'A shipping option needs a title', 'REQUIRED_FIELD'));
  if (body.title === null && !creating)
    violations.push(violation(at('title'), 'The title cannot be cleared', 'REQUIRED_FIELD'));
  if (body.estimatedDeliveryTime !== undefined) changes.estimatedDeliveryTime = body.estimatedDeliveryTime;
  if (body.deliveryRegionIds !== undefined || body.deliveryRegionId) {
    changes.regionIds = [
      ...new Set([
        ...(body.deliveryRegionIds ?? []),
        ...(body.deliveryRegionId ? [body.deliveryRegionId] : []),
      ]),
    ];
  }
  if (body.rates !== undefined) {
    changes.rates = body.rates.map((rate, index) => {
      const amount = tryParseMoney(rate.amount, currency);
      if (!amount.ok)
        violations.push(violation(at(`rates[${index}].amount`), `The amount ${amount.reason}`, 'FORMAT'));
      (rate.conditions ?? []).forEach((condition, c) => {
        const path = at(`rates[${index}].conditions[${c}].value`);
        if (condition.type === 'BY_TOTAL_QUANTITY' && !/^[0-9]+$/.test(condition.value)) {
          violations.push(
            violation(path, 'A quantity is a whole number', 'FORMAT', undefined, 'INVALID_QUANTITY_VALUE'),
          );
        }
        if (condition.type === 'BY_TOTAL_PRICE') {
          const price = tryParseMoney(condition.value, currency);
          if (!price.ok) violations.push(violation(path, `The price ${price.reason}`, 'FORMAT'));
        }
      });
      return {
        amount: amount.ok ? toDecimal(amount.money) : rate.amount,
        conditions: rate.conditions ?? [],
        multiplyByQuantity: rate.multiplyByQuantity ?? false,
      };
    });
  }
  if (body.pickup !== undefined) changes.pickup = body.pickup;
  if (body.deliveryTimeSlots !== undefined) {
    body.deliveryTimeSlots.forEach((slot, index) => {
      if (Date.parse(slot.from) >= Date.parse(slot.to)) {
        violations.push(
          violation(at(`deliveryTimeSlots[${index}].to`), 'A time slot ends after it starts', 'VALIDATION'),
        );
      }
    });
    changes.timeSlots = body.deliveryTimeSlots
      .map((slot) => ({ from: isoAt(Date.parse(slot.from)), to: isoAt(Date.parse(slot.to)) }))
      .sort((a, b) => a.from.localeCompare(b.from));
  }
  if (body.extendedFields !== undefined) changes.extendedFields = body.extendedFields;
  if (violations.length) throw validationError(violations);
  return changes;
}
