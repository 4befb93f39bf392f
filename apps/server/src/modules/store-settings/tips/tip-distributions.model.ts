import type { TipDistribution } from '@tessera/contracts/tips';
import { money, toDecimal } from '../../../platform/money/index.ts';
import type { StoreTipDistributionsTable } from './tips.schema.ts';

export type TipDistributionRow = Omit<StoreTipDistributionsTable, 'site_id'>;

export const DISTRIBUTION_COLUMNS = [
  'id',
  'tip_id',
  'order_id',
  'staff_id',
  'staff_name',
  'staff_member_id',
  'amount_minor',
  'currency',
  'line_item_info',
  'source',
  'created_date',
] as const;

export const toWireDistribution = (row: TipDistributionRow): TipDistribution => {
  const staff = {
    ...(row.staff_id ? { id: row.staff_id } : {}),
    ...(row.staff_name ? { name: row.staff_name } : {}),
    ...(row.staff_member_id ? { staffMemberId: row.staff_member_id } : {}),
  };
  return {
    id: row.id,
    tipId: row.tip_id,
    ...(Object.keys(staff).length ? { staff } : {}),
    amount: toDecimal(money(Number(row.amount_minor), row.currency)),
    lineItemInfo: JSON.parse(row.line_item_info) as TipDistribution['lineItemInfo'],
    orderId: row.order_id,
    createdDate: row.created_date,
    source: row.source as TipDistribution['source'],
  };
};
