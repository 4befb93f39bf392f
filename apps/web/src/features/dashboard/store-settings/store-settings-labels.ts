import type { DiscountRule, ShippingOption } from '@tessera/sdk/store-settings-admin';

// How the store's settings read in the dashboard: rates, destinations and coupons in words.

type Rate = ShippingOption['rates'][number];
type Condition = NonNullable<Rate['conditions']>[number];

const CONDITION_SUBJECT: Record<Condition['type'], string> = {
  BY_TOTAL_WEIGHT: 'weight',
  BY_TOTAL_PRICE: 'order total',
  BY_TOTAL_QUANTITY: 'items',
};
const OPERATOR_WORDS: Record<Condition['operator'], string> = {
  EQ: 'is',
  GT: 'over',
  GTE: 'at least',
  LT: 'under',
  LTE: 'at most',
};

export const conditionSubjects = Object.entries(CONDITION_SUBJECT).map(([value, label]) => ({
  value,
  label: label[0]!.toUpperCase() + label.slice(1),
}));
export const operatorChoices = Object.entries(OPERATOR_WORDS).map(([value, label]) => ({ value, label }));

export function conditionText(condition: Condition, weightUnit: string): string {
  const unit = condition.type === 'BY_TOTAL_WEIGHT' ? ` ${weightUnit.toLowerCase()}` : '';
  return `${CONDITION_SUBJECT[condition.type]} ${OPERATOR_WORDS[condition.operator]} ${condition.value}${unit}`;
}

/** "4.50 USD when weight under 2 kg", "Free", "1.00 USD per item". */
export function rateText(rate: Rate, currency: string, weightUnit: string): string {
  const price = Number(rate.amount) === 0 ? 'Free' : `${rate.amount} ${currency}`;
  const perItem = rate.multiplyByQuantity ? ' per item' : '';
  const conditions = rate.conditions ?? [];
  return conditions.length
    ? `${price}${perItem} when ${conditions.map((c) => conditionText(c, weightUnit)).join(' and ')}`
    : `${price}${perItem}`;
}

/** "Everywhere", "US, CA". */
export function destinationsText(option: ShippingOption): string {
  if (option.deliveryRegionIds.includes('*')) return 'Everywhere';
  return option.deliveryRegionIds.length ? option.deliveryRegionIds.join(', ') : 'No destinations yet';
}

/** The coupon code of a rule, if it is a coupon. */
export function couponCode(rule: DiscountRule): string | undefined {
  return rule.trigger?.coupon?.code;
}

/** "10% off the order", "5.00 USD off shipping", "Free shipping". */
export function discountText(rule: DiscountRule, currency: string): string {
  return rule.discounts.values
    .map((value) => {
      const target =
        value.targetType === 'SHIPPING'
          ? 'shipping'
          : value.targetType === 'GLOBAL'
            ? 'the order'
            : 'some products';
      if (value.targetType === 'SHIPPING' && value.discountType === 'PERCENTAGE' && value.percentage === 100)
        return 'Free shipping';
      if (value.discountType === 'PERCENTAGE') return `${value.percentage ?? 0}% off ${target}`;
      if (value.discountType === 'FIXED_AMOUNT') return `${value.fixedAmount} ${currency} off ${target}`;
      return `${target} at ${value.fixedPrice} ${currency} each`;
    })
    .join(', ');
}

export const STATUS_COLOR: Record<DiscountRule['status'], string> = {
  LIVE: 'green',
  PENDING: 'yellow',
  EXPIRED: 'gray',
};
export const STATUS_LABEL: Record<DiscountRule['status'], string> = {
  LIVE: 'Live',
  PENDING: 'Scheduled',
  EXPIRED: 'Expired',
};

/** "Used 3 of 100 times", "Used 0 times". */
export function usageText(rule: DiscountRule): string {
  const limit = rule.settings.usageLimit;
  return limit ? `Used ${rule.usageCount} of ${limit} times` : `Used ${rule.usageCount} times`;
}

/** A date field's day (local midnight) as an instant; the end day counts whole, so it ends at the next midnight. */
export function dayStart(day: string, endOfDay = false): string | null {
  if (!day) return null;
  const date = new Date(`${day}T00:00:00`);
  if (endOfDay) date.setDate(date.getDate() + 1);
  return date.toISOString();
}

/** "1 May 2026 – 10 May 2026", "From 1 May 2026", "Always". */
export function activeText(rule: DiscountRule, locale?: string): string {
  const day = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });
  const { start, end } = rule.activeTimeInfo;
  // The end is the first moment after the last day (the next midnight): its day before is the last one.
  const last = (iso: string) => day(new Date(Date.parse(iso) - 1).toISOString());
  if (start && end) return `${day(start)} – ${last(end)}`;
  if (start) return `From ${day(start)}`;
  if (end) return `Until ${last(end)}`;
  return 'No end date';
}

/** The inverse of dayStart for a date field: an instant's local day; an end (the next midnight) gives the day before. */
export function dayOf(iso: string | null | undefined, endOfDay = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (endOfDay) date.setMilliseconds(date.getMilliseconds() - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
