import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface Entry {
  /** Encoded once: sending a Buffer skips re-encoding the text on every hit. */
  body: Buffer;
  expiresAt: number;
  /** What the entry counts against the byte budget: key, body and bookkeeping. */
  cost: number;
}

/** Rough per-entry overhead of the Map slot, the entry object and the Buffer. */
const ENTRY_OVERHEAD = 160;
/** Expired entries removed per insert at most: the sweep's work stays bounded. */
const SWEEP_BATCH = 64;

export interface ReadCacheLimits {
  maxBytes?: number;
  maxEntries?: number;
}

/**
 * A short-lived cache of serialized visitor reads (public catalog data, the same for every
 * visitor of a site), like a CDN in front of the API. A write to a site drops that site's
 * entries in this process at once; other server processes on the same database serve the
 * old answer for at most `ttlMs`. Owners are never served from it.
 *
 * Keys are digests of the request (never the request itself, which may be megabytes), and the
 * key, body and count of entries are all capped, so hostile requests cannot grow the heap.
 */
export class VisitorReadCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped when a site changes: older keys become unreachable and age out. */
  private readonly generations = new Map<string, number>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly maxEntries: number;

  constructor(
    private readonly ttlMs: number,
    limits: ReadCacheLimits = {},
    private readonly now: () => number = Date.now,
  ) {
    this.maxBytes = limits.maxBytes ?? 32 * 1024 * 1024;
    this.maxEntries = limits.maxEntries ?? 10_000;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * The key of a read, taken when the read begins: it holds the site's generation at that
   * moment, so an answer computed while a write commits is stored under the old generation
   * and never served as new.
   */
  keyOf(siteId: string, parts: readonly string[]): string {
    const digest = createHash('sha256');
    for (const part of parts) digest.update(part).update('\u0000');
    return `${siteId}\u0000${this.generations.get(siteId) ?? 0}\u0000${digest.digest('base64url')}`;
  }

  get(key: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.body;
    this.remove(key, entry);
    return undefined;
  }

  set(key: string, body: string | Buffer): void {
    if (!this.enabled) return;
    const cost = key.length + Buffer.byteLength(body) + ENTRY_OVERHEAD;
    if (cost > this.maxBytes / 16) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.sweepExpired();
    this.entries.set(key, {
      body: typeof body === 'string' ? Buffer.from(body) : body,
      expiresAt: this.now() + this.ttlMs,
      cost,
    });
    this.bytes += cost;
    // Oldest first: Map iteration follows insertion order.
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.remove(oldKey, oldEntry);
    }
  }

  invalidate(siteId: string): void {
    this.generations.set(siteId, (this.generations.get(siteId) ?? 0) + 1);
  }

  /** Every entry lives `ttlMs`, so insertion order is expiry order: expired ones are at the front. */
  private sweepExpired(): void {
    const now = this.now();
    let budget = SWEEP_BATCH;
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now || budget-- === 0) break;
      this.remove(key, entry);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.cost;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answer is the same for every visitor of a site: serve it from the cache. */
    visitorCache?: boolean | 'site' | 'subject';
  }
  interface FastifyRequest {
    /** The cache key of a visitor read (set before the body is parsed or validated). */
    visitorCacheKey: string | null;
    /** The cached answer, when there is one: the request is not parsed, validated or handled. */
    visitorCacheHit: Buffer | null;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Serves visitor reads of routes marked `config: { visitorCache: true }` from the cache before
 * their body is parsed or validated (keyed by a digest of the URL and raw body), and stores
 * successful answers. Register it before any plugin: routes of a plugin registered earlier
 * would not see the request decorations. The hooks also tolerate requests without them.
 */
export function registerVisitorReadCache(app: FastifyInstance, cache: VisitorReadCache): void {
  app.decorateRequest('visitorCacheKey', null);
  app.decorateRequest('visitorCacheHit', null);

  const lookUp = (request: FastifyRequest, rawBody: string) => {
    const { role: kind, siteId, subjectId } = request.auth;
    const policy = request.routeOptions.config.visitorCache;
    if (!cache.enabled || !policy || !siteId) return;
    if (kind !== 'VISITOR' && kind !== 'MEMBER') return;
    // A member-specific answer ('subject') is cached per visitor or member, never shared.
    const audience = policy === 'subject' ? `${kind}:${subjectId ?? ''}` : kind;
    request.visitorCacheKey = cache.keyOf(siteId, [audience, request.method, request.url, rawBody]);
    request.visitorCacheHit = cache.get(request.visitorCacheKey) ?? null;
  };

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    lookUp(request, body as string);
    // A cached answer needs no body: skip parsing it.
    if (request.visitorCacheHit) done(null, {});
    else parseJson(request, body as string, done);
  });

  app.addHook('preValidation', (request, reply, done) => {
    if (!request.visitorCacheKey) lookUp(request, ''); // body-less reads (GET)
    if (!request.visitorCacheHit) return done();
    reply.type(JSON_TYPE).send(request.visitorCacheHit);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.visitorCacheKey && !request.visitorCacheHit && reply.statusCode === 200) {
      if (typeof payload === 'string' || Buffer.isBuffer(payload))
        cache.set(request.visitorCacheKey, payload);
    }
    done(null, payload);
  });
}
