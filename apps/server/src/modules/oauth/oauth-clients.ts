import type { Caller } from '../../platform/auth/caller.ts';
import type { OAuthClient } from '@tessera/contracts';
import { nowIso } from '../../platform/clock.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
} from '../../platform/site-scope.ts';
import type { OAuthDeps } from './oauth.context.ts';
import { normalizeAllowedOrigin, parseOrigins } from './origins.ts';
import type { ClientOrigins } from './client-origins.ts';

const MAX_CLIENTS_PER_SITE = 100;

type Row = { id: string; name: string; allowed_origins: string; created_date: string };
const toClient = (row: Row): OAuthClient => ({
  id: row.id,
  name: row.name,
  allowedRedirectOrigins: parseOrigins(row.allowed_origins),
  createdDate: row.created_date,
});

/**
 * Allowed origins as stored: one spelling each (`HTTP://Shop.Example:443` is
 * `https://shop.example`), no duplicates. Anything else is a field violation naming the entry.
 */
function storedOrigins(entries: readonly string[], field: string): string {
  const stored: string[] = [];
  const violations = entries.flatMap((entry, i) => {
    const origin = normalizeAllowedOrigin(entry);
    if (origin) stored.push(origin);
    return origin
      ? []
      : [
          violation(
            `${field}.${i}`,
            `"${entry}" is not an origin: write scheme, host and port only, e.g. https://shop.example or http://localhost:5173`,
            'FORMAT',
          ),
        ];
  });
  if (violations.length > 0) throw validationError(violations);
  return JSON.stringify([...new Set(stored)]);
}

/** The owner's OAuth clients and the origins each allows (redirects and CORS). */
export class OAuthClients {
  constructor(
    private readonly deps: OAuthDeps,
    private readonly origins: ClientOrigins,
  ) {}

  async create(
    caller: Caller,
    input: { name: string; allowedRedirectOrigins?: string[] },
  ): Promise<OAuthClient> {
    const { siteId } = caller;
    const row: Row = {
      id: newId(),
      name: input.name,
      // `:*` entries allow any port of their host.
      allowed_origins: storedOrigins(input.allowedRedirectOrigins ?? [], 'client.allowedRedirectOrigins'),
      created_date: nowIso(),
    };
    await this.deps.uow.run(
      siteId,
      async (tx) => {
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
      },
      { changes: ['oauth'] },
    );
    return toClient(row);
  }

  async list(caller: Caller): Promise<OAuthClient[]> {
    const { siteId } = caller;
    const rows = await selectFromSite({ db: this.deps.db, siteId }, 'oauth_clients')
      .select(['id', 'name', 'allowed_origins', 'created_date'])
      .orderBy('created_date')
      .orderBy('id')
      .limit(MAX_CLIENTS_PER_SITE)
      .execute();
    return rows.map(toClient);
  }

  /** Renames a client or replaces its allowed origins; CORS answers follow at once. */
  async update(
    caller: Caller,
    clientId: string,
    patch: { name?: string; allowedRedirectOrigins?: string[] },
  ): Promise<OAuthClient> {
    const { siteId } = caller;
    const changes = {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.allowedRedirectOrigins !== undefined
        ? { allowed_origins: storedOrigins(patch.allowedRedirectOrigins, 'client.allowedRedirectOrigins') }
        : {}),
    };
    return this.deps.uow.run(
      siteId,
      async (tx) => {
        if (Object.keys(changes).length > 0) {
          await updateSiteTable(tx, 'oauth_clients').set(changes).where('id', '=', clientId).execute();
          tx.afterCommit(() => this.origins.forget(siteId));
        }
        const row = await selectFromSite(tx, 'oauth_clients')
          .select(['id', 'name', 'allowed_origins', 'created_date'])
          .where('id', '=', clientId)
          .executeTakeFirst();
        if (!row) throw notFound('CLIENT_NOT_FOUND', `No OAuth client ${clientId}`);
        return toClient(row);
      },
      { changes: ['oauth'] },
    );
  }

  /** Deletes a client and revokes its refresh tokens; its access tokens expire on their own. */
  async delete(caller: Caller, clientId: string): Promise<void> {
    const { siteId } = caller;
    await this.deps.uow.run(
      siteId,
      async (tx) => {
        const result = await deleteFromSite(tx, 'oauth_clients')
          .where('id', '=', clientId)
          .executeTakeFirst();
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
      },
      { changes: ['oauth'] },
    );
  }
}
