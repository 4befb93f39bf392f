import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type {
  FastifyBodyParser,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
} from 'fastify';
import type { CachePolicy } from '@tessera/contracts/routes/route';
import { HeadBlocks } from './hit-head.ts';
import { headerObjectOf } from './reply-headers.ts';
import { routeConfigOf, routeContextOf } from './route-context.ts';
import { VersionSnapshots, type CacheVersions } from './read-cache-versions.ts';
import { SerializedJson } from './serialized-json.ts';

export type { CacheVersions };

interface Entry {
  /** Encoded once: sending a Buffer skips re-encoding the text on every hit. */
  body: Buffer;
  expiresAt: number;
  /** What the entry counts against the byte budget: key, body and bookkeeping. */
  cost: number;
  /** How it may be renewed when it expires; absent, it may not. */
  renewal?: Renewal;
}

/**
 * What lets an expired entry be served again without computing it anew: the versions of the
 * site's data it was built under, and until when the clock leaves it true.
 */
interface Renewal {
  siteId: string;
  kinds: readonly string[];
  /** Per kind, a version read before the answer was computed. */
  versions: readonly string[];
  /** Stored after the answer was computed: a version asked later tells whether it still holds. */
  storedAt: number;
  /** The clock changes the answer then (ms, this cache's time); Infinity: never. */
  until: number;
}

/** Rough per-entry overhead of the Map slot, the entry object and the Buffer. */
const ENTRY_OVERHEAD = 160;
/** Expired entries removed per insert at most: the sweep's work stays bounded. */
const SWEEP_BATCH = 64;
/** Requests this short are their own key; longer ones (a large query body) are keyed by digest. */
const LITERAL_KEY_MAX = 512;
const ANY_KIND = ['*'];
/** Bounds of the memo of keys' site parts (`VisitorReadCache.siteParts`). */
const SITE_PARTS_PER_SITE = 64;
const SITE_PARTS_SITES = 10_000;
/** A POST body looked up before Fastify reads it is at most this long (and within the route's limit). */
const BUFFERED_BODY_MAX = 16 * 1024;

/**
 * The request's part of a key: the parts themselves when short, which saves hashing on every hit
 * (a sha256 cost more than the rest of the lookup), else their digest. `=` and `#` keep the two
 * forms apart; NUL separates the parts, so only the last may contain one (a body).
 */
function requestKey(parts: readonly string[]): string {
  let length = 0;
  let literal = true;
  for (let i = 0; i < parts.length && literal; i++) {
    length += parts[i].length + 1;
    literal = length <= LITERAL_KEY_MAX && (i === parts.length - 1 || !parts[i].includes('\u0000'));
  }
  if (literal) {
    // Concatenated, not joined: the key is flattened once, when the cache's Map hashes it.
    let key = '=';
    for (let i = 0; i < parts.length; i++) key = i === 0 ? key + parts[i] : key + '\u0000' + parts[i];
    return key;
  }
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part).update('\u0000');
  return `#${digest.digest('base64url')}`;
}

export interface ReadCacheLimits {
  maxBytes?: number;
  maxEntries?: number;
}

/**
 * A short-lived cache of serialized visitor reads (public catalog data, the same for every
 * visitor of a site), like a CDN in front of the API. Each entry depends on kinds of a site's
 * data (its route's `dependsOn`); a write of a kind drops that site's entries depending on it in
 * this process at once, and no others (a members write keeps event pages); other server
 * processes on the same database serve the old answer for at most `ttlMs`. Owners are never
 * served from it.
 *
 * Keys are the request itself when short, else its digest (never a body of megabytes), and the
 * key, body and count of entries are all capped, so hostile requests cannot grow the heap.
 */
