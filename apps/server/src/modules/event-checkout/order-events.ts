import { EntityFqdn, type DomainEventName, type DomainEventPayload } from '@tessera/contracts/domain-events';
import { recordDomainEvent } from '../../platform/outbox.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';

type OrderEvent = Extract<DomainEventName, `event_order_${string}`>;

/** Records an order's domain event in the unit that changed it (outbox: delivered after commit). */
export function recordOrderEvent<N extends OrderEvent>(
  unit: SiteTx,
  name: N,
  orderId: string,
  payload: DomainEventPayload<N>,
): Promise<void> {
  return recordDomainEvent(unit.db, {
    siteId: unit.siteId,
    name,
    entityFqdn: EntityFqdn.eventOrder,
    entityId: orderId,
    payload,
  });
}
