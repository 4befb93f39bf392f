import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  expiresAt: number;
}

/**
 * A short-lived cache of serialized visitor reads (public catalog data, the same for every
 * visitor of a site), like a CDN in front of the API. A write to a site drops that site's
 * entries in this process at once; other server processes on the same database serve the
 * old answer for at most `ttlMs`. Owners are never served from it.
 */
export class VisitorReadCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped when a site changes: older keys become unreachable and age out. */
  private readonly generations = new Map<string, number>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(siteId: string, key: string): string | undefined {
    const fullKey = this.keyOf(siteId, key);
    const entry = this.entries.get(fullKey);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.body;
    this.remove(fullKey, entry);
    return undefined;
  }

  set(siteId: string, key: string, body: string): void {
    if (!this.enabled || body.length > this.maxBytes / 16) return;
    const fullKey = this.keyOf(siteId, key);
    const previous = this.entries.get(fullKey);
    if (previous) this.remove(fullKey, previous);
    this.entries.set(fullKey, { body, expiresAt: this.now() + this.ttlMs });
    this.bytes += body.length;
    // Oldest first: Map iteration follows insertion order.
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldKey, oldEntry);
    }
  }

  invalidate(siteId: string): void {
    this.generations.set(siteId, (this.generations.get(siteId) ?? 0) + 1);
  }

  private keyOf(siteId: string, key: string): string {
    return `${siteId}\u0000${this.generations.get(siteId) ?? 0}\u0000${key}`;
  }

  private remove(fullKey: string, entry: Entry): void {
    this.entries.delete(fullKey);
    this.bytes -= entry.body.length;
  }
}

/**
 * Serves a visitor's read from the cache, or computes, caches and serves it. The key is the
 * route, its parameters, the validated input and the caller's role.
 */
export async function visitorCached(
  cache: VisitorReadCache,
  request: FastifyRequest,
  reply: FastifyReply,
  input: unknown,
  compute: () => Promise<unknown>,
): Promise<unknown> {
  const { kind, siteId } = request.auth;
  if (!cache.enabled || !siteId || (kind !== 'VISITOR' && kind !== 'MEMBER')) return compute();
  const key = `${kind}\u0000${request.routeOptions.url}\u0000${JSON.stringify(request.params)}\u0000${JSON.stringify(input)}`;
  const cached = cache.get(siteId, key);
  if (cached !== undefined) return reply.type('application/json; charset=utf-8').send(cached);
  const body = JSON.stringify(await compute());
  cache.set(siteId, key, body);
  return reply.type('application/json; charset=utf-8').send(body);
}
