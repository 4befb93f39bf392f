import type { AvailableTicket } from '@tessera/sdk/event-checkout';
import { formatDateTime } from '../../shared/dates.ts';

export type TicketAvailability =
  | { kind: 'on-sale'; max: number }
  | { kind: 'scheduled'; text: string }
  | { kind: 'ended'; text: string }
  | { kind: 'sold-out'; text: string };

/**
 * What a visitor can do with a ticket now: buy up to `max` (the per-order limit, lowered to the
 * places left by the server), or why not. The server decides the sale status and the limit;
 * the page only words them.
 */
export function availabilityOf(ticket: AvailableTicket, timeZone?: string | null): TicketAvailability {
  if (ticket.saleStatus === 'SALE_SCHEDULED') {
    const start = ticket.salePeriod?.startDate;
    return {
      kind: 'scheduled',
      text: start ? `On sale from ${formatDateTime(start, timeZone)}` : 'Not on sale yet',
    };
  }
  if (ticket.saleStatus === 'SALE_ENDED') return { kind: 'ended', text: 'Sale ended' };
  if (ticket.limitPerCheckout <= 0) return { kind: 'sold-out', text: 'Sold out' };
  return { kind: 'on-sale', max: ticket.limitPerCheckout };
}
