import type { FastifyInstance, FastifyRequest } from 'fastify';

interface Entry {
  /** Encoded once: sending a Buffer skips re-encoding the text on every hit. */
  body: Buffer;
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

  get(siteId: string, key: string): Buffer | undefined {
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
    this.entries.set(fullKey, { body: Buffer.from(body), expiresAt: this.now() + this.ttlMs });
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

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answer is the same for every visitor of a site: serve it from the cache. */
    visitorCache?: boolean;
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
 * their body is parsed or validated (keyed by the raw URL and body), and stores successful answers.
 */
export function registerVisitorReadCache(app: FastifyInstance, cache: VisitorReadCache): void {
  app.decorateRequest('visitorCacheKey', null);
  app.decorateRequest('visitorCacheHit', null);

  const lookUp = (request: FastifyRequest, rawBody: string) => {
    const { kind, siteId } = request.auth;
    if (!cache.enabled || !request.routeOptions.config.visitorCache || !siteId) return;
    if (kind !== 'VISITOR' && kind !== 'MEMBER') return;
    request.visitorCacheKey = `${kind}\u0000${request.method}\u0000${request.url}\u0000${rawBody}`;
    request.visitorCacheHit = cache.get(siteId, request.visitorCacheKey) ?? null;
  };

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    lookUp(request, body as string);
    // A cached answer needs no body: skip parsing it.
    if (request.visitorCacheHit !== null) done(null, {});
    else parseJson(request, body as string, done);
  });

  app.addHook('preValidation', (request, reply, done) => {
    if (request.visitorCacheKey === null) lookUp(request, ''); // body-less reads (GET)
    if (request.visitorCacheHit === null) return done();
    reply.type(JSON_TYPE).send(request.visitorCacheHit);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.visitorCacheKey && request.visitorCacheHit === null && reply.statusCode === 200) {
      if (typeof payload === 'string') cache.set(request.auth.siteId!, request.visitorCacheKey, payload);
    }
    done(null, payload);
  });
}
