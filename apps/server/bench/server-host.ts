/**
 * The servers under test, in a process of their own (forked by events.bench.ts): Tessera with the
 * visitor read cache, the same with it off, and the bare Fastify route, so this process's CPU time
 * and peak resident memory are the servers' alone (no load generator, TypeScript loader or bundler
 * in it). Run bundled as `npm start` runs the server, or from the sources through tsx.
 *
 * Messages (IPC): `{ setUp, databaseUrl? }` → the URLs and requests to load; `{ begin, profile? }`
 * and `{ end }` around a row → its CPU time (and profile file); `{ close }` → memory by stage.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp, openDatabase, migrateToLatest, provisionSite } from './server-entry.ts';
import { startProfiler, type Profiler } from './cpu-profile.ts';
import { takePlannerStatistics } from './planner-statistics.ts';

const EVENT_COUNT = 1000;
const DAY = 86_400_000;

/** Resident memory at each stage, to tell what the server holds from what load adds. */
const memoryAt: [stage: string, rssMb: number, heapMb: number][] = [];
const noteMemory = (stage: string) => {
  const { rss, heapUsed } = process.memoryUsage();
  memoryAt.push([stage, rss / 2 ** 20, heapUsed / 2 ** 20]);
};
noteMemory('server code loaded');

function seedEvent(i: number, now: number) {
  const past = i % 4 === 0; // 25% past (ENDED), 75% upcoming
  const draft = i % 10 === 3; // 10% drafts
  const offsetDays = past ? -(1 + (i % 365)) : 1 + (i % 180);
  const start = now + offsetDays * DAY + (i % 24) * 3_600_000;
  const categoryNames = ['Music', 'Tech', 'Sports', 'Food', 'Art', 'Business'];
  const categories = [{ name: categoryNames[i % categoryNames.length] }];
  if (i % 3 === 0) categories.push({ name: categoryNames[(i + 2) % categoryNames.length] });
  return {
    draft,
    event: {
      title: `Bench ${categories[0].name} Event ${String(i).padStart(4, '0')}`,
      location: { type: 'VENUE', name: `Hall ${i % 20}` },
      dateAndTimeSettings: {
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + 3 * 3_600_000).toISOString(),
      },
      registration: { initialType: 'RSVP' },
      categories: { categories },
    },
  };
}

/**
 * No cap on requests per connection: in production a keep-alive connection closes after 1,000
 * requests (so load balancers spread clients), but autocannon keeps sending on a closing
 * connection and counts the 503s. The bare baseline has no cap either.
 */
const benchHttp = { maxRequestsPerSocket: 0 };

export interface BenchTargets {
  bareUrl: string;
  tesseraUrl: string;
  uncachedUrl: string;
  slugPaths: string[];
  visitor: Record<string, string>;
  jsonHeaders: Record<string, string>;
  ownerJsonHeaders: Record<string, string>;
  queryBody: string;
  dialect: string;
}

const servers: FastifyInstance[] = [];
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-'));

