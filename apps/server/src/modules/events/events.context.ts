import type { Db } from '../../platform/db.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
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
