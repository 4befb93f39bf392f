/**
 * `npm run bench -- onsale`: the on-sale rush (issue 14 item 14). Thousands of buyers (one visitor
 * token each) hold one ticket each through the public reservation route over HTTP
 * (POST /events/v1/checkout/reservations), against a real `tessera start`:
 *   - SQLite: one process on a fresh file;
 *   - PostgreSQL: three server processes (`--workers 3`) on one database of a throwaway cluster
 *     (skipped with BENCH_ONSALE_PG=0 or when no PostgreSQL binaries are found).
 * Rows per database: a rush on a large capacity (holds per second and per minute, p99), and a
 * sell-out (twice as many holds wanted as places) whose oversell count must be 0: successful holds,
 * the definition's reserved count and its capacity agree. Beside them, the bare-route baseline of the
 * same run: a bare Fastify POST route answering `{}` under the same load.
 * autocannon runs in a child process (./load.ts), BENCH_SECONDS each (5 by default). Each row
 * also prints the CPU one hold cost: the server processes', and on PostgreSQL the database's
 * backends' (/proc; on a shared box it moves much less than the rates), and the load average.
 * A/B of builds: BENCH_ONSALE_BINS=a=<bin>,b=<bin> (each a `tessera.mjs` beside its own dist/)
 * measures every database's rows with each build in turn, BENCH_ONSALE_ROUNDS times (alternating
 * which goes first), so the shared box's load drifts over both alike.
 */
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { LoadResult } from './load.ts';
import { descendantCpuSeconds, processesMatching } from './process-cpu.ts';
import { runLoad } from './run-load.ts';
import { benchSite, startTessera } from './tessera-process.ts';
import { visitorTokens } from './visitor-tokens.ts';
import { freePort } from '../test/support/free-port.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_ONSALE_CONNECTIONS ?? 100);
const BUYERS = Number(process.env.BENCH_ONSALE_BUYERS ?? 2000);
/** Places of the rush row: more than any run sells, so every hold is measured, none refused. */
const RUSH_CAPACITY = 100_000;
/**
 * Places of the sell-out row: half of what the rush row held in the same time, so demand is
 * twice the places on any machine (a fixed number would not sell out on a slow or busy one).
 */
const sellOutCapacity = (rush: Rush) => Math.max(50, Math.floor(rush.held / 2));
const TARGETS = { sqlite: 120_000, postgres: 60_000 } as const;

const site = benchSite;
const owner = {
  authorization: site.TESSERA_API_KEY,
  'wix-site-id': site.TESSERA_SITE_ID,
  'content-type': 'application/json',
};

async function json(url: string, init: RequestInit): Promise<any> {
  const response = await fetch(url, init);
  const body = await response.json();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function ticketingEvent(url: string): Promise<string> {
  const start = Date.now() + 30 * 86_400_000;
  const created = await json(`${url}/events/v3/events`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({
      event: {
        title: 'On-sale rush',
        location: { type: 'VENUE', name: 'Arena' },
        dateAndTimeSettings: {
          startDate: new Date(start).toISOString(),
          endDate: new Date(start + 3 * 3_600_000).toISOString(),
          timeZoneId: 'Etc/UTC',
        },
        registration: { initialType: 'TICKETING' },
      },
    }),
  });
  return created.event.id;
}

async function definition(url: string, eventId: string, capacity: number): Promise<string> {
  const created = await json(`${url}/events-ticket-definitions/v3/ticket-definitions`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({
      ticketDefinition: {
        eventId,
        name: `Rush ${capacity}`,
        initialLimit: capacity,
        pricingMethod: { fixedPrice: { value: '25.00', currency: 'USD' } },
      },
    }),
  });
  return created.ticketDefinition.id;
}

async function reservedCount(url: string, id: string): Promise<number> {
  const read = await json(
    `${url}/events-ticket-definitions/v3/ticket-definitions/${id}?fields=SALES_DETAILS`,
    {
      headers: owner,
    },
  );
  return read.ticketDefinition.salesDetails.reservedCount;
}

/** One visitor token per buyer (bench/visitor-tokens.ts): thousands of visitors, as a real rush has. */
const buyers = async (url: string, count: number): Promise<Record<string, string>[]> =>
  (await visitorTokens(url, count)).map((authorization) => ({ authorization }));

interface Rush {
  result: LoadResult;
  held: number;
  capacity: number;
  oversold: number;
  /** CPU µs per successful hold: the server processes', the database's (PostgreSQL); null off Linux. */
  cpu: { server: number; database: number } | null;
}

