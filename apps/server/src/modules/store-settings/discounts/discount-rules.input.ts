import type { FieldViolation } from '@tessera/contracts';
import type { DiscountRuleInput, DiscountTrigger, DiscountValue } from '@tessera/contracts/store-discounts';
import { isoAt } from '../../../platform/clock.ts';
import { validationError, violation } from '../../../platform/errors.ts';
import { toDecimal, tryParseMoney } from '../../../platform/money/index.ts';
import type { DiscountRuleRow } from './discount-rules.model.ts';
import { docOf } from './discount-rules.model.ts';

type LeafOrTrigger = Omit<DiscountTrigger, 'and' | 'or'>;

/**
 * The next stored state of a rule from a create (no current row) or update body: every amount in
 * the store's currency, every trigger and discount carrying the part its type names, the active
 * window in order. All violations at once; nothing is written when there is one.
 */
export function nextRuleRow(
  body: DiscountRuleInput,
  current: DiscountRuleRow,
  currency: string,
  creating: boolean,
): DiscountRuleRow {
  const violations: FieldViolation[] = [];
  const at = (path: string) => `discountRule.${path}`;
  const doc = docOf(current);
  const name = body.name?.trim() ?? current.name;
  if (!name) violations.push(violation(at('name'), 'A discount rule needs a name', 'REQUIRED_FIELD'));
  if (creating && !body.discounts) {
    violations.push(violation(at('discounts'), 'A discount rule needs a discount', 'REQUIRED_FIELD'));
  }
  const money = (value: string, path: string): string => {
    const parsed = tryParseMoney(value, currency);
    if (parsed.ok) return toDecimal(parsed.money);
    violations.push(violation(at(path), `The amount ${parsed.reason}`, 'FORMAT'));
    return value;
  };

  let trigger = body.trigger === undefined ? doc.trigger : body.trigger;
  let couponKey: string | null = null;
  if (trigger) {
    const checkLeaf = (leaf: LeafOrTrigger, path: string): LeafOrTrigger => {
      const part = {
        SUBTOTAL_RANGE: leaf.subtotalRange,
        ITEM_QUANTITY_RANGE: leaf.itemQuantityRange,
        CUSTOMER_ELIGIBILITY: leaf.customerEligibility,
        COUPON: leaf.coupon,
        AND: {},
        OR: {},
      }[leaf.triggerType];
      if (!part)
        violations.push(
          violation(at(`${path}.triggerType`), `${leaf.triggerType} needs its part`, 'REQUIRED_FIELD'),
        );
      if (leaf.triggerType === 'COUPON' && leaf.coupon) {
        if (couponKey)
          violations.push(violation(at(`${path}.coupon`), 'A rule has one coupon', 'VALIDATION'));
        couponKey = leaf.coupon.code.toUpperCase();
      }
      if (leaf.triggerType === 'SUBTOTAL_RANGE' && leaf.subtotalRange) {
        const { from, to } = leaf.subtotalRange;
        return {
          ...leaf,
          subtotalRange: {
            ...leaf.subtotalRange,
            from: from ? money(from, `${path}.subtotalRange.from`) : from,
            to: to ? money(to, `${path}.subtotalRange.to`) : to,
          },
        };
      }
      return leaf;
    };
    const composite =
      trigger.triggerType === 'AND' ? trigger.and : trigger.triggerType === 'OR' ? trigger.or : undefined;
    if ((trigger.triggerType === 'AND' || trigger.triggerType === 'OR') && !composite) {
      violations.push(
        violation(at('trigger.triggerType'), `${trigger.triggerType} needs its triggers`, 'REQUIRED_FIELD'),
      );
    }
    const key = trigger.triggerType === 'AND' ? 'and' : 'or';
    trigger = composite
      ? {
          triggerType: trigger.triggerType,
          [key]: {
            triggers: composite.triggers.map((t, i) => checkLeaf(t, `trigger.${key}.triggers[${i}]`)),
          },
        }
      : checkLeaf(trigger, 'trigger');
  }

  const values: DiscountValue[] = (body.discounts?.values ?? doc.discounts.values).map((value, index) => {
    const path = `discounts.values[${index}]`;
    const needs = {
      PERCENTAGE: value.percentage,
      FIXED_AMOUNT: value.fixedAmount,
      FIXED_PRICE: value.fixedPrice,
    }[value.discountType];
    if (needs === undefined) {
      violations.push(
        violation(at(`${path}.discountType`), `${value.discountType} needs its value`, 'REQUIRED_FIELD'),
      );
    }
    if (value.targetType === 'SPECIFIC_ITEMS' && !value.specificItemsInfo?.scopes.length) {
      violations.push(
        violation(
          at(`${path}.specificItemsInfo`),
          'SPECIFIC_ITEMS names its products or collections',
          'REQUIRED_FIELD',
        ),
      );
    }
    if (
      value.discountType === 'PERCENTAGE' &&
      value.percentage !== undefined &&
      !/^[0-9]{1,3}(\.[0-9]{1,4})?$/.test(String(value.percentage))
    ) {
      violations.push(
        violation(at(`${path}.percentage`), 'A percentage has at most four decimals', 'FORMAT'),
      );
    }
    return {
      ...value,
      ...(value.fixedAmount !== undefined
        ? { fixedAmount: money(value.fixedAmount, `${path}.fixedAmount`) }
        : {}),
      ...(value.fixedPrice !== undefined
        ? { fixedPrice: money(value.fixedPrice, `${path}.fixedPrice`) }
        : {}),
    };
  });

  const time =
    body.activeTimeInfo === undefined
      ? { start: current.start_date, end: current.end_date }
      : body.activeTimeInfo;
  const start = time?.start ? isoAt(Date.parse(time.start)) : null;
  const end = time?.end ? isoAt(Date.parse(time.end)) : null;
  if (start && end && start >= end)
    violations.push(violation(at('activeTimeInfo.end'), 'The end is after the start', 'VALIDATION'));

  const settings = body.settings === undefined ? doc.settings : (body.settings ?? {});
  if (violations.length) throw validationError(violations);
  return {
    ...current,
    name,
    active: body.active === undefined || body.active === null ? current.active : body.active ? 1 : 0,
    doc: JSON.stringify({ trigger: trigger ?? null, discounts: { values }, settings }),
    start_date: start,
    end_date: end,
    coupon_key: couponKey,
    usage_limit: settings.usageLimit ?? null,
  };
}
