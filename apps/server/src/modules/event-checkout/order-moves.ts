import { updateSiteTable, selectFromSite } from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { releaseDiscountOf } from '../event-discounts/index.ts';
import { releaseSold } from '../ticket-definitions/index.ts';
import { recordOrderEvent } from './order-events.ts';
import { CONFIRMED } from './order-wire.ts';
import { orderStatus, type OrderAction } from './order-status.ts';

/** What a status move reads of the order (a locked row, or the ids checkout carries). */
export interface MovingOrder {
  id: string;
  order_number: string;
  event_id: string;
  status: string;
}

/** Statuses that end an order: it no longer holds its reservation's one live slot. */
const ENDED = new Set(['VOIDED', 'DECLINED', 'CANCELED']);

/**
 * The one way an order's status changes after it is placed (checkout's in-call moves, the owner's
 * confirm, capture and void, a payment settled later): asked of the order state machine
 * (order-status.ts; an illegal move is its 428), written under the machine's condition (a racing
 * writer that moved it first makes this one `lostRace`), and recorded as the order's domain event
 * in the same unit. An order that ends after its tickets were sold (AUTHORIZED → VOIDED) gives
 * their places back here: the conditional move succeeds once, so the places return exactly once.
 * The unit must name `counter:tickets` among its changes.
 */
export async function moveOrder(
  unit: SiteTx,
  order: MovingOrder,
  action: OrderAction,
  now: string,
  more: { payment_id?: string } = {},
): Promise<string> {
  const transition = orderStatus.assertTransition(action, order.status as never, order.order_number);
  const to = transition.to as string;
  const moved = await updateSiteTable(unit, 'event_orders')
    .set({
      status: to,
      ...more,
      ...(ENDED.has(to) ? { live_reservation_id: null } : {}),
      updated_date: now,
    })
    .where('id', '=', order.id)
    .where((eb) => orderStatus.transitionWhere(action, eb.ref('status')))
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw orderStatus.lostRace(action, order.order_number);
  if (ENDED.has(to) && CONFIRMED.includes(order.status)) await returnPlaces(unit, order.id);
  // An order ending unpaid (declined, canceled, voided) gives its discount code's use back; the
  // redemption row is deleted once, so a repeat gives nothing twice.
  if (ENDED.has(to)) await releaseDiscountOf(unit, order.id);
  await recordOrderEvent(
    unit,
    to === 'PAID' || to === 'AUTHORIZED' ? 'event_order_confirmed' : 'event_order_declined',
    order.id,
    { eventId: order.event_id, timestamp: now, orderNumber: order.order_number, status: to },
  );
  return to;
}

/** The order's sold tickets back to their definitions' counters, one statement per definition. */
async function returnPlaces(unit: SiteTx, orderId: string): Promise<void> {
  const tickets = await selectFromSite(unit, 'event_tickets')
    .select('definition_id')
    .where('order_id', '=', orderId)
    .execute();
  const perDefinition = new Map<string, number>();
  for (const t of tickets) perDefinition.set(t.definition_id, (perDefinition.get(t.definition_id) ?? 0) + 1);
  // Counter rows in id order, like every unit that takes them.
  for (const [definitionId, quantity] of [...perDefinition].sort(([a], [b]) => (a < b ? -1 : 1)))
    await releaseSold(unit, definitionId, quantity);
}
