import type { OAuthClient } from '@tessera/contracts';
import { nowIso } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
} from '../../platform/site-scope.ts';
import type { OAuthDeps } from './oauth.context.ts';
import { parseOrigins } from './origins.ts';
import type { ClientOrigins } from './client-origins.ts';

const MAX_CLIENTS_PER_SITE = 100;

type Row = { id: string; name: string; allowed_origins: string; created_date: string };
const toClient = (row: Row): OAuthClient => ({
  id: row.id,
  name: row.name,
  allowedRedirectOrigins: parseOrigins(row.allowed_origins),
  createdDate: row.created_date,
});

/** The owner's OAuth clients and the origins each allows (redirects and CORS). */
export class OAuthClients {
  constructor(
    private readonly deps: OAuthDeps,
    private readonly origins: ClientOrigins,
  ) {}

  async create(
    siteId: string,
    input: { name: string; allowedRedirectOrigins?: string[] },
  ): Promise<OAuthClient> {
    const row: Row = {
      id: newId(),
      name: input.name,
      // Stored as given without duplicates; `:*` entries allow any port of their host.
      allowed_origins: JSON.stringify([...new Set(input.allowedRedirectOrigins ?? [])]),
      created_date: nowIso(),
    };
    await this.deps.uow.run(siteId, async (tx) => {
      const count = await selectFromSite(tx, 'oauth_clients')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_CLIENTS_PER_SITE) {
        throw new AppError(
          'INVALID',
          'TOO_MANY_CLIENTS',
          `A site has at most ${MAX_CLIENTS_PER_SITE} OAuth clients`,
        );
      }
      await insertIntoSite(tx, 'oauth_clients', [row]).execute();
      tx.afterCommit(() => this.origins.forget(siteId));
    });
    return toClient(row);
  }

  async list(siteId: string): Promise<OAuthClient[]> {
    const rows = await selectFromSite({ db: this.deps.db, siteId }, 'oauth_clients')
      .select(['id', 'name', 'allowed_origins', 'created_date'])
      .orderBy('created_date')
      .orderBy('id')
      .limit(MAX_CLIENTS_PER_SITE)
      .execute();
    return rows.map(toClient);
  }

  /** Deletes a client and revokes its refresh tokens; its access tokens expire on their own. */
  async delete(siteId: string, clientId: string): Promise<void> {
    await this.deps.uow.run(siteId, async (tx) => {
      const result = await deleteFromSite(tx, 'oauth_clients').where('id', '=', clientId).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0)
        throw notFound('CLIENT_NOT_FOUND', `No OAuth client ${clientId}`);
      const now = nowIso();
      await updateSiteTable(tx, 'refresh_tokens')
        .set({ revoked_date: now })
        .where('client_id', '=', clientId)
        .where('revoked_date', 'is', null)
        .execute();
      await updateSiteTable(tx, 'refresh_token_families')
        .set({ revoked_date: now })
        .where('client_id', '=', clientId)
        .execute();
      tx.afterCommit(() => this.origins.forget(siteId));
    });
  }
}
