import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { ErrorEnvelope, Event } from '@tessera/contracts';
import type { DatabaseHandle } from './platform/db.ts';
import { ApiKeyResolver } from './platform/auth/api-keys.ts';
import type { anonymous } from './platform/auth/auth-context.ts';
import { authenticationHook } from './platform/auth/authenticate.ts';
import { RevocationList } from './platform/auth/revocations.ts';
import { SigningKeyCache } from './platform/auth/signing-keys.ts';
import { serializeAnswer } from './platform/serialized-json.ts';
import { registerErrorHandler, registerNotFoundHandler } from './platform/errors.ts';
import { OutboxDispatcher, checkDomainEventPayloads, type OutboxRetryOptions } from './platform/outbox.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { Jobs, type JobsOptions } from './platform/jobs/jobs.ts';
import { registerPlatformJobs } from './platform/jobs/platform-jobs.ts';
import { registerApiDocs } from './platform/api-docs.ts';
import { registerHttpHygiene, type HttpHygieneOptions } from './platform/http-hygiene.ts';
import { registerRequestBatches } from './platform/request-batches.ts';
import { keepRequestsYoungOnListen } from './platform/pretenuring.ts';
import { captchaWidgetOf, captchaWidgetOrigins } from './platform/captcha/captcha-widget.ts';
import { sitePagePolicies } from './platform/security-headers.ts';
import { httpServerOptions, type HttpTimeouts } from './platform/http-timeouts.ts';
import { requestLoggerFactory } from './platform/request-logger.ts';
import { registerWebAssets } from './platform/web-assets.ts';
import { assertJsonDepth } from './platform/json-depth.ts';
import { schemaController } from './platform/validation.ts';
import { UnitOfWork } from './platform/unit-of-work.ts';
import {
  IdempotencyKeys,
  registerIdempotencySweep,
  type IdempotencyTimes,
} from './platform/idempotency/index.ts';
import { dataVersions, isVersionedKind, type VersionedKind } from './platform/data-versions.ts';
import { VisitorReadCache, registerVisitorReadCache } from './platform/read-cache.ts';
import { linkSiblings, type SiblingChannel } from './platform/workers/siblings.ts';
import { decodeWireQuery, parseWireQueryStringLazily } from './platform/wire-params.ts';
import {
  assembleModules,
  type AnyModule,
  type ExportsOf,
  type ModuleLookup,
  type ModuleOptions,
} from './platform/module.ts';
import { appModules } from './modules.ts';
import { eventsModule, type EventStatusTicker } from './modules/events/index.ts';
import { identityModule } from './modules/identity/index.ts';
import { oauthModule } from './modules/oauth/index.ts';
import { SitePages, sitesModule } from './modules/sites/index.ts';

/** The platform's options and every module's section (`ModuleOptions`, platform/module.ts). */
export interface AppOptions extends ModuleOptions {
  database: DatabaseHandle;
  publicUrl?: string;
  logLevel?: string;
  /** Built web app to serve at `/`. */
  webDist?: string;
  /**
   * Run background work: the job poller (sweeps, event status, outbox delivery and every job
   * of the modules) and the revocation poll. Tests drive jobs by hand (`app.jobs.runDue()`).
   */
  background?: boolean;
  /** Where time comes from (jobs, outbox, leases); tests pass a TestClock and move it. */
  clock?: Clock;
  /** Poll interval and default retry policy of jobs. */
  jobs?: JobsOptions;
  /** How long visitor reads may be served from this process's cache (0 turns it off). */
  visitorCacheMs?: number;
  /** Check every answer against its route's response schema (the test suite turns it on). */
  validateResponses?: boolean;
  /** How often this process reads token revocations written by others (ms). */
  revocationPollMs?: number;
  /** Close the database when the server closes. */
  ownsDatabase?: boolean;
  /** Request, connection and keep-alive bounds (defaults in platform/http-timeouts.ts). */
  http?: Partial<HttpTimeouts>;
  /** CORS origins and per-path content security policies. */
  hygiene?: HttpHygieneOptions;
  /** Backoff of outbox dispatch after a failure, delivery retries and retention. */
  outboxRetry?: OutboxRetryOptions;
  /** How long `Idempotency-Key` answers are kept and an execution may stay in flight. */
  idempotency?: IdempotencyTimes;
  /**
   * The other workers of `tessera start --workers N` (platform/workers): a commit's cache
   * invalidation and a revocation reach them at once, not within READ_CACHE_MS or a poll.
   */
  siblings?: SiblingChannel;
  /** The modules to build the app from; `appModules` (modules.ts) unless a test adds its own. */
  modules?: readonly AnyModule[];
}

