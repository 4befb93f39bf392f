import { decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Executor } from '../db.ts';
import { nowIso } from '../clock.ts';
import { newId } from '../ids.ts';

export const SIGNING_ALGORITHM = 'ES256';

type Key = Awaited<ReturnType<typeof importJWK>>;
export interface SiteKey {
  kid: string;
  siteId: string;
  key: Key;
}

/** Creates a site's ES256 key pair (tokens and webhook deliveries are signed with it). */
export async function createSigningKey(db: Executor, siteId: string): Promise<void> {
  const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const kid = newId();
  await db
    .insertInto('signing_keys')
    .values({
      site_id: siteId,
      kid,
      algorithm: SIGNING_ALGORITHM,
      public_jwk: JSON.stringify({
        ...(await exportJWK(publicKey)),
        kid,
        alg: SIGNING_ALGORITHM,
        use: 'sig',
      }),
      private_jwk: JSON.stringify(await exportJWK(privateKey)),
      created_date: nowIso(),
    })
    .execute();
}

/** Keys never change once written, so every process may cache them for its lifetime. */
export class SigningKeyCache {
  private readonly publicKeys = new Map<string, SiteKey | null>();
  private readonly privateKeys = new Map<string, SiteKey>();

  constructor(private readonly db: Executor) {}

  async publicKey(kid: string): Promise<SiteKey | null> {
    if (this.publicKeys.has(kid)) return this.publicKeys.get(kid)!;
    const row = await this.db
      .selectFrom('signing_keys')
      .selectAll()
      .where('kid', '=', kid)
      .executeTakeFirst();
    const entry = row
      ? { kid, siteId: row.site_id, key: await importJWK(JSON.parse(row.public_jwk), row.algorithm) }
      : null;
    if (entry) this.publicKeys.set(kid, entry);
    return entry;
  }

  async signingKey(siteId: string): Promise<SiteKey> {
    const cached = this.privateKeys.get(siteId);
    if (cached) return cached;
    const row = await this.db
      .selectFrom('signing_keys')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('created_date', 'desc')
      .executeTakeFirstOrThrow();
    const entry = { kid: row.kid, siteId, key: await importJWK(JSON.parse(row.private_jwk), row.algorithm) };
    this.privateKeys.set(siteId, entry);
    return entry;
  }

  /** One site's public keys: never every site's, which would list the sites a server hosts. */
  async jwks(siteId: string): Promise<{ keys: JWK[] }> {
    const rows = await this.db
      .selectFrom('signing_keys')
      .select('public_jwk')
      .where('site_id', '=', siteId)
      .execute();
    return { keys: rows.map((r) => JSON.parse(r.public_jwk)) };
  }

  /** The site whose key signed a token (by its key id; the signature is not checked). */
  async siteOfToken(token: string): Promise<string | null> {
    let kid: string | undefined;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      return null;
    }
    if (!kid) return null;
    return (await this.publicKey(kid))?.siteId ?? null;
  }
}
