import { isoAt, type Clock } from '../../platform/clock.ts';
import { selectFromSite } from '../../platform/site-scope.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import { reservationForCheckout } from '../reservations/index.ts';
import { moveOrder } from './order-moves.ts';

/**
 * A PENDING order awaiting payment (pay later) lives only as long as its hold: when the hold's
 * expiry job runs (reservations' `onLapsed` port), the order still PENDING on that hold and not
 * paying moves to CANCELED through the order state machine (moveOrder: domain event, discount use
 * given back; it sold nothing, so no places move — the hold's release gave them back). An order
 * with a payment under way is left to that payment's settlement, which cancels it and gives the
 * money back when the hold lapsed (EventOrdersService.paymentSettled). Idempotent: a repeat finds
 * no PENDING order on the hold.
 */
export function cancelLapsedOrders(deps: { uow: UnitOfWork; clock: Clock }) {
  return (siteId: string, reservationId: string) =>
    deps.uow.run(
      siteId,
      async (unit) => {
        const order = await unit
          .forUpdate(
            selectFromSite(unit, 'event_orders')
              .select(['id', 'order_number', 'event_id', 'status', 'payment_id'])
              .where('live_reservation_id', '=', reservationId),
          )
          .executeTakeFirst();
        if (!order || order.status !== 'PENDING' || order.payment_id) return;
        const now = isoAt(deps.clock.now());
        const hold = await reservationForCheckout(unit, reservationId);
        if (hold?.status === 'RESERVATION_PENDING' && hold.expires > now) return;
        await moveOrder(unit, order, 'cancel', now);
      },
      { changes: ['counter:tickets'] },
    );
}