/** CPU seconds so far of the started servers and of the PostgreSQL at `databaseUrl` (its backends). */
function cpuSeconds(databaseUrl: string | undefined) {
  const port = databaseUrl ? new URL(databaseUrl).port : undefined;
  const postmaster = port
    ? processesMatching((line) => /(^|\/)postgres /.test(line) && line.includes(` -p ${port} `))
    : [];
  const servers = descendantCpuSeconds((line) => (line.includes('tessera.mjs') ? 'server' : undefined));
  const database = descendantCpuSeconds(() => 'database', postmaster);
  return servers && database ? { server: servers.server ?? 0, database: database.database ?? 0 } : null;
}

async function rush(
  url: string,
  eventId: string,
  tokens: Record<string, string>[],
  capacity: number,
  databaseUrl: string | undefined,
): Promise<Rush> {
  const id = await definition(url, eventId, capacity);
  const cpuBefore = cpuSeconds(databaseUrl);
  const result = await runLoad({
    url: `${url}/events/v1/checkout/reservations`,
    method: 'POST',
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: { 'content-type': 'application/json' },
    headerCycle: tokens,
    body: JSON.stringify({ eventId, ticketQuantities: [{ ticketDefinitionId: id, quantity: 1 }] }),
  });
  const cpuAfter = cpuSeconds(databaseUrl);
  const held = await reservedCount(url, id);
  const succeeded = result.statusCodes['200'] ?? 0;
  const perHold = (seconds: number) => Math.round((seconds * 1e6) / Math.max(1, succeeded));
  const cpu =
    cpuBefore && cpuAfter
      ? {
          server: perHold(cpuAfter.server - cpuBefore.server),
          database: perHold(cpuAfter.database - cpuBefore.database),
        }
      : null;
  // Oversold: places held beyond the capacity, or holds answered 200 that the counter does not have.
  const oversold = Math.max(0, held - capacity) + Math.max(0, succeeded - held);
  return { result, held, capacity, oversold, cpu };
}

async function measureTessera(label: string, args: string[], env: Record<string, string> = {}, bin?: string) {
  // BENCH_ONSALE_PROFILE=<dir>: the server writes a CPU profile there (bench/profile-summary.ts reads it).
  const profile = process.env.BENCH_ONSALE_PROFILE;
  const nodeArgs = profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profile)] : [];
  const server = await startTessera(args, { env, nodeArgs, startTimeoutMs: 90_000, bin });
  try {
    const eventId = await ticketingEvent(server.url);
    const tokens = await buyers(server.url, BUYERS);
    // Warm-up on a definition of its own (its holds do not count toward the rows).
    await runLoad({
      url: `${server.url}/events/v1/checkout/reservations`,
      method: 'POST',
      connections: CONNECTIONS,
      seconds: 1,
      headers: { 'content-type': 'application/json' },
      headerCycle: tokens,
      body: JSON.stringify({
        eventId,
        ticketQuantities: [
          { ticketDefinitionId: await definition(server.url, eventId, RUSH_CAPACITY), quantity: 1 },
        ],
      }),
    });
    const open = await rush(server.url, eventId, tokens, RUSH_CAPACITY, env.DATABASE_URL);
    const sellOut = await rush(server.url, eventId, tokens, sellOutCapacity(open), env.DATABASE_URL);
    return { label, open, sellOut };
  } finally {
    await server.stop();
  }
}

async function bareBaseline(): Promise<LoadResult> {
  const bare = Fastify({ logger: false });
  bare.post('/reserve', async () => ({}));
  const port = await freePort();
  await bare.listen({ port, host: '127.0.0.1' });
  try {
    return await runLoad({
      url: `http://127.0.0.1:${port}/reserve`,
      method: 'POST',
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: 'e', ticketQuantities: [{ ticketDefinitionId: 'd', quantity: 1 }] }),
    });
  } finally {
    await bare.close();
  }
}

