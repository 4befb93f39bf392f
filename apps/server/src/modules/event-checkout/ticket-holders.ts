import type { Db } from '../../platform/db.ts';
import { selectFromSite, siteScope } from '../../platform/site-scope.ts';
import { contactOf } from '../event-forms/index.ts';
import { CONFIRMED } from './order-wire.ts';

/** One ticket's holder as mail reaches them: the guest named on the ticket, else the buyer. */
export interface TicketHolder {
  /** `ticket:<number>`: stable, so a send to them is remembered once. */
  key: string;
  email: string;
  name: string;
}

/**
 * The ticket's guest columns from its form answers (checkout and UpdateCheckout write them with
 * guest_form, so the guests view and reminders read columns, never the JSON). Checked answers.
 */
export function holderColumnsOf(form: unknown): {
  guest_first_name: string | null;
  guest_last_name: string | null;
  guest_email: string | null;
} {
  const guest = form ? contactOf(form) : {};
  return {
    guest_first_name: guest.firstName?.slice(0, 100) ?? null,
    guest_last_name: guest.lastName?.slice(0, 100) ?? null,
    guest_email: guest.email?.slice(0, 320) ?? null,
  };
}

const PAGE = 100;

/**
 * Holders of an event's tickets in confirmed orders (FREE, PAID, AUTHORIZED, OFFLINE_PENDING), a
 * page at a time in ticket number order (notifications' reminders and cancellation notices). A
 * ticket whose guest gave no email goes to the buyer (the same rule as the guests view's
 * TICKET_HOLDER rows); one address gets one email per ticket.
 */
export async function* ticketHoldersOf(
  db: Db,
  siteId: string,
  eventId: string,
): AsyncIterable<TicketHolder[]> {
  const scope = siteScope(db, siteId);
  let after = '';
  for (;;) {
    const rows = await selectFromSite(scope, 'event_tickets')
      .innerJoin('event_orders', (join) =>
        join
          .onRef('event_orders.id', '=', 'event_tickets.order_id')
          .onRef('event_orders.site_id', '=', 'event_tickets.site_id'),
      )
      .select([
        'event_tickets.ticket_number as ticket_number',
        'event_tickets.guest_first_name as guest_first_name',
        'event_tickets.guest_last_name as guest_last_name',
        'event_tickets.guest_email as guest_email',
        'event_orders.first_name as first_name',
        'event_orders.last_name as last_name',
        'event_orders.email as email',
      ])
      .where('event_tickets.event_id', '=', eventId)
      .where('event_orders.status', 'in', [...CONFIRMED])
      .where('event_tickets.ticket_number', '>', after)
      .orderBy('event_tickets.ticket_number')
      .limit(PAGE)
      .execute();
    if (rows.length === 0) return;
    after = rows[rows.length - 1].ticket_number;
    const holders = rows.flatMap((row) => {
      const email = row.guest_email ?? row.email;
      const name = row.guest_email
        ? [row.guest_first_name, row.guest_last_name].filter(Boolean).join(' ')
        : `${row.first_name} ${row.last_name}`.trim();
      return email ? [{ key: `ticket:${row.ticket_number}`, email, name }] : [];
    });
    if (holders.length) yield holders;
    if (rows.length < PAGE) return;
  }
}
