import type { DiscountCode } from '@tessera/contracts/event-discounts';
import { money, toDecimal } from '../../platform/money/index.ts';
import type { DiscountCodeRow } from './event-discounts.store.ts';

/** A stored code as the owner reads it (the one place a row becomes the wire entity). */
export function toWireDiscountCode(row: DiscountCodeRow): DiscountCode {
  const amount =
    row.amount_minor !== null && row.currency ? money(Number(row.amount_minor), row.currency) : undefined;
  return {
    id: row.id,
    eventId: row.event_id,
    code: row.code,
    name: row.name,
    discount: row.percent_off
      ? { percentOff: row.percent_off }
      : { amountOff: amount ? { value: toDecimal(amount), currency: amount.currency } : undefined },
    ticketDefinitionIds: JSON.parse(row.ticket_definition_ids) as string[],
    ...(row.valid_from ? { validFrom: row.valid_from } : {}),
    ...(row.valid_until ? { validUntil: row.valid_until } : {}),
    ...(row.usage_limit !== null ? { usageLimit: row.usage_limit } : {}),
    timesUsed: Number(row.times_used),
    active: Number(row.active) === 1,
    revision: String(row.revision),
    createdDate: row.created_date,
    updatedDate: row.updated_date,
  };
}
