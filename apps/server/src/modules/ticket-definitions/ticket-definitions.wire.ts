import type { AvailableTicket, TicketDefinition } from '@tessera/contracts/ticket-definitions';
import { money, toWireMoney, type Money } from '../../platform/money/index.ts';
import { unsoldOf, type Counts } from './capacity.ts';
import type { EventRef } from './event-ref.ts';
import { saleStatusAt } from './sale-status.ts';
import type { TicketDefinitionsTable } from './ticket-definitions.schema.ts';

export type DefinitionRow = TicketDefinitionsTable;

const noCounts: Counts = { capacity: null, sold: 0, held: 0 };

export const priceOf = (row: DefinitionRow): Money => money(BigInt(row.price_minor), row.currency);

/**
 * The most one checkout may take now: the set limit, or the free places when fewer (0: sold
 * out, which is how event pages tell "sold out").
 */
export function limitNow(row: DefinitionRow, counts: Counts): number {
  const unsold = unsoldOf(counts);
  return unsold === null ? row.limit_per_checkout : Math.min(row.limit_per_checkout, unsold);
}

const salePeriodOf = (row: DefinitionRow) =>
  row.sale_start || row.sale_end || row.display_not_on_sale
    ? { startDate: row.sale_start, endDate: row.sale_end, displayNotOnSale: row.display_not_on_sale === 1 }
    : undefined;

/** The v3 wire shape. `salesDetails` and `eventDetails` only when asked for (`fields`). */
export function toTicketDefinition(
  row: DefinitionRow,
  now: string,
  counts: Counts = noCounts,
  extra: { sales?: boolean; event?: EventRef } = {},
): TicketDefinition {
  const price = priceOf(row);
  const donation = row.pricing_type === 'DONATION';
  const wirePrice = toWireMoney('COMMON', price);
  const unsold = unsoldOf(counts);
  const salePeriod = salePeriodOf(row);
  return {
    id: row.id,
    eventId: row.event_id,
    revision: String(row.revision),
    createdDate: row.created_date,
    updatedDate: row.updated_date,
    name: row.name,
    ...(row.description !== null ? { description: row.description } : {}),
    ...(row.policy_text !== null ? { policyText: row.policy_text } : {}),
    hidden: row.hidden === 1,
    limited: row.capacity !== null,
    initialLimit: row.capacity,
    actualLimit: row.capacity,
    pricingMethod: {
      ...(donation ? { guestPrice: wirePrice } : { fixedPrice: wirePrice }),
      pricingType: donation ? 'DONATION' : 'STANDARD',
      free: !donation && price.minor === 0,
    },
    feeType: row.fee_type as TicketDefinition['feeType'],
    ...(salePeriod ? { salePeriod } : {}),
    saleStatus: saleStatusAt(now, row.sale_start, row.sale_end),
    limitPerCheckout: limitNow(row, counts),
    ...(extra.sales
      ? {
          salesDetails: {
            unsoldCount: unsold,
            soldCount: counts.sold,
            reservedCount: counts.held,
            soldOut: unsold === 0,
          },
        }
      : {}),
    ...(extra.event
      ? { eventDetails: { title: extra.event.title, slug: extra.event.slug, status: extra.event.lifecycle } }
      : {}),
  };
}

/** The v1 checkout shape (`events_orders` TicketDefinition): what event pages built on the official SDK read. */
export function toAvailableTicket(
  row: DefinitionRow,
  now: string,
  counts: Counts,
  fieldsets: { policy?: boolean; dashboard?: boolean } = {},
): AvailableTicket {
  const price = toWireMoney('TICKETING', priceOf(row));
  const donation = row.pricing_type === 'DONATION';
  const unsold = unsoldOf(counts);
  const saleStatus = saleStatusAt(now, row.sale_start, row.sale_end);
  return {
    id: row.id,
    eventId: row.event_id,
    price,
    free: !donation && Number(row.price_minor) === 0,
    name: row.name,
    // The official types declare description and policy non-nullable: '' when there is none (or
    // the POLICY fieldset was not asked for), as the provider sends an unset string.
    description: row.description ?? '',
    limitPerCheckout: limitNow(row, counts),
    orderIndex: row.sort_index,
    policy: fieldsets.policy ? (row.policy_text ?? '') : '',
    ...(fieldsets.dashboard
      ? {
          dashboard: {
            hidden: row.hidden === 1,
            sold: counts.sold + counts.held,
            limited: row.capacity !== null,
            quantity: row.capacity,
            unsold,
            ticketsSold: counts.sold,
            ticketsReserved: counts.held,
          },
        }
      : {}),
    // v1 has no NO_FEE (official FeeType: FEE_ADDED, FEE_INCLUDED, FEE_ADDED_AT_CHECKOUT): nothing is
    // added to the price, which is what FEE_INCLUDED tells a v1 page.
    wixFeeConfig: {
      type: (row.fee_type === 'NO_FEE'
        ? 'FEE_INCLUDED'
        : row.fee_type) as AvailableTicket['wixFeeConfig']['type'],
    },
    ...(row.sale_start || row.sale_end || row.display_not_on_sale
      ? {
          salePeriod: {
            startDate: row.sale_start,
            endDate: row.sale_end,
            hideNotOnSale: row.display_not_on_sale !== 1,
          },
        }
      : {}),
    saleStatus,
    state:
      saleStatus !== 'SALE_STARTED' && row.display_not_on_sale !== 1 ? ['INCLUDE_HIDDEN_NOT_ON_SALE'] : [],
    pricing: {
      ...(donation ? { minPrice: price } : { fixedPrice: price }),
      pricingType: donation ? 'DONATION' : 'STANDARD',
    },
  };
}