export class VisitorReadCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Per site, per kind of data, bumped when that data changes: older keys become unreachable and
   * age out. `*` moves with every change (entries depending on everything), `!` drops them all.
   * Two plain lookups per kind on a read (the site id and kind strings are the same objects on
   * every request, their hashes kept), no key built to find a generation.
   */
  private readonly generations = new Map<string, Map<string, number>>();
  /**
   * A key's site part (`site NUL generation NUL kind:generation ... NUL`) per site and per
   * `dependsOn` list (a route's, the same array on every request), built once per change of the
   * site's generations instead of on every read. Bounded: a site keeps at most
   * `SITE_PARTS_PER_SITE` lists, and the whole memo is dropped past `SITE_PARTS_SITES` sites.
   */
  private readonly siteParts = new Map<string, Map<readonly string[], string>>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  /** Answers being computed for a request, by key: others asking the same wait for them. */
  private readonly computing = new Map<string, { done: Promise<void>; end: () => void }>();
  /** The versions renewals are decided by (read-cache-versions.ts). */
  private readonly snapshots: VersionSnapshots;

  constructor(
    private readonly ttlMs: number,
    limits: ReadCacheLimits = {},
    private readonly now: () => number = Date.now,
    versions?: CacheVersions,
  ) {
    this.maxBytes = limits.maxBytes ?? 32 * 1024 * 1024;
    this.maxEntries = limits.maxEntries ?? 10_000;
    this.snapshots = new VersionSnapshots(now, versions);
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * The key of a read, taken when the read begins: it holds the generations of the kinds it
   * depends on (`undefined`: every kind) at that moment, so an answer computed while a write
   * commits is stored under the old generations and never served as new.
   */
  keyOf(siteId: string, parts: readonly string[], dependsOn?: readonly string[]): string {
    return this.sitePart(siteId, dependsOn ?? ANY_KIND) + requestKey(parts);
  }

  private sitePart(siteId: string, dependsOn: readonly string[]): string {
    let parts = this.siteParts.get(siteId);
    const known = parts?.get(dependsOn);
    if (known !== undefined) return known;
    const site = this.generations.get(siteId);
    // Joined: one flat string, whose characters each key's flattening copies.
    const pieces = [siteId, String(site?.get('!') ?? 0)];
    for (const kind of dependsOn) pieces.push(`${kind}:${site?.get(kind) ?? 0}`);
    pieces.push('');
    const part = pieces.join('\u0000');
    if (!parts) {
      if (this.siteParts.size >= SITE_PARTS_SITES) this.siteParts.clear();
      this.siteParts.set(siteId, (parts = new Map()));
    }
    if (parts.size < SITE_PARTS_PER_SITE) parts.set(dependsOn, part);
    return part;
  }

  get(key: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.expiresAt > now) return entry.body;
    const renewed = entry.renewal ? this.renew(entry, entry.renewal, now) : 'stale';
    // Undecided: kept for `renewalOf`, until a version asked after it was stored is known.
    if (renewed === 'undecided') return undefined;
    this.remove(key, entry);
    if (renewed === 'stale') return undefined;
    // At the back again: insertion order stays expiry order (sweepExpired).
    this.entries.set(key, entry);
    this.bytes += entry.cost;
    return entry.body;
  }

  /**
   * For a read that just missed on an expired entry that may still be renewed: the ask of the
   * versions that decide it (wait for it, then `get` again), else undefined.
   */
  renewalOf(key: string): Promise<unknown> | undefined {
    const renewal = this.entries.get(key)?.renewal;
    return renewal && this.snapshots.asking(renewal.siteId, renewal.kinds);
  }

  /**
   * An expired entry is served again, for another `ttlMs` from the ask, when a version of each
   * kind it depends on asked after it was stored is the one it was built under: nothing it was
   * built from changed until that ask, in this process or any other, so it is as true as an
   * answer computed then (and the clock has not changed it). Versions are asked about twice per
   * `ttlMs` per site and kind, for all its entries at once, and when an entry expires with none
   * asked since it was stored: that read waits for the ask (`renewalOf`).
   */
  private renew(entry: Entry, renewal: Renewal, now: number): 'renewed' | 'stale' | 'undecided' {
    if (now >= renewal.until) return 'stale';
    let askedTime = Number.POSITIVE_INFINITY;
    let current = true;
    const site = this.snapshots.ofSite(renewal.siteId);
    for (let i = 0; i < renewal.kinds.length; i++) {
      const snapshot = site?.get(renewal.kinds[i]);
      if (!snapshot || snapshot.askedAt < renewal.storedAt || snapshot.askedTime + this.ttlMs <= now) {
        current = false;
        continue;
      }
      if (snapshot.version !== renewal.versions[i]) return 'stale';
      askedTime = Math.min(askedTime, snapshot.askedTime);
    }
    if (!current || askedTime + this.ttlMs / 2 <= now) this.snapshots.ask(renewal.siteId, renewal.kinds);
    if (!current) return 'undecided';
    // Both later than now: the ask is within its time and the clock has not reached `until`.
    entry.expiresAt = Math.min(askedTime + this.ttlMs, renewal.until);
    return 'renewed';
  }

  /** The answer of `key` being computed for a request (`startComputing`), to wait for. */
  computingOf(key: string): Promise<void> | undefined {
    return this.computing.get(key)?.done;
  }

  /**
   * Marks `key` as being computed; the returned function ends it (idempotent), and so does
   * storing its answer. Call it when the request is over whether or not its answer was kept.
   */
  startComputing(key: string): () => void {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const marker = {
      done,
      end: () => {
        if (this.computing.get(key) === marker) this.computing.delete(key);
        finish();
      },
    };
    this.computing.set(key, marker);
    return marker.end;
  }

  /**
   * Taken when a read misses, before its answer is computed: the versions it will be built under
   * (the last ones asked, each before this moment), or null when they are not all known (a kind
   * without versions, or none asked yet: then they are asked, for the next miss).
   */
  versionsBeforeMiss(siteId: string, dependsOn: readonly string[] | undefined): readonly string[] | null {
    return this.snapshots.known(siteId, dependsOn);
  }

  /**
   * Keeps an answer. `renewable`: its site, kinds and versions from `versionsBeforeMiss`, and how
   * long the clock leaves it true (`SerializedJson.clockLifeMs`), to renew it when it expires.
   */
  set(
    key: string,
    body: string | Buffer,
    renewable?: {
      siteId: string;
      kinds: readonly string[];
      versions: readonly string[];
      clockLifeMs: number | null;
    },
  ): void {
    if (!this.enabled) return;
    const cost = key.length + Buffer.byteLength(body) + ENTRY_OVERHEAD;
    if (cost > this.maxBytes / 16) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.sweepExpired();
    const now = this.now();
    // A life that is not a time (a date the clock could not read) never renews.
    const life = renewable?.clockLifeMs;
    const until = life === null ? Infinity : life !== undefined && life >= 0 ? now + life : undefined;
    this.entries.set(key, {
      body: typeof body === 'string' ? Buffer.from(body) : body,
      expiresAt: now + this.ttlMs,
      cost,
      renewal:
        renewable && until !== undefined
          ? {
              siteId: renewable.siteId,
              kinds: renewable.kinds,
              versions: renewable.versions,
              storedAt: this.snapshots.tick(),
              until,
            }
          : undefined,
    });
    // Requests waiting for this answer are served it now, not once its response is written.
    this.computing.get(key)?.end();
    this.bytes += cost;
    // Oldest first: Map iteration follows insertion order.
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.remove(oldKey, oldEntry);
    }
  }

  /** Drops the site's entries that depend on any of `kinds` (`undefined`: all of them). */
  invalidate(siteId: string, kinds?: readonly string[]): void {
    let site = this.generations.get(siteId);
    if (!site) this.generations.set(siteId, (site = new Map()));
    for (const kind of kinds ? ['*', ...kinds] : ['!']) site.set(kind, (site.get(kind) ?? 0) + 1);
    this.siteParts.delete(siteId);
    // Versions asked before this write would only make the next entries' renewals fail.
    this.snapshots.forget(siteId, kinds);
  }

  /** Every entry lives `ttlMs` from its insertion (or renewal), so expired ones are at the front. */
  private sweepExpired(): void {
    const now = this.now();
    let budget = SWEEP_BATCH;
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now || budget-- === 0) break;
      // One that may be renewed stays one more `ttlMs` for its next read (bounded by the limits).
      if (entry.renewal && entry.renewal.until > now && entry.expiresAt + this.ttlMs > now) continue;
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
    /**
     * Serve visitors from the cache: the route table's policy (shared per site or per subject,
     * and the kinds of data it depends on). The bare forms depend on every kind of the site.
     */
    visitorCache?: boolean | 'site' | 'subject' | CachePolicy;
  }
  interface FastifyRequest {
    /** The cache key of a visitor read (set before the body is parsed or validated). */
    visitorCacheKey: string | null;
    /** The cached answer, when there is one: the request is not parsed, validated or handled. */
    visitorCacheHit: Buffer | null;
    /** The request's reply, for the body parser to write a hit with (set in preParsing). */
    visitorCacheReply: FastifyReply | null;
    /** On a miss: the versions its answer is built under, when known (`versionsBeforeMiss`). */
    visitorCacheVersions: readonly string[] | null;
    /** The answer's `SerializedJson.clockLifeMs` (set by the route's handler; undefined: unknown). */
    visitorCacheClockLife: number | null | undefined;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** What the buffered POST path reads of Fastify's private route context (all checked). */
interface BodyContext {
  preParsing?: { name?: string }[] | null;
  contentTypeParser?: {
    getParser(type: string): { asString?: boolean; bodyLimit?: number; fn?: unknown } | undefined;
  };
  _parserOptions?: { limit?: number | null };
}

/**
 * Serves visitor reads of routes with a `visitorCache` policy from the cache and stores their
 * successful answers. A hit is served as early as what it depends on allows:
 * - a body-less read (GET) in `preParsing`, the first step after every `onRequest` hook: the
 *   site, the origin (CORS), the caller, the route's access rule and a rate limit (counted in
 *   `onRequest`, `@fastify/rate-limit`'s default, which adds its hook after the route's own) are
 *   all decided by then. A route must not count a limit later than that and be cached;
 * - a read with a body (the POST form) once the raw body is read, keyed by it, before it is
 *   parsed or validated (a hit skips both): in `preParsing` when the whole body is already
 *   buffered (`servesBuffered`), else in the JSON body parser once Fastify has read it.
 * Register it before any plugin: routes of a plugin registered earlier would not see the
 * request decorations. The hooks also tolerate requests without them.
 */
export function registerVisitorReadCache(app: FastifyInstance, cache: VisitorReadCache): void {
  app.decorateRequest('visitorCacheKey', null);
  app.decorateRequest('visitorCacheHit', null);
  app.decorateRequest('visitorCacheReply', null);
  app.decorateRequest('visitorCacheVersions', null);
  app.decorateRequest('visitorCacheClockLife', undefined);

  const lookUp = (request: FastifyRequest, rawBody: string) => {
    const { role: kind, siteId, subjectId } = request.auth;
    const policy = routeConfigOf(request).visitorCache;
    if (!cache.enabled || !policy || !siteId) return;
    if (kind !== 'VISITOR' && kind !== 'MEMBER') return;
    const per = typeof policy === 'object' ? policy.per : policy;
    const dependsOn = typeof policy === 'object' ? policy.dependsOn : undefined;
    // A member-specific answer ('subject') is cached per visitor or member, never shared.
    const audience = per === 'subject' ? `${kind}:${subjectId ?? ''}` : kind;
    request.visitorCacheKey = cache.keyOf(
      siteId,
      [audience, request.method, request.url, rawBody],
      dependsOn,
    );
    request.visitorCacheHit = cache.get(request.visitorCacheKey) ?? null;
    if (!request.visitorCacheHit) request.visitorCacheVersions = cache.versionsBeforeMiss(siteId, dependsOn);
  };

  const serve = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const body = request.visitorCacheHit;
    if (!body) return false;
    if (writesHitDirectly(request)) writeHit(request, reply, body);
    else reply.type(JSON_TYPE).send(body);
    return true;
  };

  /**
   * Waits for the version ask that decides the request's expired entry, then looks it up again;
   * `waits` bounds the asks waited for (one asked before the entry was stored decides nothing, and
   * the lookup then asks anew). False when there is nothing to wait for: the request goes on.
   */
  const awaitRenewal = (request: FastifyRequest, reply: FastifyReply, miss: () => void, waits: number) => {
    const renewal = request.visitorCacheKey ? cache.renewalOf(request.visitorCacheKey) : undefined;
    if (!renewal || waits === 0) return false;
    lookUpAfter(renewal, request, reply, () => {
      if (!awaitRenewal(request, reply, miss, waits - 1)) miss();
    });
    return true;
  };

  /** Once `wait` settles, looks the request up again: a hit is served, else `otherwise` runs. */
  const lookUpAfter = (
    wait: Promise<unknown>,
    request: FastifyRequest,
    reply: FastifyReply,
    otherwise: () => void,
  ) => {
    void wait.then(() => {
      lookUp(request, '');
      if (!serve(request, reply)) otherwise();
    });
  };

  /**
   * A GET that missed while the same answer is being computed for another request (a page that
   * many visitors open at once, when it expired or after a write) waits for that answer instead
   * of computing it again, as a CDN collapses requests; then it is served from the cache, or goes
   * on if that answer was not kept (an error). Otherwise this request computes it, and later
   * ones wait for it until its response is written. `proceed` goes on to compute it.
   */
  const computeOnce = (request: FastifyRequest, reply: FastifyReply, proceed: () => void): void => {
    const key = request.visitorCacheKey;
    const computing = key ? cache.computingOf(key) : undefined;
    if (computing) return lookUpAfter(computing, request, reply, proceed);
    if (key) reply.raw.once('close', cache.startComputing(key));
    proceed();
  };

  /**
   * A POST read whose whole body is already buffered in the request (a small body sent with its
   * headers: request-batches.ts starts hooks after the loop's poll phase read the socket), looked
   * up here without Fastify's body reading (its content type parse, parser lookup, async resource,
   * three stream listeners and two ticks). Only where that reading would hand this same string to
   * `parseBody` below: the route's JSON parser is it, the content type one it takes unchanged, the
   * length declared and within the route's limit, no later preParsing hook. A hit is written;
   * otherwise the bytes go back to the front of the request stream (`unshift`, before its end is
   * emitted) and Fastify reads them as ever: limits, content-type checks, bad JSON and validation
   * as on any miss.
   */
  const servesBuffered = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const raw = request.raw;
    if (!raw.complete || raw.readableFlowing !== null || raw.readableEncoding !== null) return false;
    const { headers } = request;
    const type = headers['content-type'];
    if (type !== 'application/json' && type !== 'application/json; charset=utf-8') return false;
    const length = raw.readableLength;
    if (length === 0 || length !== Number(headers['content-length'])) return false;
    if (headers['transfer-encoding'] !== undefined || headers['content-encoding'] !== undefined) return false;
    if (length > bufferedBodyLimit(request)) return false;
    if (!routeConfigOf(request).visitorCache || !cache.enabled) return false;
    const bytes: unknown = raw.read();
    if (!Buffer.isBuffer(bytes)) {
      if (bytes !== null) raw.unshift(bytes as string);
      return false;
    }
    if (bytes.length === length) {
      lookUp(request, bytes.toString('utf8'));
      const hit = request.visitorCacheHit;
      if (hit) {
        writeHit(request, reply, hit);
        return true;
      }
    }
    request.visitorCacheKey = null;
    raw.unshift(bytes);
    return false;
  };

  // After every onRequest hook, the route's own (its access rule, a rate limit) included.
  app.addHook('preParsing', function tesseraVisitorCachePreParsing(request, reply, payload, done) {
    if (request.method === 'GET' || request.method === 'HEAD') {
      lookUp(request, '');
      if (serve(request, reply)) return;
      // An expired answer that a version being asked may renew: wait for it rather than compute;
      // the same answer being computed for another request: wait for that one.
      const proceed = () => done(null, payload);
      if (!awaitRenewal(request, reply, () => computeOnce(request, reply, proceed), 2))
        computeOnce(request, reply, proceed);
      return;
    } else {
      if (request.method === 'POST' && payload === request.raw && servesBuffered(request, reply)) return;
      // The body parser (below) has no reply of its own to write a hit with.
      request.visitorCacheReply = reply;
    }
    done(null, payload);
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  const parseBody: FastifyBodyParser<string> = (request, body, done) => {
    lookUp(request, body as string);
    if (!request.visitorCacheHit) return parseJson(request, body as string, done);
    // A cached answer needs no body: written here when it can be written directly (the request
    // goes no further: no preValidation hook, no validation, no handler), else parsing is
    // skipped and preValidation sends it.
    const reply = request.visitorCacheReply;
    if (reply && writesHitDirectly(request)) writeHit(request, reply, request.visitorCacheHit);
    else done(null, {});
  };
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseBody);

  /**
   * The largest buffered body of this request's route taken before Fastify reads it: its body
   * limit when Fastify would hand the body, as a string, to `parseBody` for both JSON content types
   * and this hook is the route's last preParsing hook and a hit would be written directly; else 0
   * (never). Decided once per route; 0 too if Fastify's private route context moved (the tests
   * that send a hit in one packet then fail).
   */
  const bufferedBodyLimit = (request: FastifyRequest): number => {
    const context = routeContextOf(request) as BodyContext | null;
    if (!context) return 0;
    const hits = routeHitsOf(context);
    let limit = hits.bufferedLimit;
    if (limit === undefined) {
      limit = 0;
      const preParsing = context.preParsing ?? [];
      const last = preParsing[preParsing.length - 1];
      const parsers = context.contentTypeParser;
      const json = parsers?.getParser('application/json');
      if (
        writesHitDirectly(request) &&
        last?.name?.endsWith('tesseraVisitorCachePreParsing') &&
        json?.asString === true &&
        json.fn === parseBody &&
        parsers?.getParser('application/json; charset=utf-8') === json
      ) {
        const routeLimit = context._parserOptions?.limit;
        limit = Math.min(
          BUFFERED_BODY_MAX,
          typeof routeLimit === 'number' ? routeLimit : (json.bodyLimit ?? 0),
        );
      }
      hits.bufferedLimit = limit;
    }
    return limit;
  };

  app.addHook('preValidation', (request, reply, done) => {
    if (!request.visitorCacheKey) lookUp(request, ''); // other methods without a JSON body
    if (!serve(request, reply)) done();
  });

  app.addHook(
    'onSend',
    skippableOnCachedHit((request, reply, payload, done) => {
      if (request.visitorCacheKey && !request.visitorCacheHit && reply.statusCode === 200) {
        if (typeof payload === 'string' || Buffer.isBuffer(payload))
          cache.set(request.visitorCacheKey, payload, renewableOf(request));
      }
      done(null, payload);
    }),
  );
}

