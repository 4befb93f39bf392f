import type { Db, Executor } from '../../platform/db.ts';
import { nowIso } from '../../platform/clock.ts';
import { newId, randomSecret } from '../../platform/ids.ts';
import { createApiKey } from '../../platform/auth/api-keys.ts';
import { createSigningKey } from '../../platform/auth/signing-keys.ts';
import { defaultClientOrigins } from '../oauth/index.ts';

export interface NewSite {
  siteId: string;
  apiKey: string;
  clientId: string;
}

export async function createSite(db: Executor, input: { id?: string; name: string }): Promise<string> {
  const id = input.id ?? newId();
  await db
    .insertInto('sites')
    .values({ id, name: input.name, cursor_secret: randomSecret(32), created_date: nowIso() })
    .execute();
  await createSigningKey(db, id);
  return id;
}

export async function createOAuthClient(
  db: Executor,
  siteId: string,
  name: string,
  id = newId(),
  allowedOrigins: readonly string[] = [],
): Promise<string> {
  await db
    .insertInto('oauth_clients')
    .values({
      site_id: siteId,
      id,
      name,
      created_date: nowIso(),
      allowed_origins: JSON.stringify(allowedOrigins),
    })
    .execute();
  return id;
}

/**
 * A site with an owner API key and a public OAuth client, in one transaction. With `publicUrl`
 * the client allows that origin, and with `loopbackOrigins` (development) any loopback port
 * (redirects and CORS).
 */
export async function provisionSite(
  db: Db,
  input: {
    name: string;
    siteId?: string;
    apiKey?: string;
    clientId?: string;
    publicUrl?: string;
    loopbackOrigins?: boolean;
  },
): Promise<NewSite> {
  return db.transaction().execute(async (tx) => {
    const siteId = await createSite(tx, { id: input.siteId, name: input.name });
    const { key } = await createApiKey(tx, siteId, 'Owner key', input.apiKey);
    const origins = input.publicUrl
      ? defaultClientOrigins(input.publicUrl, { loopback: input.loopbackOrigins ?? false })
      : [];
    const clientId = await createOAuthClient(tx, siteId, 'Public site client', input.clientId, origins);
    return { siteId, apiKey: key, clientId };
  });
}

export async function siteExists(db: Executor, siteId: string): Promise<boolean> {
  return (
    (await db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst()) !== undefined
  );
}

export async function countSites(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('sites')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Per-site secrets that never change; cached for the process lifetime. */
export class SiteSecrets {
  private readonly cursorSecrets = new Map<string, string>();

  constructor(private readonly db: Executor) {}

  async cursorSecret(siteId: string): Promise<string> {
    const cached = this.cursorSecrets.get(siteId);
    if (cached) return cached;
    const row = await this.db
      .selectFrom('sites')
      .select('cursor_secret')
      .where('id', '=', siteId)
      .executeTakeFirstOrThrow();
    this.cursorSecrets.set(siteId, row.cursor_secret);
    return row.cursor_secret;
  }
}
