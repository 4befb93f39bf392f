import type { DiscountRule, DiscountTrigger, DiscountValue } from '@tessera/contracts/store-discounts';
import type { StoreDiscountRulesTable } from '../store-settings.schema.ts';

export type DiscountRuleRow = Omit<StoreDiscountRulesTable, 'site_id'>;
export type RuleStatus = 'LIVE' | 'EXPIRED' | 'PENDING';

/** A rule as the calculator reads it. */
export interface DiscountRuleModel {
  readonly id: string;
  readonly name: string;
  readonly active: boolean;
  readonly trigger: DiscountTrigger | null;
  readonly values: readonly DiscountValue[];
  readonly start: string | null;
  readonly end: string | null;
  readonly couponKey: string | null;
  readonly usageLimit: number | null;
  readonly usageCount: number;
}

interface RuleDoc {
  trigger: DiscountTrigger | null;
  discounts: { values: DiscountValue[] };
  settings: { usageLimit?: number | null; appliesTo?: 'ALL_ITEMS' };
}

export const docOf = (row: DiscountRuleRow): RuleDoc => JSON.parse(row.doc) as RuleDoc;

/** LIVE inside its active time, PENDING before its start, EXPIRED from its end (the clock decides). */
export function ruleStatusAt(start: string | null, end: string | null, nowMs: number): RuleStatus {
  if (start && Date.parse(start) > nowMs) return 'PENDING';
  if (end && Date.parse(end) <= nowMs) return 'EXPIRED';
  return 'LIVE';
}

export const discountModelOf = (row: DiscountRuleRow): DiscountRuleModel => {
  const doc = docOf(row);
  return {
    id: row.id,
    name: row.name,
    active: row.active === 1,
    trigger: doc.trigger,
    values: doc.discounts.values,
    start: row.start_date,
    end: row.end_date,
    couponKey: row.coupon_key,
    usageLimit: row.usage_limit,
    usageCount: row.usage_count,
  };
};

/** The one place a stored rule becomes the wire's. */
export function toWireDiscountRule(row: DiscountRuleRow, nowMs: number): DiscountRule {
  const doc = docOf(row);
  return {
    id: row.id,
    revision: String(row.revision),
    createdDate: row.created_date,
    updatedDate: row.updated_date,
    active: row.active === 1,
    name: row.name,
    trigger: doc.trigger,
    activeTimeInfo: { start: row.start_date, end: row.end_date },
    discounts: { values: doc.discounts.values },
    settings: { usageLimit: row.usage_limit, appliesTo: 'ALL_ITEMS' },
    status: ruleStatusAt(row.start_date, row.end_date, nowMs),
    usageCount: row.usage_count,
  };
}

export const DISCOUNT_COLUMNS = [
  'id',
  'name',
  'active',
  'doc',
  'start_date',
  'end_date',
  'coupon_key',
  'usage_limit',
  'usage_count',
  'revision',
  'created_date',
  'updated_date',
] as const;