/** A missed read's answer may be renewed when its versions and its clock life are known. */
function renewableOf(request: FastifyRequest) {
  const versions = request.visitorCacheVersions;
  const clockLifeMs = request.visitorCacheClockLife;
  const policy = routeConfigOf(request).visitorCache;
  const siteId = request.auth.siteId;
  if (!versions || clockLifeMs === undefined || typeof policy !== 'object' || !policy.dependsOn || !siteId)
    return undefined;
  return { siteId, kinds: policy.dependsOn, versions, clockLifeMs };
}

/** Called with a route's answer: a written one (SerializedJson) may say how long the clock leaves it true. */
export function noteClockLife(request: FastifyRequest, answer: unknown): void {
  if (answer instanceof SerializedJson && answer.clockLifeMs !== undefined)
    request.visitorCacheClockLife = answer.clockLifeMs;
}

/**
 * Fastify's send would only run onSend hooks that change nothing of a hit (writesHitDirectly):
 * writes the head the onRequest hooks built (security, CORS, request id) and the kept bytes at
 * once. onResponse hooks and the request's log line still run, on the response's 'finish'. The
 * reply's own header object, handed to writeHead as Fastify's send does (writeHead merges any
 * header set on the raw response): no copies of both (`reply.getHeaders()`).
 */
