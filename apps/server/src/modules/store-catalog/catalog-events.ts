import { CatalogEntityFqdn, type catalogDomainEvents } from '@tessera/contracts/catalog-events';
import type { Static } from '@sinclair/typebox';
import { recordDomainEvent } from '../../platform/outbox.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';

type Events = typeof catalogDomainEvents;
type Name = keyof Events;

/** Records a catalog domain event in the unit's outbox (dispatched after the commit). */
export async function recordCatalogEvent<N extends Name>(
  unit: SiteTx,
  name: N,
  entityId: string,
  payload: Omit<Static<Events[N]>, 'timestamp'>,
  timestamp: string,
): Promise<void> {
  await recordDomainEvent(unit.db, {
    siteId: unit.siteId,
    name,
    entityFqdn: name.startsWith('collection') ? CatalogEntityFqdn.collection : CatalogEntityFqdn.product,
    entityId,
    payload: { ...payload, timestamp },
  });
}
