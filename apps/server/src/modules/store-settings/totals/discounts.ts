import type { Static } from '@sinclair/typebox';
import type { DiscountTrigger, DiscountValue, LeafTrigger } from '@tessera/contracts/store-discounts';
import {
  allocateByAmounts,
  money,
  parsePercentage,
  percentOf,
  tryParseMoney,
} from '../../../platform/money/index.ts';
import { ruleStatusAt, type DiscountRuleModel } from '../discounts/discount-rules.model.ts';
import type { AppliedDiscountTotals, TotalsError, TotalsInput, TotalsLine } from './totals.types.ts';

type Scope = NonNullable<DiscountValue['specificItemsInfo']>['scopes'][number];

/** Whether a line is one of the scopes' products or in one of their collections. */
export function inScopes(line: TotalsLine, scopes: readonly Scope[] | undefined): boolean {
  if (!scopes?.length) return true;
  return scopes.some((scope) => {
    const ids = scope.catalogItemFilter?.catalogItemIds;
    if (ids && line.productId && ids.includes(line.productId)) return true;
    const collections = scope.customFilter?.params?.collectionIds;
    return !!collections && (line.collectionIds ?? []).some((id) => collections.includes(id));
  });
}

interface TriggerFacts {
  readonly lines: readonly TotalsLine[];
  readonly amounts: readonly number[];
  readonly currency: string;
  readonly buyerMemberId: string | null;
  /** The coupon the buyer entered, upper-cased. */
  readonly couponKey: string | null;
}

type Leaf = Static<typeof LeafTrigger>;

function leafHolds(leaf: Leaf, facts: TriggerFacts): boolean {
  const scoped = (scopes: readonly Scope[] | undefined) =>
    facts.lines
      .map((line, index) => ({ line, amount: facts.amounts[index] }))
      .filter(({ line }) => inScopes(line, scopes));
  switch (leaf.triggerType) {
    case 'COUPON':
      return !!leaf.coupon && leaf.coupon.code.toUpperCase() === facts.couponKey;
    case 'SUBTOTAL_RANGE': {
      const range = leaf.subtotalRange;
      const total = scoped(range?.scopes).reduce((sum, { amount }) => sum + amount, 0);
      const bound = (value: string | null | undefined) => {
        if (!value) return null;
        const parsed = tryParseMoney(value, facts.currency);
        return parsed.ok ? parsed.money.minor : null;
      };
      const from = bound(range?.from);
      const to = bound(range?.to);
      return (from === null || total >= from) && (to === null || total <= to);
    }
    case 'ITEM_QUANTITY_RANGE': {
      const range = leaf.itemQuantityRange;
      const quantity = scoped(range?.scopes).reduce((sum, { line }) => sum + line.quantity, 0);
      return (range?.from == null || quantity >= range.from) && (range?.to == null || quantity <= range.to);
    }
    case 'CUSTOMER_ELIGIBILITY':
      return (
        !!facts.buyerMemberId &&
        (leaf.customerEligibility?.individualMembersInfo?.memberIds ?? []).includes(facts.buyerMemberId)
      );
    default:
      return false;
  }
}

export function triggerHolds(trigger: DiscountTrigger | null, facts: TriggerFacts): boolean {
  if (!trigger) return true;
  if (trigger.triggerType === 'AND')
    return (trigger.and?.triggers ?? []).every((leaf) => leafHolds(leaf, facts));
  if (trigger.triggerType === 'OR')
    return (trigger.or?.triggers ?? []).some((leaf) => leafHolds(leaf, facts));
  return leafHolds(trigger as Leaf, facts);
}

/** The same trigger with its coupon conditions taken as met: what else a coupon rule asks. */
const withCouponMet = (trigger: DiscountTrigger | null, key: string): DiscountTrigger | null => {
  if (!trigger) return null;
  const met = (leaf: Leaf): Leaf =>
    leaf.triggerType === 'COUPON' ? { triggerType: 'COUPON', coupon: { code: key } } : leaf;
  if (trigger.triggerType === 'AND' && trigger.and)
    return { triggerType: 'AND', and: { triggers: trigger.and.triggers.map(met) } };
  if (trigger.triggerType === 'OR' && trigger.or)
    return { triggerType: 'OR', or: { triggers: trigger.or.triggers.map(met) } };
  return met(trigger as Leaf);
};

const couponError = (code: string, description: string, couponCode: string): TotalsError => ({
  kind: 'coupon',
  code,
  description,
  data: { couponCode },
});

