/**
 * `npm run bench -- products`: the store's product query (issue 15 item 11, first part).
 *
 * A Tessera server on a temporary SQLite file (BENCH_DB=postgres: a throwaway PostgreSQL cluster)
 * with 10,000 products (600 collections, 20% of products hidden), and the visitor's platformized
 * product query (GET /stores-reader/v1/products/query-platformized, `.r` form as the official SDK
 * sends it: a collection's products by `collections.id $hasSome`, sorted by price, a page of 12)
 * measured:
 *   - cached: the server as configured by default (visitor reads kept up to READ_CACHE_MS = 1 s),
 *     20 distinct requests (a shop's hot pages);
 *   - uncached: the same server with the read cache off (every request reaches SQL), cycling over
 *     200 distinct requests (collections × pages);
 *   - uncached name search: `name $startsWith` over the whole catalog, sorted by name.
 * Beside the bare-route baseline (a bare Fastify GET answering a small JSON), measured in slices of
 * BENCH_BASELINE_SECONDS (half of BENCH_SECONDS) before and after every row: each row is judged
 * against the mean of the two slices around it, as the bare route's own figures move with the
 * machine's load by a third between runs. Targets: cached ≥ 0.5 × baseline with p99 < 20 ms;
 * uncached collection page ≥ 0.15 ×; uncached name search ≥ 0.15 × with p99 < 20 ms.
 *
 * The server is bundled first, as `npm run build` bundles it for `npm start` (./bench-host.ts);
 * BENCH_SOURCE=1 loads the TypeScript sources through tsx instead (slower: tsx keeps every
 * function's name at run time; use it for profiles, whose frames then name the source files).
 * BENCH_AT_HEAD=src/a.ts,src/b.ts bundles those files as committed (at BENCH_AT_REV, HEAD by
 * default; the rest as they are): with and without it in turns is an A/B of one's own change.
 *
 * Servers run in this process, autocannon in a child process (./load.ts), BENCH_SECONDS each
 * (10 by default) after BENCH_WARMUP_SECONDS (2); BENCH_ONLY=cached,... measures only those rows,
 * each beside its baseline slices. Exits 0 when targets fail (it is a report);
 * non-zero on errors or any non-2xx answer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { bundleDir, bundleHost, filesAtRevision, type Measured } from './bench-host.ts';
import type { LoadJob, LoadResult } from './load.ts';
import { runLoad } from './run-load.ts';
import { measureBesideBaseline } from './baseline-around.ts';
import { startProfiler } from './cpu-profile.ts';
import { seedCollection, seedProducts } from '../test/catalog-queries/seed.ts';
import { takePlannerStatistics } from './planner-statistics.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
/** Each slice of the bare route, measured before and after every row. */
const BASELINE_SECONDS = Number(process.env.BENCH_BASELINE_SECONDS ?? Math.max(2, Math.round(SECONDS / 2)));
const CONNECTIONS = 50;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const COLLECTIONS = 600;
const TARGETS = {
  cached: { ratio: 0.5, p99: 20 },
  uncached: { ratio: 0.15, p99: Infinity },
  search: { ratio: 0.15, p99: 20 },
} as const;
const benchHttp = { maxRequestsPerSocket: 0 };
/** Rows to profile (./cpu-profile.ts): BENCH_PROFILE=cached,uncached,search, files in BENCH_PROFILE_DIR. */
const PROFILE = new Set((process.env.BENCH_PROFILE ?? '').split(',').filter(Boolean));
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR ?? process.cwd();

const servers: FastifyInstance[] = [];
const listen = async (server: FastifyInstance) => {
  servers.push(server);
  await server.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
};

