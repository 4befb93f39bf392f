import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { ErrorEnvelope, Event } from '@tessera/contracts';
import type { DatabaseHandle } from './platform/db.ts';
import { ApiKeyResolver } from './platform/auth/api-keys.ts';
import { anonymous } from './platform/auth/auth-context.ts';
import { authenticate } from './platform/auth/authenticate.ts';
import { RevocationList } from './platform/auth/revocations.ts';
import { SigningKeyCache } from './platform/auth/signing-keys.ts';
import { serializeAnswer } from './platform/serialized-json.ts';
import { dataVersions } from './platform/data-versions.ts';
import { registerErrorHandler, registerNotFoundHandler } from './platform/errors.ts';
import { OutboxDispatcher, checkDomainEventPayloads, type OutboxRetryOptions } from './platform/outbox.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { Jobs, type JobsOptions } from './platform/jobs/jobs.ts';
import { registerPlatformJobs } from './platform/jobs/platform-jobs.ts';
import { registerApiDocs } from './platform/api-docs.ts';
import { registerHttpHygiene, type HttpHygieneOptions } from './platform/http-hygiene.ts';
import { captchaWidgetOf, captchaWidgetOrigins } from './platform/captcha/captcha-widget.ts';
import { sitePagePolicies } from './platform/security-headers.ts';
import { httpServerOptions, type HttpTimeouts } from './platform/http-timeouts.ts';
import { registerWebAssets } from './platform/web-assets.ts';
import { assertJsonDepth } from './platform/json-depth.ts';
import { schemaController } from './platform/validation.ts';
import { UnitOfWork } from './platform/unit-of-work.ts';
import {
  IdempotencyKeys,
  registerIdempotencySweep,
  type IdempotencyTimes,
} from './platform/idempotency/index.ts';
import { VisitorReadCache, registerVisitorReadCache } from './platform/read-cache.ts';
import { linkSiblings, type SiblingChannel } from './platform/workers/siblings.ts';
import { parseWireQueryString, rejectInvalidEncodedQuery } from './platform/wire-params.ts';
import { SiteSecrets } from './modules/sites/sites.service.ts';
import { registerSiteConfigRoute } from './modules/sites/sites.routes.ts';
import { SitePages } from './modules/sites/site-pages.ts';
import { registerFavicon } from './modules/sites/favicon.ts';
import { SiteConfigSource } from './modules/sites/site-config.ts';
import { registerSiteSettingsRoutes } from './modules/sites/site-settings.routes.ts';
import { EventsService } from './modules/events/events.service.ts';
import { EventReads } from './modules/events/events.reads.ts';
import { EventLifecycle } from './modules/events/events.lifecycle.ts';
import { registerEventRoutes } from './modules/events/events.routes.ts';
import { EventStatusTicker } from './modules/events/events.ticker.ts';
import {
  registerIdentity,
  type IdentityAppOptions,
  type IdentityModule,
} from './modules/identity/identity.module.ts';
import { OwnerSessionResolver } from './modules/identity/owner.service.ts';
import { OAuthService } from './modules/oauth/oauth.service.ts';
import { registerOAuthRoutes, type TokenRateLimit } from './modules/oauth/oauth.routes.ts';
import { ClientOrigins } from './modules/oauth/client-origins.ts';
import { OAuthClients } from './modules/oauth/oauth-clients.ts';
import { TokenInfoService } from './modules/oauth/token-info.ts';
import { registerOAuthCleanup } from './modules/oauth/cleanup.ts';
import { RedirectSessions } from './modules/redirects/redirects.service.ts';
import { registerRedirectRoutes } from './modules/redirects/redirects.routes.ts';
import { registerHostedLogin } from './modules/redirects/hosted-login.ts';
import { registerMedia, type MediaModule } from './modules/media/media.module.ts';
import type { MediaConfig } from './modules/media/media-config.ts';