/** The rules that apply (automatic ones and the coupon's), and why the coupon does not when it does not. */
export function applicableRules(
  rules: readonly DiscountRuleModel[],
  input: TotalsInput,
  facts: Omit<TriggerFacts, 'couponKey'>,
): { rules: DiscountRuleModel[]; coupon: DiscountRuleModel | null; errors: TotalsError[] } {
  const code = input.couponCode?.trim() || null;
  const couponKey = code ? code.toUpperCase() : null;
  const withCoupon: TriggerFacts = { ...facts, couponKey };
  const live = (rule: DiscountRuleModel) =>
    rule.active &&
    ruleStatusAt(rule.start, rule.end, input.nowMs) === 'LIVE' &&
    (rule.usageLimit === null || rule.usageCount < rule.usageLimit);
  const errors: TotalsError[] = [];
  let coupon: DiscountRuleModel | null = null;
  if (couponKey && code) {
    const rule = rules.find((r) => r.couponKey === couponKey);
    const status = rule && ruleStatusAt(rule.start, rule.end, input.nowMs);
    if (!rule) errors.push(couponError('ERROR_COUPON_DOES_NOT_EXIST', 'There is no such coupon', code));
    else if (!rule.active)
      errors.push(couponError('ERROR_COUPON_IS_DISABLED', 'The coupon is disabled', code));
    else if (status === 'PENDING')
      errors.push(couponError('ERROR_COUPON_IS_NOT_ACTIVE_YET', 'The coupon is not active yet', code));
    else if (status === 'EXPIRED')
      errors.push(couponError('ERROR_COUPON_HAS_EXPIRED', 'The coupon has expired', code));
    else if (rule.usageLimit !== null && rule.usageCount >= rule.usageLimit)
      errors.push(couponError('ERROR_COUPON_USAGE_EXCEEDED', 'The coupon has been used up', code));
    else if (!triggerHolds(withCouponMet(rule.trigger, couponKey), withCoupon))
      errors.push(
        couponError('ERROR_COUPON_MINIMUM_NOT_MET', "The cart does not meet the coupon's conditions", code),
      );
    else coupon = rule;
  }
  const applicable = rules.filter(
    (rule) => live(rule) && (rule === coupon || (!rule.couponKey && triggerHolds(rule.trigger, withCoupon))),
  );
  return { rules: applicable, coupon, errors };
}

/** A discount of lines: its total rounded once, allocated by what each targeted line still costs. */
export function lineDiscount(
  value: DiscountValue,
  lines: readonly TotalsLine[],
  remaining: readonly number[],
  currency: string,
): number[] {
  const targeted = lines.map((line) =>
    value.targetType === 'GLOBAL' || inScopes(line, value.specificItemsInfo?.scopes) ? 1 : 0,
  );
  const base = remaining.map((amount, index) => (targeted[index] ? amount : 0));
  const sum = base.reduce((a, b) => a + b, 0);
  if (sum === 0) return base.map(() => 0);
  if (value.discountType === 'FIXED_PRICE') {
    const price = tryParseMoney(value.fixedPrice ?? '', currency);
    if (!price.ok) return base.map(() => 0);
    return base.map((amount, index) =>
      targeted[index] ? Math.max(0, amount - price.money.minor * lines[index].quantity) : 0,
    );
  }
  let total = 0;
  if (value.discountType === 'PERCENTAGE') {
    const rate = parsePercentage(String(value.percentage ?? 0));
    total = rate ? percentOf(money(sum, currency), rate).minor : 0;
  } else {
    const amount = tryParseMoney(value.fixedAmount ?? '', currency);
    total = amount.ok ? Math.min(amount.money.minor, sum) : 0;
  }
  return allocateByAmounts(
    money(total, currency),
    base.map((amount) => money(amount, currency)),
  ).map((part) => part.minor);
}

/** A discount of shipping: never more than the shipping costs. */
export function shippingDiscount(value: DiscountValue, shippingMinor: number, currency: string): number {
  if (shippingMinor === 0) return 0;
  if (value.discountType === 'PERCENTAGE') {
    const rate = parsePercentage(String(value.percentage ?? 0));
    return rate ? percentOf(money(shippingMinor, currency), rate).minor : 0;
  }
  const amount = tryParseMoney(
    (value.discountType === 'FIXED_PRICE' ? value.fixedPrice : value.fixedAmount) ?? '',
    currency,
  );
  if (!amount.ok) return 0;
  return value.discountType === 'FIXED_PRICE'
    ? Math.max(0, shippingMinor - amount.money.minor)
    : Math.min(amount.money.minor, shippingMinor);
}

export const appliedOf = (
  rule: DiscountRuleModel,
  type: AppliedDiscountTotals['type'],
  amountMinor: number,
  lineItemIds: readonly string[],
  couponCode: string | null,
): AppliedDiscountTotals => ({
  ruleId: rule.id,
  name: rule.name,
  type,
  couponCode,
  amountMinor,
  lineItemIds,
});
