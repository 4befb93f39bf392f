/**
 * Events read-path benchmark: `npm run bench` (BENCH_SECONDS=10 by default, BENCH_WARMUP_SECONDS=2).
 *
 * Starts a real Tessera server on a temporary SQLite file, seeds 1,000 events through the API, and
 * load-tests two visitor reads (get-by-slug, a filtered query) against a bare Fastify 5 baseline.
 *
 * Fairness: both servers live in THIS process (same Node flags, same tsx loader, same heap and event
 * loop, only one under load at a time), while autocannon runs in a child process (./load.ts). Putting
 * the load generator in its own process keeps it from stealing event-loop time from the server under
 * test, which would otherwise depress both numbers and inflate latency; with 2 cores the server and the
 * load generator each get roughly one. The ratio to the baseline therefore measures what Tessera's
 * stack (auth, validation, SQL, serialization) costs on top of plain Fastify on the same machine.
 *
 * The targets are judged on the server as configured by default, whose visitor reads go through a
 * 1-second cache that the site's writes clear (platform/read-cache.ts). The same two reads are also
 * measured with that cache off, so the cost of a read that reaches SQL stays visible, and so is the
 * owner's filtered query (owners always read the database), with its own target: at least
 * 0.25 x the bare route and p99 < 20 ms. Beside req/s, each row prints the server's CPU time per
 * request (`cpu µs/req`, and `cpu x` the bare route's): req/s and p99 move with whatever else the
 * machine runs, CPU per request much less.
 *
 * The server is bundled first, as `npm run build` bundles it for `npm start`; BENCH_SOURCE=1 loads
 * its TypeScript sources through tsx instead.
 *
 * BENCH_ONLY=name,name (e.g. `baseline,owner`) measures only the rows whose short name is listed
 * (baseline, slug, query, slug-uncached, query-uncached, owner); the baseline always runs.
 * BENCH_PROFILE=name,name writes a CPU profile of the server during those rows (./cpu-profile.ts).
 *
 * Exits 0 when targets fail (it is a report); non-zero on errors or on any non-2xx response.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LoadJob, LoadResult } from './load.ts';
import { startProfiler } from './cpu-profile.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = 50;
const EVENT_COUNT = 1000;
const TARGET_P99_MS = 20;
// Issue 13 item 14: cached visitor reads at least half the bare route, the owner's query a quarter.
const TARGET_RATIO = 0.5;
const UNCACHED_TARGET_P99_MS = 20;
const UNCACHED_TARGET_RATIO = 0.25;
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
/** Rows to profile (./cpu-profile.ts): BENCH_PROFILE=slug,owner, files in BENCH_PROFILE_DIR. */
const PROFILE = new Set((process.env.BENCH_PROFILE ?? '').split(',').filter(Boolean));
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR ?? process.cwd();
const DAY = 86_400_000;
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The server under test: bundled as `npm run build` bundles it for `npm start` (esbuild, npm
 * dependencies left to node_modules), or its TypeScript sources through tsx with BENCH_SOURCE=1.
 */
