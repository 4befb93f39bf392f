import type { Db } from '../../platform/db.ts';
import type { SiteSecrets } from '../sites/sites.service.ts';

/** What the events services need from the platform. */
export interface EventsDeps {
  db: Db;
  publicUrl: string;
  secrets: SiteSecrets;
  /** Called after a transaction that recorded domain events commits. */
  afterCommit: () => void;
}

/** Who is calling: the site, and whether it is the owner. */
export interface Caller {
  siteId: string;
  owner: boolean;
  userId?: string;
}
