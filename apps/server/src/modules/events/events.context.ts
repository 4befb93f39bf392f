import type { Db } from '../../platform/db.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import type { SiteSecrets } from '../sites/sites.service.ts';

/** What the events services need from the platform. */
export interface EventsDeps {
  db: Db;
  publicUrl: string;
  secrets: SiteSecrets;
  /** Every write: one transaction, row locks, after-commit signals (outbox, read cache). */
  uow: UnitOfWork;
}

/** Who is calling: the site, and whether it is the owner. */
export interface Caller {
  siteId: string;
  owner: boolean;
  userId?: string;
}

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