export interface AppOptions {
  database: DatabaseHandle;
  publicUrl?: string;
  logLevel?: string;
  /** Built web app to serve at `/`. */
  webDist?: string;
  /** The public OAuth client the web app uses (served at /api/site-config). */
  siteConfig?: { siteId: string; clientId: string };
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
  /** Email (SMTP or the development mailbox), captcha, rate limits and lockout of identity calls. */
  identity?: IdentityAppOptions;
  /** Token requests per address and window (defaults in modules/oauth/oauth.routes.ts). */
  tokenRateLimit?: TokenRateLimit;
  /** The hosted login page (e.g. the web app's `/login`); the server's fallback page by default. */
  loginPagePath?: string;
  /** How long `Idempotency-Key` answers are kept and an execution may stay in flight. */
  idempotency?: IdempotencyTimes;
  /** Where uploaded images are stored (disk or S3) and their size limits (modules/media). */
  media?: Partial<MediaConfig>;
  /**
   * The other workers of `tessera start --workers N` (platform/workers): a commit's cache
   * invalidation and a revocation reach them at once, not within READ_CACHE_MS or a poll.
   */
  siblings?: SiblingChannel;
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
  /** Members and identity (the sweeper of expired codes and sessions, the members service). */
  identity: IdentityModule;
  /** Uploaded images: the service and its store (disk or S3). */
  media: MediaModule;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { db } = options.database;
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const server = Fastify({
    logger: { level: options.logLevel ?? 'warn' },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 100) || randomUUID(),
    // Slugs may be 130 characters; longer parameters reach the schema and get a 400, not a router error.
    routerOptions: { querystringParser: parseWireQueryString, maxParamLength: 500 },
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
  // Before authentication and any route: errors and preflights carry CORS and security headers.
  // CORS answers follow the allowed origins of the site's OAuth clients.
  const clientOrigins = new ClientOrigins(db);
  const siteAllows = (siteId: string, origin: string) =>
    clientOrigins.siteAllows(siteId, origin).catch(() => false);
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
  const ownerSessions = new OwnerSessionResolver(db);
  server.decorateRequest('auth', null as unknown as typeof anonymous);
  server.addHook('onRequest', async (request, reply) => {
    reply.header('x-wix-request-id', request.id);
    reply.header('x-request-id', request.id);
    request.auth = anonymous;
    // Public routes ignore credentials: a stale token must not block getting a new one.
    if (request.routeOptions.config.public) return;
    request.auth = await authenticate(request, { keys, apiKeys, revocations, ownerSessions });
  });
  server.addHook('preValidation', (request, _reply, done) => {
    rejectInvalidEncodedQuery(request);
    assertJsonDepth(request.body);
    // A body-less POST (curl, some clients) is an empty request, not "body must be object".
    if (request.method !== 'GET' && request.method !== 'HEAD') request.body ??= {};
    done();
  });
  // Platform decorators and hooks go before any plugin: a plugin registered earlier would
  // have routes whose requests lack the decorations (that left /docs blank).
  const visitorCache = new VisitorReadCache(options.visitorCacheMs ?? 1000);
  registerVisitorReadCache(server, visitorCache);

  await registerApiDocs(server, '0.1.0');

  const outbox = new OutboxDispatcher(db, options.database.dialect, clock, server.log, options.outboxRetry);
  const jobs = new Jobs(db, options.database.dialect, clock, server.log, options.jobs);
  const secrets = new SiteSecrets(db);
  const siblings = linkSiblings(options.siblings, { visitorCache, revocations });
  const afterCommit = (siteId: string, changes: readonly string[]) => {
    // Only the cached reads depending on what changed (platform/data-versions.ts).
    if (changes.length > 0) {
      visitorCache.invalidate(siteId, changes);
      siblings.siteChanged(siteId, changes);
    }
    void outbox.dispatchPending();
  };
  const uow = new UnitOfWork(db, options.database.dialect, afterCommit);
  const deps = { db, publicUrl, secrets, uow };
  const reads = new EventReads(deps, { dataVersion: dataVersions(options.database) });
  const events = new EventsService(deps, reads);
  const lifecycle = new EventLifecycle(deps, reads);
  const ticker = new EventStatusTicker(deps, clock);

  registerFavicon(server);
  server.get('/healthz', { schema: { hide: true }, config: { public: true } }, async () => ({
    status: 'ok',
  }));
  const oauthDeps = { db, uow, keys, apiKeys, revocations, publicUrl };
  await registerOAuthRoutes(
    server,
    {
      oauth: new OAuthService(oauthDeps),
      tokenInfo: new TokenInfoService(oauthDeps),
      clients: new OAuthClients(oauthDeps, clientOrigins),
      deps: oauthDeps,
    },
    options.tokenRateLimit,
  );
  registerRedirectRoutes(server, new RedirectSessions(oauthDeps));
  registerHostedLogin(server, oauthDeps, { loginPagePath: options.loginPagePath });
  registerEventRoutes(server, { events, lifecycle, reads });
  const identity = await registerIdentity(
    server,
    { db, uow, revocations, outbox, publicUrl },
    options.identity,
  );
  const siteConfig =
    options.siteConfig && new SiteConfigSource(db, { ...options.siteConfig, captcha: captchaWidget });
  registerSiteConfigRoute(server, siteConfig);
  registerSiteSettingsRoutes(server, { db, uow });
  const media = await registerMedia(server, { db, uow, publicUrl, clock }, options.media);

  if (serveWeb) await registerWebAssets(server, options.webDist!);
  const sitePages =
    serveWeb &&
    new SitePages({
      webDist: options.webDist!,
      siteConfig,
      reads,
    });
  registerNotFoundHandler(server, sitePages ? (request, reply) => sitePages.send(request, reply) : undefined);

  // Scheduled work is jobs (platform/jobs); each module registers its kinds.
  registerPlatformJobs(jobs, { db, outbox });
  ticker.register(jobs);
  identity.sweeper.register(jobs);
  registerOAuthCleanup(jobs, db);
  registerIdempotencySweep(jobs, idempotencyKeys);
  if (options.background) {
    await jobs.start();
    // Per process, not scheduled work: each process refreshes its own copy of the revocations.
    revocations.start();
  }
  server.addHook('onClose', async () => {
    revocations.stop();
    identity.close();
    media.close();
    await jobs.stop();
    await outbox.stop();
    if (options.ownsDatabase) await options.database.destroy();
  });
  await server.ready();
  return { server, outbox, jobs, clock, ticker, revocations, uow, identity, media };
}
