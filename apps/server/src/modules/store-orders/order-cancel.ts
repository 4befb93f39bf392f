import { INVENTORY_CHANGES, restock } from '../store-inventory/index.ts';
import type { Caller } from '../../platform/auth/caller.ts';
import { queueMessage } from '../../platform/mail/delivery.ts';
import { updateSiteTable } from '../../platform/site-scope.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import type { StoreOrder } from '@tessera/contracts/store-orders';
import type { StoredLineItem } from './order-document.ts';
import { recordOrderEvent, recordOrderUpdated } from './order-events.ts';
import { cancellationMessage } from './order-mail.ts';
import { storeOrderStatus } from './order-status.ts';
import { addActivity, lockOrder, readWireOrder } from './orders-store.ts';
import { orderForPayment, orderNotFound, type StoreOrdersPaymentsPort } from './payments-port.ts';

export interface CancelDeps {
  uow: UnitOfWork;
  now: () => string;
  payments: StoreOrdersPaymentsPort;
}

export interface CancelOptions {
  sendOrderCanceledEmail?: boolean;
  customMessage?: string;
  restockAllItems?: boolean;
}

/**
 * Cancels an order in one unit: the state machine's conditional move to CANCELED, then — only in
 * the call that moved it, so concurrent cancels restock once — the stock of every line given back
 * (source ORDER), ORDER_CANCELED, domain events, the buyer's email when asked, and store-payments'
 * cancel listeners (void or refund) in the same unit.
 */
export async function cancelOrder(
  deps: CancelDeps,
  caller: Caller,
  orderId: string,
  options: CancelOptions,
): Promise<{ order: StoreOrder }> {
  const order = await deps.uow.run(
    caller.siteId,
    async (tx) => {
      const now = deps.now();
      const row = await lockOrder(tx, orderId);
      if (!row) throw orderNotFound(orderId);
      storeOrderStatus.assertTransition('cancel', row.status as never, orderId);
      const lines = JSON.parse(row.line_items) as StoredLineItem[];
      const restocked = options.restockAllItems
        ? lines.map((line) =>
            line.productId && line.variantId ? { ...line, restockQuantity: line.quantity } : line,
          )
        : lines;
      const moved = await updateSiteTable(tx, 'store_orders')
        .set((eb) => ({
          status: 'CANCELED',
          line_items: JSON.stringify(restocked),
          updated_date: now,
          revision: eb('revision', '+', 1),
        }))
        .where('id', '=', orderId)
        .where((eb) => storeOrderStatus.transitionWhere('cancel', eb.ref('status')))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw storeOrderStatus.lostRace('cancel', orderId);
      if (options.restockAllItems) {
        const stock = lines
          .filter((line) => line.productId && line.variantId)
          .map((line) => ({
            productId: line.productId!,
            variantId: line.variantId!,
            quantity: line.quantity,
          }));
        await restock(tx, caller.siteId, stock, { source: 'ORDER', orderId }, now);
      }
      await addActivity(tx, orderId, { type: 'ORDER_CANCELED' }, now);
      const next = { ...row, status: 'CANCELED', line_items: JSON.stringify(restocked) };
      await recordOrderEvent(tx, 'store_order_canceled', next, now);
      await recordOrderUpdated(tx, next, ['status'], now);
      if (options.sendOrderCanceledEmail) {
        const message = cancellationMessage(next, options.customMessage);
        if (message) await queueMessage(tx, message);
      }
      await deps.payments.canceled(tx, orderForPayment(next));
      return (await readWireOrder(tx, orderId))!;
    },
    { changes: ['storeOrders', INVENTORY_CHANGES] },
  );
  return { order };
}