async function setUp(databaseUrl: string | undefined): Promise<BenchTargets> {
  // --- Tessera on a temp SQLite file, or PostgreSQL (BENCH_DB=postgres) -------------------------
  const database = openDatabase({
    databaseUrl,
    sqliteFile: path.join(tmpDir, 'bench.sqlite'),
    poolSize: 10,
  });
  await migrateToLatest(database.db);
  const site = await provisionSite(database.db, { name: 'Bench site' });
  const app = await buildApp({
    database,
    publicUrl: 'http://127.0.0.1',
    logLevel: 'silent',
    siteConfig: { siteId: site.siteId, clientId: site.clientId },
    ownsDatabase: true,
    http: benchHttp,
  });
  servers.push(app.server);
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const tesseraUrl = `http://127.0.0.1:${(app.server.server.address() as { port: number }).port}`;
  // The same server with the visitor read cache off (READ_CACHE_MS=0), on the same database:
  // its rows show what every read costs when it goes to SQL (informational, not a target).
  const uncached = await buildApp({
    database,
    publicUrl: 'http://127.0.0.1',
    logLevel: 'silent',
    visitorCacheMs: 0,
    http: benchHttp,
  });
  servers.push(uncached.server);
  await uncached.server.listen({ port: 0, host: '127.0.0.1' });
  const uncachedUrl = `http://127.0.0.1:${(uncached.server.server.address() as { port: number }).port}`;
  noteMemory('two servers listening');

  // --- Seed 1,000 events through the real API (inject, 25 in flight) --------------------------------
  const ownerHeaders = { authorization: site.apiKey, 'wix-site-id': site.siteId };
  const now = Date.now();
  const seeded: { slug: string; status: string }[] = [];
  const seedStart = performance.now();
  for (let batch = 0; batch < EVENT_COUNT; batch += 25) {
    const responses = await Promise.all(
      Array.from({ length: Math.min(25, EVENT_COUNT - batch) }, (_, k) =>
        app.server.inject({
          method: 'POST',
          url: '/events/v3/events',
          headers: ownerHeaders,
          payload: seedEvent(batch + k, now),
        }),
      ),
    );
    for (const r of responses) {
      if (r.statusCode !== 200) throw new Error(`seeding failed: ${r.statusCode} ${r.body}`);
      const { slug, status } = r.json().event;
      seeded.push({ slug, status });
    }
  }
  const byStatus = seeded.reduce<Record<string, number>>(
    (acc, e) => ((acc[e.status] = (acc[e.status] ?? 0) + 1), acc),
    {},
  );
  console.log(
    `Seeded ${seeded.length} events in ${((performance.now() - seedStart) / 1000).toFixed(1)}s ` +
      `(${Object.entries(byStatus)
        .map(([s, n]) => `${s} ${n}`)
        .join(', ')})`,
  );

  await takePlannerStatistics(database);
  noteMemory('1,000 events seeded');

  // --- Visitor token -----------------------------------------------------------------------------
  const tokenResponse = await app.server.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: { clientId: site.clientId, grantType: 'anonymous' },
  });
  if (tokenResponse.statusCode !== 200) throw new Error(`visitor token failed: ${tokenResponse.body}`);
  const visitor = { authorization: tokenResponse.json().access_token as string };

  // Visitors only see published events: cycle over every non-draft slug.
  const slugPaths = seeded
    .filter((e) => e.status !== 'DRAFT')
    .map((e) => `/events/v3/events/slug/${encodeURIComponent(e.slug)}`);
  const queryBody = JSON.stringify({
    query: {
      filter: {
        status: 'UPCOMING',
        'dateAndTimeSettings.startDate': { $gte: new Date(now).toISOString() },
      },
      sort: [{ fieldName: 'dateAndTimeSettings.startDate', order: 'ASC' }],
      paging: { limit: 20 },
    },
  });
  const jsonHeaders = { ...visitor, 'content-type': 'application/json' };
  const ownerJsonHeaders = { ...ownerHeaders, 'content-type': 'application/json' };

  // Sanity checks over real HTTP before loading.
  const slugCheck = await fetch(tesseraUrl + slugPaths[0], { headers: visitor });
  if (slugCheck.status !== 200)
    throw new Error(`get-by-slug check: ${slugCheck.status} ${await slugCheck.text()}`);
  const queryCheck = await fetch(`${tesseraUrl}/events/v3/events/query`, {
    method: 'POST',
    headers: jsonHeaders,
    body: queryBody,
  });
  const queryJson = (await queryCheck.json()) as { events?: { status: string }[] };
  if (queryCheck.status !== 200)
    throw new Error(`query check: ${queryCheck.status} ${JSON.stringify(queryJson)}`);
  if (queryJson.events?.length !== 20 || queryJson.events.some((e) => e.status !== 'UPCOMING')) {
    throw new Error(
      `query check: expected 20 UPCOMING events, got ${JSON.stringify(queryJson).slice(0, 300)}`,
    );
  }
  const ownerCheck = await fetch(`${uncachedUrl}/events/v3/events/query`, {
    method: 'POST',
    headers: ownerJsonHeaders,
    body: queryBody,
  });
  const ownerJson = (await ownerCheck.json()) as { events?: { status: string }[] };
  if (ownerCheck.status !== 200 || ownerJson.events?.length !== 20) {
    throw new Error(`owner query check: ${ownerCheck.status} ${JSON.stringify(ownerJson).slice(0, 300)}`);
  }

  // --- Bare Fastify baseline, same process -------------------------------------------------------
  const bare = Fastify();
  servers.push(bare);
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;
  noteMemory('servers listening, data seeded');
  return {
    bareUrl,
    tesseraUrl,
    uncachedUrl,
    slugPaths,
    visitor,
    jsonHeaders,
    ownerJsonHeaders,
    queryBody,
    dialect: database.dialect,
  };
}

let cpuBefore: NodeJS.CpuUsage | undefined;
let profiler: { running: Profiler; file: string } | null = null;

type Message =
  | { setUp: true; databaseUrl?: string }
  | { begin: string; profile?: string }
  | { end: string }
  | { close: true };

const reply = (message: unknown) => process.send!(message);

process.on('message', (message: Message) => {
  const handle = async (): Promise<unknown> => {
    if ('setUp' in message) return { targets: await setUp(message.databaseUrl) };
    if ('begin' in message) {
      profiler = message.profile ? { running: await startProfiler(), file: message.profile } : null;
      cpuBefore = process.cpuUsage();
      return { begun: message.begin };
    }
    if ('end' in message) {
      const cpu = process.cpuUsage(cpuBefore);
      noteMemory(`after ${message.end}`);
      const profile = profiler ? await profiler.running.stop(profiler.file) : undefined;
      return { cpuUs: cpu.user + cpu.system, profile };
    }
    for (const server of servers.reverse()) await server.close();
    fs.rmSync(tmpDir, { recursive: true, force: true });
    return { maxRssMb: process.resourceUsage().maxRSS / 1024, memoryAt };
  };
  handle().then(
    (answer) => reply({ ok: true, ...(answer as object) }),
    (error: unknown) => reply({ ok: false, error: String((error as Error)?.stack ?? error) }),
  );
});
