/**
 * `npm run bench -- storeflow`: the store's purchase flow (issue 15 item 11). Many buyers (one
 * visitor token each) go add-to-cart → create-checkout → create-order over HTTP against a real
 * `tessera start`:
 *   - SQLite: one process on a fresh file;
 *   - PostgreSQL: three server processes (`--workers 3`) on one database of a throwaway cluster
 *     (skipped with BENCH_STOREFLOW_PG=0 or when no PostgreSQL binaries are found).
 * Rows per database: a rush on a large stock (completed orders per second, the flow's p99), and a
 * sell-out (half of what the rush sold in the same time, so demand is twice the stock) whose
 * oversold count must be 0: the units of the orders answered 200, read back one by one, equal the
 * stock taken (before − after) and never exceed the stock. Beside them, the bare-route baseline of
 * the same run (a bare Fastify POST route answering `{}`, through autocannon). The flows run in a
 * child process (./store-flow-load.ts), BENCH_SECONDS each (5 by default).
 *
 * On a shared box the rate follows the load; the server's CPU time per completed order (Linux:
 * /proc, every process of the started server) does much less, so the rush row prints it too.
 */
import os from 'node:os';
import Fastify from 'fastify';
import type { LoadResult } from './load.ts';
import { runLoad } from './run-load.ts';
import type { FlowResult } from './store-flow-load.ts';
import { BUYERS, CONCURRENCY, measureTessera, perSecond, SECONDS, TARGET_SQLITE } from './store-flow-rows.ts';
import { freePort } from '../test/support/free-port.ts';

async function bareBaseline(): Promise<LoadResult> {
  const bare = Fastify({ logger: false });
  bare.post('/order', async () => ({}));
  const port = await freePort();
  await bare.listen({ port, host: '127.0.0.1' });
  try {
    return await runLoad({
      url: `http://127.0.0.1:${port}/order`,
      method: 'POST',
      connections: CONCURRENCY,
      seconds: SECONDS,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lineItems: [{ catalogReference: { catalogItemId: 'p' }, quantity: 1 }] }),
    });
  } finally {
    await bare.close();
  }
}

async function postgresCluster(): Promise<{ url: string; stop: () => Promise<void> } | null> {
  if (process.env.BENCH_STOREFLOW_PG === '0') return null;
  try {
    const { default: startCluster } = await import('../test/support/global-setup.ts');
    process.env.DB = 'postgres';
    const stop = await startCluster({ provide: () => {} } as never);
    const { createTestDatabaseUrl } = await import('../test/support/database.ts');
    const url = await createTestDatabaseUrl();
    if (!url) throw new Error('no PostgreSQL database');
    return { url, stop: stop ?? (async () => {}) };
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message.split('\n')[0]}`);
    return null;
  }
}

const refusals = (f: FlowResult) =>
  Object.entries(f.refused)
    .map(([k, n]) => `${k}:${n}`)
    .join(' ') || 'none';

const baseline = await bareBaseline();
const results = [await measureTessera('SQLite, 1 process', [])];
const postgres = await postgresCluster();
if (postgres) {
  try {
    results.push(
      await measureTessera('PostgreSQL, 3 processes', ['--workers', '3'], {
        env: { DATABASE_URL: postgres.url },
      }),
    );
  } finally {
    await postgres.stop();
  }
}

console.log(
  `\nStore flow (add-to-cart → create-checkout → create-order): ${BUYERS} buyers (a visitor token each), ` +
    `${CONCURRENCY} at once, ${SECONDS}s per row, ${os.availableParallelism()} cores`,
);
console.log(
  `  ${'bare Fastify POST route (baseline)'.padEnd(40)} ${baseline.reqPerSec.toFixed(0).padStart(7)} req/s     p99 ${baseline.p99} ms`,
);
let failed = false;
for (const { label, rush, sellOut } of results) {
  const rate = perSecond(rush.flows);
  const target = label.startsWith('SQLite')
    ? `  ${(rate / TARGET_SQLITE).toFixed(2)}x of ${TARGET_SQLITE}/s`
    : '';
  console.log(
    `  ${`${label}: rush`.padEnd(40)} ${rate.toFixed(0).padStart(7)} orders/s  flow p99 ${rush.flows.flowP99} ms` +
      `  (${((rate * 3) / baseline.reqPerSec).toFixed(3)}x of the baseline in requests)${target}` +
      `  refused: ${refusals(rush.flows)}, oversold ${rush.oversold}`,
  );
  console.log(
    `  ${''.padEnd(40)} mean answer per step: ${Object.entries(rush.flows.stepMeanMs)
      .map(([step, ms]) => `${step} ${ms} ms`)
      .join(', ')}` + (rush.cpuMsPerOrder === null ? '' : `; server CPU ${rush.cpuMsPerOrder} ms per order`),
  );
  if (rush.oversold || rush.flows.errors) failed = true;
  if (!sellOut) continue;
  console.log(
    `  ${`${label}: sell-out of ${sellOut.stock}`.padEnd(40)} ${String(sellOut.flows.completed).padStart(7)} orders` +
      `    units ordered ${sellOut.units}, stock taken ${sellOut.taken}/${sellOut.stock}, oversold ${sellOut.oversold}` +
      `  refused: ${refusals(sellOut.flows)}`,
  );
  if (sellOut.taken !== sellOut.stock)
    console.log(`  note: the sell-out sold ${sellOut.taken} of ${sellOut.stock}`);
  if (sellOut.oversold || sellOut.flows.errors) failed = true;
}
if (failed) {
  console.log('FAILED: stock oversold, or server errors');
  process.exit(1);
}
