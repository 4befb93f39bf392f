import type { Selectable } from 'kysely';
import type { OAuthClientsTable } from './oauth.schema.ts';
import type { Executor } from '../../platform/db.ts';
import { findClient as findClientRow } from './oauth.store.ts';

/** What other modules may know of an OAuth client: its id, its site and the origins it allows. */
export type OAuthClientView = Pick<Selectable<OAuthClientsTable>, 'id' | 'site_id' | 'allowed_origins'>;

/**
 * The OAuth client with this id on any site (the caller checks the site), read-only: the port
 * through which redirects and hosted pages read clients without reaching into the OAuth store.
 */
export async function findClient(db: Executor, clientId: string): Promise<OAuthClientView | undefined> {
  const row = await findClientRow(db, clientId);
  return row && { id: row.id, site_id: row.site_id, allowed_origins: row.allowed_origins };
}
