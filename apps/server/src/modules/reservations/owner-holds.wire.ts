import type { TicketReservation } from '@tessera/contracts/ticket-reservations';
import { money, multiply, toDecimal } from '../../platform/money/index.ts';
import type { DefinitionRow } from '../ticket-definitions/index.ts';
import type { TagSets } from './owner-holds.tags.ts';
import type { ReservationLineRow, ReservationRow } from './reservations.store.ts';

/**
 * A reservation in the ticket-reservations v1 shape. A pending hold whose time has passed reads
 * EXPIRED at once (it stops counting then, before the expiry job runs).
 */
export function toWireTicketReservation(
  row: ReservationRow,
  lines: readonly ReservationLineRow[],
  definitions: ReadonlyMap<string, DefinitionRow>,
  tags: TagSets,
  now: string,
): TicketReservation {
  const pending = row.status === 'RESERVATION_PENDING';
  const status = pending && row.expires_date <= now ? 'EXPIRED' : row.status.replace(/^RESERVATION_/, '');
  return {
    id: row.id,
    revision: String(tags.revision),
    createdDate: row.created_date,
    updatedDate: row.updated_date,
    ...(status === 'PENDING' ? { expirationDate: row.expires_date } : {}),
    status: status as TicketReservation['status'],
    ...(row.subject_role === 'MEMBER' && row.subject_id ? { memberId: row.subject_id } : {}),
    ...(row.subject_role === 'VISITOR' && row.subject_id ? { visitorId: row.subject_id } : {}),
    tickets: lines.map((line) => {
      const definition = definitions.get(line.definition_id);
      const price = money(Number(line.price_minor), line.currency);
      const wire = (amount: typeof price) => ({ value: toDecimal(amount), currency: amount.currency });
      return {
        ticketLineItemId: line.definition_id,
        eventId: row.event_id,
        ticketDefinitionId: line.definition_id,
        quantity: line.quantity,
        ticketName: definition?.name ?? '',
        price: wire(price),
        subTotal: wire(multiply(price, line.quantity)),
        ...(definition?.pricing_type === 'DONATION' ? { ticketInfo: { guestPrice: toDecimal(price) } } : {}),
      };
    }),
    tags: { tags: { tagIds: tags.public }, privateTags: { tagIds: tags.private } },
  };
}
