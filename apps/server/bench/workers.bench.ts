/**
 * `npm run bench -- workers`: one process (`tessera start`, the baseline) against
 * `tessera start --workers N` (N = one per core up to 4, at least 2), each a real `tessera` binary
 * on a fresh SQLite file with the demo data (BENCH_DB is not read: PostgreSQL is not measured here).
 * Rows: a cached visitor read (get an event by id) and an owner write (create a draft event),
 * autocannon in a child process (./load.ts), BENCH_SECONDS each (5 by default) after a warm-up.
 * Fairness: on a 2-core machine the load generator takes one core of the two, so more workers
 * mostly buy resilience there, not throughput; the numbers say how much.
 */
import os from 'node:os';
import type { LoadJob, LoadResult } from './load.ts';
import { runLoad } from './run-load.ts';
import { benchSite, startTessera } from './tessera-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = 50;
const WORKERS = Math.max(2, Math.min(os.availableParallelism(), 4));
const site = benchSite;
const owner = { authorization: site.TESSERA_API_KEY, 'wix-site-id': site.TESSERA_SITE_ID };

async function measure(job: Omit<LoadJob, 'seconds' | 'connections'>): Promise<LoadResult> {
  if (WARMUP_SECONDS > 0) await runLoad({ ...job, connections: CONNECTIONS, seconds: WARMUP_SECONDS });
  return runLoad({ ...job, connections: CONNECTIONS, seconds: SECONDS });
}

async function measureServer(label: string, args: string[]) {
  const server = await startTessera(args);
  try {
    const token = await fetch(`${server.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: site.TESSERA_CLIENT_ID, grantType: 'anonymous' }),
    });
    const visitor = { authorization: ((await token.json()) as { access_token: string }).access_token };
    const listed = await fetch(`${server.url}/events/v3/events/query`, {
      method: 'POST',
      headers: { ...visitor, 'content-type': 'application/json' },
      body: '{}',
    });
    const events = ((await listed.json()) as { events: { id: string }[] }).events;
    if (!events?.length) throw new Error('no demo events to read');
    const paths = events.map((e) => `/events/v3/events/${e.id}`);
    const read = await measure({ url: server.url, method: 'GET', headers: visitor, paths });
    const write = await measure({
      url: `${server.url}/events/v3/events`,
      method: 'POST',
      headers: { ...owner, 'content-type': 'application/json' },
      body: JSON.stringify({
        draft: true,
        event: {
          title: 'Bench draft',
          location: { type: 'VENUE', name: 'Hall' },
          dateAndTimeSettings: { startDate: '2040-01-01T10:00:00.000Z', endDate: '2040-01-01T12:00:00.000Z' },
          registration: { initialType: 'RSVP' },
        },
      }),
    });
    for (const r of [read, write])
      if (r.non2xx || r.errors) throw new Error(`${label}: ${JSON.stringify(r)}`);
    return { label, read, write };
  } finally {
    await server.stop();
  }
}

const row = (name: string, r: LoadResult, base?: LoadResult) =>
  `  ${name.padEnd(46)} ${r.reqPerSec.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms` +
  (base ? `  ${(r.reqPerSec / base.reqPerSec).toFixed(2)}x` : '');

const baseline = await measureServer('1 process (no --workers)', []);
const pool = await measureServer(`--workers ${WORKERS}`, ['--workers', String(WORKERS)]);
console.log(`\n${CONNECTIONS} connections, ${SECONDS}s each, ${os.availableParallelism()} cores, SQLite`);
console.log(row(`cached visitor read, ${baseline.label}`, baseline.read));
console.log(row(`cached visitor read, ${pool.label}`, pool.read, baseline.read));
console.log(row(`owner write, ${baseline.label}`, baseline.write));
console.log(row(`owner write, ${pool.label}`, pool.write, baseline.write));
