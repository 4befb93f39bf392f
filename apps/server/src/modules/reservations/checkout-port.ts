import type { SiteScope } from '../../platform/site-scope.ts';
import { sellHeld } from '../ticket-definitions/index.ts';
import { findReservation, leavePending, linesOf } from './reservations.store.ts';

/** What checkout may know of a reservation: who made it, its state, its lines at their held prices. */
export interface ReservationForCheckout {
  id: string;
  eventId: string;
  status: string;
  expires: string;
  subject: { role: string; id: string | null };
  lines: { definitionId: string; quantity: number; priceMinor: number; currency: string }[];
}

/** The reservation as checkout sees it, or undefined when the site has none by that id. */
export async function reservationForCheckout(
  scope: SiteScope,
  id: string,
): Promise<ReservationForCheckout | undefined> {
  const row = await findReservation(scope, id);
  if (!row) return undefined;
  return {
    id: row.id,
    eventId: row.event_id,
    status: row.status,
    expires: row.expires_date,
    subject: { role: row.subject_role, id: row.subject_id },
    lines: (await linesOf(scope, id)).map((line) => ({
      definitionId: line.definition_id,
      quantity: line.quantity,
      priceMinor: Number(line.price_minor),
      currency: line.currency,
    })),
  };
}

/**
 * Checkout's `confirm` (reservations.state-machine.ts): inside checkout's unit of work, a pending,
 * unexpired hold becomes CONFIRMED and its held places become sold. False when it is no longer
 * pending or its time has passed (the places may be someone else's by now): nothing changed.
 */
export async function confirmReservation(scope: SiteScope, id: string, now: string): Promise<boolean> {
  const row = await findReservation(scope, id);
  if (!row || row.expires_date <= now) return false;
  if (!(await leavePending(scope, id, 'RESERVATION_CONFIRMED', now))) return false;
  for (const line of await linesOf(scope, id)) await sellHeld(scope, line.definition_id, line.quantity);
  return true;
}