const encoded = (payload: unknown) => `.r=${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
const QUERY_PATH = '/stores-reader/v1/products/query-platformized';

type ServerEntry = typeof import('./server-entry.ts');

/** The server's entry points: bundled as for `npm start`, or the sources (BENCH_SOURCE=1). */
async function loadServer(): Promise<{ server: ServerEntry; build: string; dispose: () => void }> {
  if (process.env.BENCH_SOURCE === '1') {
    return { server: await import('./server-entry.ts'), build: 'sources via tsx', dispose: () => {} };
  }
  const atHead = process.env.BENCH_AT_HEAD;
  const outfile = path.join(bundleDir, `products-server-${process.pid}.mjs`);
  const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server-entry.ts');
  const rev = process.env.BENCH_AT_REV ?? 'HEAD';
  await bundleHost(outfile, filesAtRevision(atHead, rev), entry);
  return {
    server: (await import(pathToFileURL(outfile).href)) as ServerEntry,
    build: `bundled${atHead ? `, ${atHead} as at ${rev}` : ''}`,
    dispose: () => fs.rmSync(outfile, { force: true }),
  };
}

async function benchDatabaseUrl(): Promise<{ url?: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_DB !== 'postgres') return { stop: async () => {} };
  const { default: startCluster } = await import('../test/support/global-setup.ts');
  process.env.DB = 'postgres';
  const stop = await startCluster({ provide: () => {} } as never);
  const { createTestDatabaseUrl } = await import('../test/support/database.ts');
  return { url: await createTestDatabaseUrl(), stop: stop ?? (async () => {}) };
}

async function main(): Promise<void> {
  const { server, build, dispose } = await loadServer();
  const { buildApp, migrateToLatest, openDatabase, provisionSite } = server;
  const postgres = await benchDatabaseUrl();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-products-bench-'));
  try {
    const database = openDatabase({
      databaseUrl: postgres.url,
      sqliteFile: path.join(tmp, 'bench.sqlite'),
      poolSize: 10,
    });
    await migrateToLatest(database.db);
    const site = await provisionSite(database.db, { name: 'Products bench' });

    // --- 10,000 products in 600 collections --------------------------------------------------------
    const seedStart = performance.now();
    const collections: string[] = [];
    for (let c = 0; c < COLLECTIONS; c++) {
      collections.push(
        await seedCollection(database.db, site.siteId, { name: `Collection ${c}`, slug: `collection-${c}` }),
      );
    }
    const words = ['Classic', 'Cotton', 'Linen', 'Denim', 'Wool', 'Silk', 'Canvas', 'Leather'];
    const kinds = ['shirt', 'hat', 'bag', 'scarf', 'mug', 'poster', 'sock', 'belt'];
    const products = Array.from({ length: PRODUCTS }, (_, i) => ({
      name: `${words[i % words.length]} ${kinds[(i >> 3) % kinds.length]} ${String(i).padStart(5, '0')}`,
      priceMinor: 500 + ((i * 7919) % 20_000),
      visible: i % 5 !== 4,
      collectionIds: [collections[i % COLLECTIONS], collections[(i * 31 + 7) % COLLECTIONS]],
      ...(i % 4 === 0
        ? {
            option: {
              name: 'Size',
              choices: [{ description: 'S' }, { description: 'M' }, { description: 'L' }],
            },
          }
        : {}),
    }));
    for (let i = 0; i < products.length; i += 1000) {
      await seedProducts(database.db, site.siteId, products.slice(i, i + 1000));
    }
    // As a server started on this catalog or running a few minutes would have them: without them
    // SQLite reads a collection page through the site's whole price index (25 ms instead of 0.1 ms).
    await takePlannerStatistics(database);
    console.log(
      `Seeded ${PRODUCTS} products in ${COLLECTIONS} collections in ${((performance.now() - seedStart) / 1000).toFixed(1)}s (${database.dialect})`,
    );

    // --- Servers: Tessera (default read cache), Tessera without it, bare Fastify -------------------
    const app = await buildApp({
      database,
      publicUrl: 'http://127.0.0.1',
      logLevel: 'silent',
      siteConfig: { siteId: site.siteId, clientId: site.clientId },
      ownsDatabase: true,
      http: benchHttp,
    });
    const tesseraUrl = await listen(app.server);
    const uncached = await buildApp({
      database,
      publicUrl: 'http://127.0.0.1',
      logLevel: 'silent',
      visitorCacheMs: 0,
      http: benchHttp,
    });
    const uncachedUrl = await listen(uncached.server);
    const bare = Fastify();
    bare.get('/', async () => ({ hello: 'world' }));
    const bareUrl = await listen(bare);

    const token = await app.server.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { clientId: site.clientId, grantType: 'anonymous' },
    });
    const visitor = { authorization: token.json().access_token as string };

    // The store template's reads: a collection's page sorted by price; a name search.
    const collectionPaths = Array.from(
      { length: 200 },
      (_, i) =>
        `${QUERY_PATH}?${encoded({
          query: {
            filter: { 'collections.id': { $hasSome: [collections[i % 50]] } },
            sort: [{ fieldName: 'price', order: 'ASC' }],
            paging: { limit: 12, offset: 12 * Math.floor(i / 50) },
          },
        })}`,
    );
    const searchPaths = words.flatMap((word) =>
      kinds.map(
        (kind) =>
          `${QUERY_PATH}?${encoded({ query: { filter: { name: { $startsWith: `${word} ${kind}`.toLowerCase() } }, sort: [{ fieldName: 'name' }], paging: { limit: 12 } } })}`,
      ),
    );
    for (const check of [collectionPaths[0], searchPaths[0]]) {
      const response = await fetch(tesseraUrl + check, { headers: visitor });
      const body = (await response.json()) as { products?: unknown[]; metadata?: { total?: number } };
      if (response.status !== 200 || !body.products?.length) {
        throw new Error(`query check: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      }
    }

    // --- Measure -------------------------------------------------------------------------------------
    type Target = keyof typeof TARGETS;
    const bareJob: Omit<LoadJob, 'seconds' | 'connections'> = { url: bareUrl, method: 'GET' };
    const allRows: {
      name: string;
      slug: string;
      target: Target;
      job: Omit<LoadJob, 'seconds' | 'connections'>;
    }[] = [
      {
        // A shop's home and collection pages: 20 distinct requests, each asked many times a second.
        name: 'collection page by price (visitor, cached)',
        slug: 'cached',
        target: 'cached',
        job: { url: tesseraUrl, method: 'GET', headers: visitor, paths: collectionPaths.slice(0, 20) },
      },
      {
        name: 'collection page by price (visitor, uncached)',
        slug: 'uncached',
        target: 'uncached',
        job: { url: uncachedUrl, method: 'GET', headers: visitor, paths: collectionPaths },
      },
      {
        name: 'name $startsWith (visitor, uncached)',
        slug: 'search',
        target: 'search',
        job: { url: uncachedUrl, method: 'GET', headers: visitor, paths: searchPaths },
      },
    ];
    // BENCH_ONLY=cached,uncached,search: only those rows (each still beside its own baseline).
    const only = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
    const rows = allRows.filter((row) => only.size === 0 || only.has(row.slug));
    // The servers run in this process and the load generator in a child: this process's CPU time
    // during a row is the server's, a figure the machine's other load moves much less than req/s.
    const measure = async (
      job: Omit<LoadJob, 'seconds' | 'connections'>,
      seconds: number,
      slug?: string,
    ): Promise<Measured> => {
      const profiler = slug && PROFILE.has(slug) ? await startProfiler() : null;
      const cpuBefore = process.cpuUsage();
      const r = await runLoad({ ...job, connections: CONNECTIONS, seconds });
      const cpu = process.cpuUsage(cpuBefore);
      if (profiler) {
        const file = await profiler.stop(path.join(PROFILE_DIR, `products-${slug}.cpuprofile`));
        console.log(`  profile of ${slug}: ${file} (${r.requests} requests)`);
      }
      return { ...r, cpuUsPerRequest: (cpu.user + cpu.system) / Math.max(1, r.requests) };
    };
    const warm = async (job: Omit<LoadJob, 'seconds' | 'connections'>) => {
      if (WARMUP_SECONDS > 0) await runLoad({ ...job, connections: CONNECTIONS, seconds: WARMUP_SECONDS });
    };
    // Each row against the bare route measured right before and right after it (./baseline-around.ts),
    // in slices of BASELINE_SECONDS.
    const { bareRuns: baselines, results } = await measureBesideBaseline(
      rows,
      async (row) => {
        await warm(row.job);
        process.stdout.write(`  measuring ${row.name} (${CONNECTIONS} connections, ${SECONDS}s)...\n`);
        return measure(row.job, SECONDS, row.slug);
      },
      async (first) => {
        if (first) await warm(bareJob);
        process.stdout.write(
          first
            ? `  measuring baseline (bare Fastify) (${CONNECTIONS} connections, ${BASELINE_SECONDS}s)...\n`
            : `  measuring baseline (bare Fastify) again (${BASELINE_SECONDS}s)...\n`,
        );
        return measure(bareJob, BASELINE_SECONDS);
      },
    );

    // --- Report --------------------------------------------------------------------------------------
    const pass = (target: Target, r: LoadResult, baseline: number) =>
      r.reqPerSec / baseline >= TARGETS[target].ratio && r.p99 < TARGETS[target].p99;
    console.log(
      `\nResults (${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS}s each, Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(2)}, ${database.dialect}, ${build}):`,
    );
    console.log(
      `  bare Fastify route, each slice: ${baselines.map((b) => `${Math.round(b.reqPerSec)} req/s ${b.cpuUsPerRequest.toFixed(1)} µs`).join(' | ')}`,
    );
    console.log('  each row against the mean of the bare-route slices right before and after it:');
    console.table(
      results.map(({ row: { name, target }, r, around }) => ({
        endpoint: name,
        'req/s': Math.round(r.reqPerSec),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'bare req/s': Math.round(around.reqPerSec),
        'x baseline': (r.reqPerSec / around.reqPerSec).toFixed(3),
        'cpu µs/req': Math.round(r.cpuUsPerRequest),
        'bare cpu µs': around.cpuUsPerRequest.toFixed(1),
        'cpu x': (r.cpuUsPerRequest / around.cpuUsPerRequest).toFixed(2),
        requests: r.requests,
        'non-2xx': r.non2xx,
        target: `>=${TARGETS[target].ratio}x${Number.isFinite(TARGETS[target].p99) ? `, p99<${TARGETS[target].p99}ms` : ''}`,
        verdict: pass(target, r, around.reqPerSec) ? 'PASS' : 'FAIL',
      })),
    );
    const measured = [
      ...baselines.map((r) => ({ name: 'baseline (bare Fastify)', r })),
      ...results.map(({ row, r }) => ({ name: row.name, r })),
    ];
    const bad = measured.filter(({ r }) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0);
    if (bad.length) {
      for (const { name, r } of bad)
        console.error(`ERROR: ${name}: status codes ${JSON.stringify(r.statusCodes)}, ${r.errors} errors`);
      throw new Error('benchmark saw failed requests');
    }
  } finally {
    for (const server of servers) await server.close().catch(() => {});
    await postgres.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
    dispose();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