function writeHit(request: FastifyRequest, reply: FastifyReply, body: Buffer): void {
  reply.hijack();
  const headers = (headerObjectOf(reply) ?? reply.getHeaders()) as OutgoingHttpHeaders;
  headers['content-type'] = JSON_TYPE;
  headers['content-length'] = body.length;
  const context = routeContextOf(request);
  const head = context ? routeHitsOf(context).head : null;
  if (head) head.write(reply.raw, reply.statusCode, headers);
  else reply.raw.writeHead(reply.statusCode, headers);
  reply.raw.end(body);
}

/**
 * The name given to onSend hooks that leave a cached hit's answer as it is. Fastify keeps a bound
 * copy of every hook (named `bound <name>`), so a hook is recognised by its name, not by identity.
 */
const SKIPPABLE_ON_HIT = 'tessera:skippableOnCachedHit';

/**
 * Marks an onSend hook as one a cached hit may skip: it changes nothing of an answer served from
 * the read cache (a JSON body, status 200, the headers of the onRequest hooks). Any other onSend
 * hook on a route, a module's own included, sends that route's hits the ordinary way.
 */
export function skippableOnCachedHit(hook: onSendHookHandler): onSendHookHandler {
  return Object.defineProperty(hook, 'name', { value: SKIPPABLE_ON_HIT });
}

