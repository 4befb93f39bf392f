/**
 * Events read-path benchmark: `npm run bench` (BENCH_SECONDS=10 by default, BENCH_WARMUP_SECONDS=2).
 *
 * Starts a real Tessera server on a temporary SQLite file, seeds 1,000 events through the API, and
 * load-tests two visitor reads (get-by-slug, a filtered query) against a bare Fastify 5 baseline.
 *
 * Fairness: both servers live in ONE process (./server-host.ts: same Node flags, same heap and event
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
 * The bare route is measured beside every row: once before the first row and again after each row
 * (baseline, slug, baseline, query, baseline, ...), and each row is judged against the mean of the two
 * baseline runs around it. Measured once, first, the baseline's own CPU per request moved 21–31 µs
 * between runs on this shared machine, and every ratio swung with it by a third.
 *
 * BENCH_ONLY=name,name (e.g. `baseline,owner`) measures only the rows whose short name is listed
 * (baseline, slug, query, slug-uncached, query-uncached, owner); the baseline always runs.
 * BENCH_PROFILE=name,name writes a CPU profile of the server during those rows (./cpu-profile.ts;
 * the baseline's first run only).
 *
 * Exits 0 when targets fail (it is a report); non-zero on errors or on any non-2xx response.
 */
import os from 'node:os';
import path from 'node:path';
import { bundleHost, forkHost, measureRow, type Host, type Measured } from './bench-host.ts';
import { measureBesideBaseline, type Baseline } from './baseline-around.ts';
import type { LoadJob, LoadResult } from './load.ts';
import { eventRows, type Target } from './event-rows.ts';
import type { BenchTargets } from './server-host.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = 50;
const TARGET_P99_MS = 20;
// Issue 13 item 14: cached visitor reads at least half the bare route, the owner's query a quarter.
const TARGET_RATIO = 0.5;
const UNCACHED_TARGET_P99_MS = 20;
const UNCACHED_TARGET_RATIO = 0.25;
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
/** Rows to profile (./cpu-profile.ts): BENCH_PROFILE=slug,owner, files in BENCH_PROFILE_DIR. */
const PROFILE = new Set((process.env.BENCH_PROFILE ?? '').split(',').filter(Boolean));
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR ?? process.cwd();

/** The server process (./bench-host.ts): bundled as for `npm start`, or the sources with BENCH_SOURCE=1. */
async function startHost(): Promise<Host> {
  return forkHost(process.env.BENCH_SOURCE === '1' ? 'sources' : await bundleHost());
}

async function measure(
  name: string,
  job: Omit<LoadJob, 'seconds' | 'connections'>,
  profiled = PROFILE.has(name),
): Promise<Measured> {
  process.stdout.write(`  measuring ${name} (${CONNECTIONS} connections, ${SECONDS}s)...\n`);
  const profile = profiled ? path.join(PROFILE_DIR, `${name}.cpuprofile`) : undefined;
  const options = { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, profile };
  return measureRow(measureIn!, name, job, options);
}

let measureIn: Host | undefined;

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

