import type { Db, Executor } from '../../platform/db.ts';
import type { SiteSecrets } from '../sites/sites.service.ts';

/** What the events services need from the platform. */
export interface EventsDeps {
  db: Db;
  publicUrl: string;
  secrets: SiteSecrets;
  /** Called after a site's mutation commits: dispatch its domain events, drop its cached reads. */
  afterCommit: (siteId: string) => void;
}

/** Runs a mutation of one site in a single transaction, then signals the commit. */
export async function mutate<T>(
  deps: EventsDeps,
  siteId: string,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  const result = await deps.db.transaction().execute(work);
  deps.afterCommit(siteId);
  return result;
}

/** Who is calling: the site, and whether it is the owner. */
export interface Caller {
  siteId: string;
  owner: boolean;
  userId?: string;
}