async function postgresCluster(): Promise<{
  newDatabase: () => Promise<string>;
  stop: () => Promise<void>;
} | null> {
  if (process.env.BENCH_ONSALE_PG === '0') return null;
  try {
    const { default: startCluster } = await import('../test/support/global-setup.ts');
    process.env.DB = 'postgres';
    const stop = await startCluster({ provide: () => {} } as never);
    const { createTestDatabaseUrl } = await import('../test/support/database.ts');
    // A database per server run: no run inherits another's rows or its token rate-limit counts.
    const newDatabase = async () => {
      const url = await createTestDatabaseUrl();
      if (!url) throw new Error('no PostgreSQL database');
      return url;
    };
    await newDatabase();
    return { newDatabase, stop: stop ?? (async () => {}) };
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message.split('\n')[0]}`);
    return null;
  }
}

const perSecond = (r: LoadResult) => (r.statusCodes['200'] ?? 0) / SECONDS;
const line = (name: string, r: LoadResult, extra = '') =>
  `  ${name.padEnd(44)} ${perSecond(r).toFixed(0).padStart(6)} holds/s ${(perSecond(r) * 60)
    .toFixed(0)
    .padStart(8)} /min  p99 ${String(r.p99).padStart(4)} ms${extra}`;
const cpuOf = (r: Rush) =>
  r.cpu
    ? `  cpu/hold ${r.cpu.server} µs server${r.cpu.database ? ` + ${r.cpu.database} µs database` : ''}`
    : '';
const load = () => os.loadavg()[0].toFixed(1);
const codes = (r: LoadResult) =>
  Object.entries(r.statusCodes)
    .map(([c, n]) => `${c}:${n}`)
    .join(' ');

/** The builds measured: the checkout's, or those of BENCH_ONSALE_BINS (name=bin,...) in turns. */
const builds: { name: string; bin?: string }[] = process.env.BENCH_ONSALE_BINS
  ? process.env.BENCH_ONSALE_BINS.split(',').map((pair) => {
      const [name, bin] = pair.split('=');
      return { name: ` [${name}]`, bin: path.resolve(bin) };
    })
  : [{ name: '' }];
const rounds = Number(process.env.BENCH_ONSALE_ROUNDS ?? 1);
async function measureBuilds(label: string, args: string[], env: () => Promise<Record<string, string>>) {
  const measured = [];
  for (let round = 0; round < rounds; round++) {
    for (const build of round % 2 ? [...builds].reverse() : builds) {
      const run = await measureTessera(`${label}${build.name}`, args, await env(), build.bin);
      console.log(
        `  measured ${run.label}: ${perSecond(run.open.result).toFixed(0)} holds/s${cpuOf(run.open)}`,
      );
      measured.push(run);
    }
  }
  return measured;
}

const loadBefore = load();
const baseline = await bareBaseline();
const results = await measureBuilds('SQLite, 1 process', [], async () => ({}));
const postgres = await postgresCluster();
if (postgres) {
  try {
    results.push(
      ...(await measureBuilds('PostgreSQL, 3 processes', ['--workers', '3'], async () => ({
        DATABASE_URL: await postgres.newDatabase(),
      }))),
    );
  } finally {
    await postgres.stop();
  }
}

console.log(
  `\nOn-sale rush: ${BUYERS} buyers (a visitor token each), ${CONNECTIONS} connections, ${SECONDS}s per row, ${os.availableParallelism()} cores, load average ${loadBefore} before, ${load()} after`,
);
console.log(
  `  ${'bare Fastify POST route (baseline)'.padEnd(44)} ${baseline.reqPerSec.toFixed(0).padStart(6)} req/s   p99 ${baseline.p99} ms`,
);
let failed = false;
for (const { label, open, sellOut } of results) {
  const target = label.startsWith('SQLite') ? TARGETS.sqlite : TARGETS.postgres;
  console.log(
    line(
      `${label}: rush`,
      open.result,
      `  ${((perSecond(open.result) * 60) / target).toFixed(2)}x of ${target}/min${cpuOf(open)}  (${codes(open.result)})`,
    ),
  );
  console.log(
    line(
      `${label}: sell-out of ${sellOut.capacity}`,
      sellOut.result,
      `  held ${sellOut.held}/${sellOut.capacity}, oversold ${sellOut.oversold}${cpuOf(sellOut)}  (${codes(sellOut.result)})`,
    ),
  );
  const errors = [open, sellOut].some((r) => r.result.errors || (r.result.statusCodes['500'] ?? 0) > 0);
  if (sellOut.held !== sellOut.capacity)
    console.log(`  note: the sell-out held ${sellOut.held} of ${sellOut.capacity}`);
  if (open.oversold || sellOut.oversold || errors) failed = true;
}
if (failed) {
  console.log('FAILED: tickets oversold, or server errors');
  process.exit(1);
}