const isSkippableOnHit = (hook: { name: string }) =>
  hook.name === SKIPPABLE_ON_HIT || hook.name === `bound ${SKIPPABLE_ON_HIT}`;

/** What the read cache keeps per route (its Fastify route context). */
interface RouteHits {
  /** Whether hits are written directly (`writesHitDirectly`); undefined until decided. */
  direct?: boolean;
  /** The largest body a POST hit is looked up with before Fastify reads it; undefined until decided. */
  bufferedLimit?: number;
  /** The head of the route's hits (hit-head.ts). */
  head: HeadBlocks;
}
const routeHits = new WeakMap<object, RouteHits>();
const routeHitsOf = (context: object): RouteHits => {
  let hits = routeHits.get(context);
  if (!hits) routeHits.set(context, (hits = { head: new HeadBlocks() }));
  return hits;
};

/**
 * Whether a hit of this route may be written without Fastify's send: a HEAD is not (Fastify's
 * onSend of HEAD routes drops the body), nor a route with an onSend hook not marked skippable.
 * Decided once per route.
 */
function writesHitDirectly(request: FastifyRequest): boolean {
  if (request.method === 'HEAD') return false;
  const context = routeContextOf(request);
  if (!context) return false;
  const hits = routeHitsOf(context);
  hits.direct ??= (context.onSend ?? []).every(isSkippableOnHit);
  return hits.direct;
}