export interface App {
  server: FastifyInstance;
  outbox: OutboxDispatcher;
  /** Durable jobs: modules register kinds and enqueue inside their unit of work. */
  jobs: Jobs;
  clock: Clock;
  ticker: EventStatusTicker;
  /** Token revocation (logout, blocking); identity calls `revoke`. */
  revocations: RevocationList;
  uow: UnitOfWork;
  /** The exports of the app's modules: `app.modules.get(mediaModule).service`. */
  modules: ModuleLookup;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { db } = options.database;
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const server = Fastify({
    logger: { level: options.logLevel ?? 'warn' },
    childLoggerFactory: requestLoggerFactory,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 100) || randomUUID(),
    // Slugs may be 130 characters; longer parameters reach the schema and get a 400, not a router error.
    routerOptions: { querystringParser: parseWireQueryStringLazily, maxParamLength: 500 },
    schemaController,
    bodyLimit: 5 * 1024 * 1024,
    ...httpServerOptions(options.http),
  });
  // Response schemas document the API; bodies are built by our own mappers, and plain
  // JSON.stringify is several times faster than schema serialization of nullable unions.
  // Fastify sends a Buffer from the serializer as it is (its types only name strings).
  server.setSerializerCompiler(() => serializeAnswer as (data: unknown) => string);
  server.decorate('validateResponses', options.validateResponses ?? false);
  // The suite that checks answers against their schemas checks domain events against theirs.
  if (options.validateResponses) checkDomainEventPayloads(true);
  const clock = options.clock ?? systemClock;
  // Before any route: registerRoutes gives every write route its Idempotency-Key hooks.
  const idempotencyKeys = new IdempotencyKeys(db, clock, options.idempotency);
  server.decorate('idempotencyKeys', idempotencyKeys);
  server.addSchema(Event);
  server.addSchema(ErrorEnvelope);
  const serveWeb = !!options.webDist && fs.existsSync(path.join(options.webDist, 'index.html'));
  registerErrorHandler(server);
  // The first hook: a turn of the event loop's requests are handled back to back (request-batches.ts).
  registerRequestBatches(server);
  // A listening server's requests stay in V8's young generation (pretenuring.ts).
  keepRequestsYoungOnListen(server);
  // Before authentication and any route: errors and preflights carry CORS and security headers.
  // CORS answers follow the allowed origins of the site's OAuth clients.
  // The OAuth module's clients decide; the modules are set up below, before any request is served.
  // eslint-disable-next-line prefer-const -- set once, when the modules are built
  let clientOrigins: ExportsOf<typeof oauthModule>['clientOrigins'] | undefined;
  const siteAllows = async (siteId: string, origin: string) =>
    !!clientOrigins && (await clientOrigins.siteAllows(siteId, origin).catch(() => false));
  // The site's pages may load the captcha widget's script and frames.
  const captchaWidget = captchaWidgetOf(options.identity?.captcha);
  await registerHttpHygiene(server, {
    pagePolicies: sitePagePolicies(captchaWidgetOrigins(captchaWidget)),
    ...options.hygiene,
    cors: { siteAllows, ...options.hygiene?.cors },
  });

  const keys = new SigningKeyCache(db);
  const apiKeys = new ApiKeyResolver(db);
  const revocations = new RevocationList(db, options.revocationPollMs);
  // Owner dashboard sessions are the identity module's (set with the modules, below).
  // eslint-disable-next-line prefer-const -- set once, when the modules are built
  let ownerSessions: ExportsOf<typeof identityModule>['ownerSessions'] | undefined;
  server.decorateRequest('auth', null as unknown as typeof anonymous);
  server.addHook(
    'onRequest',
    authenticationHook({
      keys,
      apiKeys,
      revocations,
      get ownerSessions() {
        return ownerSessions;
      },
    }),
  );
  server.addHook('preValidation', (request, _reply, done) => {
    decodeWireQuery(request);
    assertJsonDepth(request.body);
    // A body-less POST (curl, some clients) is an empty request, not "body must be object".
    if (request.method !== 'GET' && request.method !== 'HEAD') request.body ??= {};
    done();
  });
  // Platform decorators and hooks go before any plugin: a plugin registered earlier would
  // have routes whose requests lack the decorations (that left /docs blank).
  // Expired answers are renewed while the versions of their data stand still (read-cache.ts).
  const dataVersionOf = dataVersions(options.database);
  const visitorCache = new VisitorReadCache(options.visitorCacheMs ?? 1000, {}, Date.now, {
    read: (siteId, kind) => dataVersionOf(siteId, kind as VersionedKind),
    isVersioned: isVersionedKind,
  });
  registerVisitorReadCache(server, visitorCache);

  await registerApiDocs(server, '0.1.0');

  const outbox = new OutboxDispatcher(db, options.database.dialect, clock, server.log, options.outboxRetry);
  const jobs = new Jobs(db, options.database.dialect, clock, server.log, options.jobs);
  const siblings = linkSiblings(options.siblings, { visitorCache, revocations });
  const afterCommit = (siteId: string, changes: readonly string[], recordedEvents: boolean) => {
    // Only the cached reads depending on what changed (platform/data-versions.ts).
    if (changes.length > 0) {
      visitorCache.invalidate(siteId, changes);
      siblings.siteChanged(siteId, changes);
    }
    // A pass only for units that recorded events; due retries come from the outbox.deliver job.
    if (recordedEvents) void outbox.dispatchPending();
  };
  const uow = new UnitOfWork(db, options.database.dialect, afterCommit);

  server.get('/healthz', { schema: { hide: true }, config: { public: true } }, async () => ({
    status: 'ok',
  }));
  // Every module: its subscribers, routes and jobs (platform/module.ts; the list is modules.ts).
  const modules = await assembleModules(options.modules ?? appModules, {
    server,
    database: options.database,
    db,
    uow,
    clock,
    jobs,
    outbox,
    keys,
    apiKeys,
    revocations,
    publicUrl,
    options,
  });
  clientOrigins = modules.get(oauthModule).clientOrigins;
  ownerSessions = modules.get(identityModule).ownerSessions;

  if (serveWeb) await registerWebAssets(server, options.webDist!);
  const sitePages =
    serveWeb &&
    new SitePages({
      webDist: options.webDist!,
      siteConfig: modules.get(sitesModule).siteConfig,
      pageData: modules.parts.flatMap(({ parts }) => parts.pageData ?? []),
    });
  registerNotFoundHandler(server, sitePages ? (request, reply) => sitePages.send(request, reply) : undefined);

  // Scheduled work of the platform (the modules registered theirs above).
  registerPlatformJobs(jobs, { db, outbox, optimize: options.database.optimize });
  registerIdempotencySweep(jobs, idempotencyKeys);
  if (options.background) {
    await jobs.start();
    // Per process, not scheduled work: each process refreshes its own copy of the revocations.
    revocations.start();
  }
  server.addHook('onClose', async () => {
    revocations.stop();
    await modules.close();
    await jobs.stop();
    await outbox.stop();
    if (options.ownsDatabase) await options.database.destroy();
  });
  await server.ready();
  const ticker: EventStatusTicker = modules.get(eventsModule).ticker;
  return { server, outbox, jobs, clock, ticker, revocations, uow, modules };
}
