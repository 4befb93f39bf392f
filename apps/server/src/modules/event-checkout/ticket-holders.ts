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

const PAGE = 100;

/**
 * Holders of an event's tickets in confirmed orders (FREE, PAID, AUTHORIZED, OFFLINE_PENDING), a
 * page at a time in ticket number order (notifications' reminders and cancellation notices). A
 * ticket without its own guest answers goes to the buyer; one address gets one email per ticket.
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
        'event_tickets.guest_form as guest_form',
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
      let guest: { firstName?: string; lastName?: string; email?: string } = {};
      try {
        guest = row.guest_form ? contactOf(JSON.parse(row.guest_form)) : {};
      } catch {
        guest = {};
      }
      const email = guest.email ?? row.email;
      const name = guest.email
        ? [guest.firstName, guest.lastName].filter(Boolean).join(' ')
        : `${row.first_name} ${row.last_name}`.trim();
      return email ? [{ key: `ticket:${row.ticket_number}`, email, name }] : [];
    });
    if (holders.length) yield holders;
    if (rows.length < PAGE) return;
  }
}
