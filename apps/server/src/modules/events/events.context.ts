import { EntityFqdn, EventDomainEvents } from '@tessera/contracts';
import { can, type Caller } from '../../platform/auth/caller.ts';
import { nowIso } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { recordDomainEvent } from '../../platform/outbox.ts';
import type { SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import type { SiteSecrets } from '../sites/index.ts';

export type { Caller };

/** What the events services need from the platform. */
export interface EventsDeps {
  db: Db;
  publicUrl: string;
  secrets: SiteSecrets;
  /** Every write: one transaction, row locks, after-commit signals (outbox, read cache). */
  uow: UnitOfWork;
}

/** Callers who may manage events (the owner, or staff with the scope) see drafts and owner-only fields. */
export const managesEvents = (caller: Caller): boolean => can(caller, 'events.manage');

/**
 * A unit of work that may change events (or their categories): every events write goes through
 * here, so the events data version moves with it (platform/data-versions.ts) and counts reused
 * by queries stay exact on PostgreSQL.
 */
export function runEventsUnit<T>(
  deps: EventsDeps,
  siteId: string,
  work: (unit: SiteTx) => Promise<T>,
): Promise<T> {
  return deps.uow.run(siteId, work, { changes: ['events'] });
}

/** Records an event's domain event in the outbox, in the write's transaction. */
export const recordEventDomainEvent = (
  scope: SiteScope,
  action: keyof typeof EventDomainEvents,
  eventId: string,
  payload: Record<string, unknown>,
) =>
  recordDomainEvent(scope.db, {
    siteId: scope.siteId,
    name: EventDomainEvents[action],
    entityFqdn: EntityFqdn.event,
    entityId: eventId,
    payload: { eventId, timestamp: nowIso(), ...payload },
  });