async function main(): Promise<void> {
  const postgres = await benchDatabaseUrl();
  const host = await startHost();
  try {
    const { targets } = await host.ask<{ targets: BenchTargets }>({ setUp: true, databaseUrl: postgres.url });
    measureIn = host;

    // --- Measure -----------------------------------------------------------------------------------
    console.log(`\nLoad: autocannon in a child process, warm-up ${WARMUP_SECONDS}s before each run`);
    // The bare route before the first row and after each row (./baseline-around.ts); only its
    // first run is profiled when asked.
    const [bareRow, ...otherRows] = eventRows(targets);
    const rowsToMeasure = otherRows.filter((row) => !ONLY || ONLY.has(row.short));
    const measured = await measureBesideBaseline(
      rowsToMeasure,
      (row) => measure(row.short, row.job),
      (first) => measure(bareRow.short, bareRow.job, first && PROFILE.has(bareRow.short)),
    );
    const baselines = measured.bareRuns;
    const results = measured.results.map(({ row, r, around }) => ({
      name: row.name,
      r,
      target: row.target,
      around,
    }));

    // --- Report ------------------------------------------------------------------------------------
    const limitsOf = (target: Target) =>
      target === 'uncached'
        ? { p99: UNCACHED_TARGET_P99_MS, ratio: UNCACHED_TARGET_RATIO }
        : { p99: TARGET_P99_MS, ratio: TARGET_RATIO };
    const verdict = (target: Target, r: LoadResult, around: Baseline) =>
      r.p99 < limitsOf(target).p99 && r.reqPerSec / around.reqPerSec >= limitsOf(target).ratio;
    const bareRuns = baselines.map((r, i) => ({ name: `${bareRow.name} #${i + 1}`, r }));
    const bareRows = bareRuns.map(({ name, r }) => ({
      endpoint: name,
      'req/s': Math.round(r.reqPerSec),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'max ms': r.max,
      'cpu µs/req': Math.round(r.cpuUsPerRequest),
      requests: r.requests,
      'non-2xx': r.non2xx,
      errors: r.errors + r.timeouts,
    }));
    const rows = results.map(({ name, r, target, around }) => {
      const limits = limitsOf(target);
      return {
        endpoint: name,
        'req/s': Math.round(r.reqPerSec),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'max ms': r.max,
        'baseline req/s': Math.round(around.reqPerSec),
        'x baseline': (r.reqPerSec / around.reqPerSec).toFixed(3),
        'cpu µs/req': Math.round(r.cpuUsPerRequest),
        'baseline cpu': Math.round(around.cpuUsPerRequest),
        'cpu x': (r.cpuUsPerRequest / around.cpuUsPerRequest).toFixed(2),
        requests: r.requests,
        'non-2xx': r.non2xx,
        errors: r.errors + r.timeouts,
        target: target ? `p99<${limits.p99}ms, >=${limits.ratio}x` : '-',
        verdict: target ? (verdict(target, r, around) ? 'PASS' : 'FAIL') : '-',
      };
    });
    const serverCode =
      (process.env.BENCH_SOURCE === '1' ? 'TypeScript sources via tsx' : 'bundled as for npm start') +
      `, ${targets.dialect}`;
    console.log(
      `\nResults (${CONNECTIONS} connections, ${SECONDS}s each, Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(2)}, server ${serverCode}):`,
    );
    console.log('Each row against the mean of the bare route measured just before and just after it:');
    console.table(rows);
    console.log('The bare route (baseline) runs, in order:');
    console.table(bareRows);
    const judged = (target: Target) => results.filter((x) => x.target === target);
    const cached = judged('cached');
    if (cached.length) {
      const pass = cached.every(({ r, around }) => verdict('cached', r, around));
      console.log(
        `Targets, cached visitor reads (p99 < ${TARGET_P99_MS} ms, req/s >= ${TARGET_RATIO} x baseline): ${pass ? 'PASS' : 'FAIL'}`,
      );
    }
    for (const { r, around } of judged('uncached')) {
      console.log(
        `Target, owner query without cache (p99 < ${UNCACHED_TARGET_P99_MS} ms, req/s >= ${UNCACHED_TARGET_RATIO} x baseline): ` +
          `${(r.reqPerSec / around.reqPerSec).toFixed(3)} x, p99 ${r.p99} ms: ${verdict('uncached', r, around) ? 'PASS' : 'FAIL'}`,
      );
    }
    const memory = await host.ask<{ maxRssMb: number; memoryAt: [string, number, number][] }>({
      close: true,
    });
    console.log(`Peak RSS of the server process: ${memory.maxRssMb.toFixed(1)} MB (target < 250 MB)`);
    console.log(
      `Memory of the server process by stage (RSS / JS heap used, MB): ${memory.memoryAt
        .map(([stage, rss, heap]) => `${stage} ${rss.toFixed(0)} / ${heap.toFixed(0)}`)
        .join('; ')}`,
    );

    const bad = [...bareRuns, ...results].filter(({ r }) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0);
    if (bad.length) {
      for (const { name, r } of bad) {
        console.error(
          `ERROR: ${name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts; status codes ${JSON.stringify(r.statusCodes)}`,
        );
      }
      throw new Error('benchmark saw failed requests');
    }
  } finally {
    host.stop();
    await postgres.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