async function loadServer(): Promise<typeof import('./server-entry.ts')> {
  if (process.env.BENCH_SOURCE === '1') return import('./server-entry.ts');
  // Inside node_modules, so the bundle's bare imports resolve as the built server's do.
  const outfile = path.join(here, '../node_modules/.cache/tessera-bench/server.mjs');
  await esbuild.build({
    entryPoints: [path.join(here, 'server-entry.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-dependencies',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@tessera/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return import(pathToFileURL(outfile).href);
}

function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, 'load.ts'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let settled = false;
    child.on('message', (message: { ok: boolean; result?: LoadResult; error?: string }) => {
      settled = true;
      if (message.ok) resolve(message.result!);
      else reject(new Error(`load generator failed: ${message.error}`));
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (!settled) reject(new Error(`load generator exited with code ${code} before reporting`));
    });
    child.send(job);
  });
}

type Measured = LoadResult & { cpuUsPerRequest: number };

async function measure(name: string, job: Omit<LoadJob, 'seconds' | 'connections'>): Promise<Measured> {
  if (WARMUP_SECONDS > 0) await runLoad({ ...job, connections: CONNECTIONS, seconds: WARMUP_SECONDS });
  process.stdout.write(`  measuring ${name} (${CONNECTIONS} connections, ${SECONDS}s)...\n`);
  const profiler = PROFILE.has(name) ? await startProfiler() : null;
  const cpuBefore = process.cpuUsage();
  const result = await runLoad({ ...job, connections: CONNECTIONS, seconds: SECONDS });
  const cpu = process.cpuUsage(cpuBefore);
  if (profiler) {
    const file = await profiler.stop(path.join(PROFILE_DIR, `${name}.cpuprofile`));
    console.log(`  profile of ${name}: ${file} (${result.requests} requests)`);
  }
  // CPU time of this process (the servers; the load generator is another process) per request:
  // unlike req/s it hardly moves with what else the machine runs.
  return { ...result, cpuUsPerRequest: (cpu.user + cpu.system) / Math.max(1, result.requests) };
}

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

/**
 * BENCH_DB=postgres: a database on a throwaway PostgreSQL cluster, started as the test suite
 * starts its own (test/support/global-setup.ts); SQLite in a temp file otherwise.
 */
async function benchDatabaseUrl(): Promise<{ url?: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_DB !== 'postgres') return { stop: async () => {} };
  const { default: startCluster } = await import('../test/support/global-setup.ts');
  process.env.DB = 'postgres';
  const stop = await startCluster({ provide: () => {} } as never);
  const { createTestDatabaseUrl } = await import('../test/support/database.ts');
  return { url: await createTestDatabaseUrl(), stop: stop ?? (async () => {}) };
}

/** Resident memory at each stage of the run, to tell what the process holds from what load adds. */
const memoryAt: [stage: string, rssMb: number, heapMb: number][] = [];
const noteMemory = (stage: string) => {
  const { rss, heapUsed } = process.memoryUsage();
  memoryAt.push([stage, rss / 2 ** 20, heapUsed / 2 ** 20]);
};

