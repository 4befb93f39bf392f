import { StoreOrderEntityFqdn } from '@tessera/contracts/store-order-events';
import { recordDomainEvent } from '../../platform/outbox.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import type { StoreOrderRow } from './store-orders.schema.ts';

type OrderState = Pick<StoreOrderRow, 'id' | 'number' | 'status' | 'payment_status'>;

const base = (order: OrderState, now: string) => ({
  orderId: order.id,
  number: String(order.number),
  status: order.status,
  paymentStatus: order.payment_status,
  timestamp: now,
});

/** Records an order's domain event in the unit that made the change (status: the order's after it). */
export async function recordOrderEvent(
  tx: SiteTx,
  name: 'store_order_approved' | 'store_order_canceled',
  order: OrderState,
  now: string,
): Promise<void> {
  await recordDomainEvent(tx.db, {
    siteId: tx.siteId,
    name,
    entityFqdn: StoreOrderEntityFqdn,
    entityId: order.id,
    payload: base(order, now),
  });
}

export async function recordOrderUpdated(
  tx: SiteTx,
  order: OrderState,
  fields: readonly string[],
  now: string,
): Promise<void> {
  await recordDomainEvent(tx.db, {
    siteId: tx.siteId,
    name: 'store_order_updated',
    entityFqdn: StoreOrderEntityFqdn,
    entityId: order.id,
    payload: { ...base(order, now), fields: fields.join(',') },
  });
}

export async function recordOrderCreated(
  tx: SiteTx,
  order: OrderState & Pick<StoreOrderRow, 'channel_type' | 'currency'>,
  total: string,
  now: string,
): Promise<void> {
  await recordDomainEvent(tx.db, {
    siteId: tx.siteId,
    name: 'store_order_created',
    entityFqdn: StoreOrderEntityFqdn,
    entityId: order.id,
    payload: { ...base(order, now), channel: order.channel_type, total, currency: order.currency },
  });
}
