import type { Executor } from '../db.ts';
import { nowIso, nowMs } from '../clock.ts';
import { newId, randomSecret } from '../ids.ts';
import { sha256Hex } from './hashing.ts';

export interface ApiKeyOwner {
  siteId: string;
  keyId: string;
  /** Staff scopes of a restricted key; null for the owner's full key. */
  scopes: string[] | null;
}

const CACHE_TTL_MS = 30_000;
/** Our keys are ~50 characters; longer ones are remembered by their digest. */
const MAX_REMEMBERED_KEY = 128;

/** Creates an owner API key. The plain key is returned once; only its digest is stored. */
export async function createApiKey(
  db: Executor,
  siteId: string,
  name: string,
  plainKey = `tsk_${randomSecret(32)}`,
  scopes: string[] | null = null,
): Promise<{ id: string; key: string }> {
  const id = newId();
  await db
    .insertInto('api_keys')
    .values({
      site_id: siteId,
      id,
      name,
      key_hash: sha256Hex(plainKey),
      created_date: nowIso(),
      scopes: scopes ? JSON.stringify(scopes) : null,
    })
    .execute();
  return { id, key: plainKey };
}

/**
 * Resolves API keys; a resolved key is trusted for 30 s so requests don't each hit the database.
 * Remembered by the key as sent (the process holds it in the request anyway): a repeated call
 * pays a lookup, not a SHA-256 digest (~2 µs, the most of an owner's authentication).
 */
export class ApiKeyResolver {
  private readonly byKey = new Map<string, { owner: ApiKeyOwner | null; until: number }>();
  /** Keys longer than ours, by digest: hostile headers cannot fill the memory with their text. */
  private readonly byDigest = new Map<string, { owner: ApiKeyOwner | null; until: number }>();

  constructor(private readonly db: Executor) {}

  async resolve(plainKey: string): Promise<ApiKeyOwner | null> {
    const short = plainKey.length <= MAX_REMEMBERED_KEY;
    const cache = short ? this.byKey : this.byDigest;
    const cacheKey = short ? plainKey : sha256Hex(plainKey);
    const cached = cache.get(cacheKey);
    if (cached && cached.until > nowMs()) return cached.owner;
    const hash = sha256Hex(plainKey);
    const row = await this.db
      .selectFrom('api_keys')
      .select(['site_id', 'id', 'scopes'])
      .where('key_hash', '=', hash)
      .executeTakeFirst();
    const owner = row
      ? {
          siteId: row.site_id,
          keyId: row.id,
          scopes: row.scopes ? (JSON.parse(row.scopes) as string[]) : null,
        }
      : null;
    if (cache.size > 10_000) cache.clear();
    cache.set(cacheKey, { owner, until: nowMs() + CACHE_TTL_MS });
    return owner;
  }
}