async function main(): Promise<void> {
  noteMemory('bench started');
  const { buildApp, openDatabase, migrateToLatest, provisionSite } = await loadServer();
  noteMemory('server code loaded');
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-'));
  const servers: FastifyInstance[] = [];
  const postgres = await benchDatabaseUrl();
  try {
    // --- Tessera on a temp SQLite file, or PostgreSQL (BENCH_DB=postgres) -------------------------
    const database = openDatabase({
      databaseUrl: postgres.url,
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

    // --- Measure -----------------------------------------------------------------------------------
    console.log(`\nLoad: autocannon in a child process, warm-up ${WARMUP_SECONDS}s before each run`);
    type Target = 'cached' | 'uncached' | null;
    const results: { name: string; r: Measured; target: Target }[] = [];
    const rowsToMeasure: {
      short: string;
      name: string;
      target: Target;
      job: Omit<LoadJob, 'seconds' | 'connections'>;
    }[] = [
      {
        short: 'baseline',
        name: 'baseline (bare Fastify)',
        target: null,
        job: { url: bareUrl, method: 'GET' },
      },
      {
        short: 'slug',
        name: 'get-by-slug (visitor)',
        target: 'cached',
        job: { url: tesseraUrl, method: 'GET', headers: visitor, paths: slugPaths },
      },
      {
        short: 'query',
        name: 'query UPCOMING (visitor)',
        target: 'cached',
        job: {
          url: `${tesseraUrl}/events/v3/events/query`,
          method: 'POST',
          headers: jsonHeaders,
          body: queryBody,
        },
      },
      {
        short: 'slug-uncached',
        name: 'get-by-slug, no read cache',
        target: null,
        job: { url: uncachedUrl, method: 'GET', headers: visitor, paths: slugPaths },
      },
      {
        short: 'query-uncached',
        name: 'query, no read cache',
        target: null,
        job: {
          url: `${uncachedUrl}/events/v3/events/query`,
          method: 'POST',
          headers: jsonHeaders,
          body: queryBody,
        },
      },
      {
        // Owners are never served from the read cache: every query reaches SQL.
        short: 'owner',
        name: 'query UPCOMING (owner, no cache)',
        target: 'uncached',
        job: {
          url: `${uncachedUrl}/events/v3/events/query`,
          method: 'POST',
          headers: ownerJsonHeaders,
          body: queryBody,
        },
      },
    ];
    for (const row of rowsToMeasure) {
      if (row.short !== 'baseline' && ONLY && !ONLY.has(row.short)) continue;
      results.push({ name: row.name, r: await measure(row.short, row.job), target: row.target });
      noteMemory(`after ${row.short}`);
    }

    // --- Report ------------------------------------------------------------------------------------
    const baselineRps = results[0].r.reqPerSec;
    const limitsOf = (target: Target) =>
      target === 'uncached'
        ? { p99: UNCACHED_TARGET_P99_MS, ratio: UNCACHED_TARGET_RATIO }
        : { p99: TARGET_P99_MS, ratio: TARGET_RATIO };
    const verdict = (target: Target, r: LoadResult) =>
      r.p99 < limitsOf(target).p99 && r.reqPerSec / baselineRps >= limitsOf(target).ratio;
    const rows = results.map(({ name, r, target }) => {
      const ratio = r.reqPerSec / baselineRps;
      const limits = limitsOf(target);
      return {
        endpoint: name,
        'req/s': Math.round(r.reqPerSec),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'max ms': r.max,
        'x baseline': ratio.toFixed(3),
        'cpu µs/req': Math.round(r.cpuUsPerRequest),
        'cpu x': (r.cpuUsPerRequest / results[0].r.cpuUsPerRequest).toFixed(2),
        requests: r.requests,
        'non-2xx': r.non2xx,
        errors: r.errors + r.timeouts,
        target: target ? `p99<${limits.p99}ms, >=${limits.ratio}x` : '-',
        verdict: target ? (verdict(target, r) ? 'PASS' : 'FAIL') : '-',
      };
    });
    const serverCode =
      (process.env.BENCH_SOURCE === '1' ? 'TypeScript sources via tsx' : 'bundled as for npm start') +
      `, ${database.dialect}`;
    console.log(
      `\nResults (${CONNECTIONS} connections, ${SECONDS}s each, Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(2)}, server ${serverCode}):`,
    );
    console.table(rows);
    const judged = (target: Target) => results.filter((x) => x.target === target);
    const cached = judged('cached');
    if (cached.length) {
      const pass = cached.every(({ r }) => verdict('cached', r));
      console.log(
        `Targets, cached visitor reads (p99 < ${TARGET_P99_MS} ms, req/s >= ${TARGET_RATIO} x baseline): ${pass ? 'PASS' : 'FAIL'}`,
      );
    }
    for (const { r } of judged('uncached')) {
      console.log(
        `Target, owner query without cache (p99 < ${UNCACHED_TARGET_P99_MS} ms, req/s >= ${UNCACHED_TARGET_RATIO} x baseline): ` +
          `${(r.reqPerSec / baselineRps).toFixed(3)} x, p99 ${r.p99} ms: ${verdict('uncached', r) ? 'PASS' : 'FAIL'}`,
      );
    }
    console.log(`Peak RSS of the server process: ${(process.resourceUsage().maxRSS / 1024).toFixed(1)} MB`);
    console.log(
      `Memory by stage (RSS / JS heap used, MB): ${memoryAt
        .map(([stage, rss, heap]) => `${stage} ${rss.toFixed(0)} / ${heap.toFixed(0)}`)
        .join('; ')}`,
    );

    const bad = results.filter(({ r }) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0);
    if (bad.length) {
      for (const { name, r } of bad) {
        console.error(
          `ERROR: ${name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts; status codes ${JSON.stringify(r.statusCodes)}`,
        );
      }
      throw new Error('benchmark saw failed requests');
    }
  } finally {
    for (const server of servers.reverse()) await server.close();
    await postgres.stop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
