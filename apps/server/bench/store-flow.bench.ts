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
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { LoadResult } from './load.ts';
import { runLoad } from './run-load.ts';
import type { FlowJob, FlowResult } from './store-flow-load.ts';
import { benchSite, startTessera } from './tessera-process.ts';
import { visitorTokens } from './visitor-tokens.ts';
import { freePort } from '../test/support/free-port.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_STOREFLOW_BUYERS_AT_ONCE ?? 64);
const BUYERS = Number(process.env.BENCH_STOREFLOW_BUYERS ?? 4000);
const PRODUCTS = 5;
const RUSH_STOCK = 1_000_000;
const TARGET_SQLITE = 300;
const DEFAULT_VARIANT = '00000000-0000-0000-0000-000000000000';

const owner = {
  authorization: benchSite.TESSERA_API_KEY,
  'wix-site-id': benchSite.TESSERA_SITE_ID,
  'content-type': 'application/json',
};

async function json(url: string, init: RequestInit = {}): Promise<any> {
  const response = await fetch(url, { headers: owner, ...init });
  const body = await response.json();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A product tracked at `stock` units (its one default variant). */
async function stockedProduct(url: string, name: string, stock: number): Promise<string> {
  const { product } = await json(`${url}/stores/v1/products`, {
    method: 'POST',
    body: JSON.stringify({
      product: { name, priceData: { price: 19.9 }, costAndProfitData: { itemCost: 5 } },
    }),
  });
  await json(`${url}/stores/v2/inventoryItems/product/${product.id}`, {
    method: 'PATCH',
    body: JSON.stringify({
      inventoryItem: { trackQuantity: true, variants: [{ variantId: DEFAULT_VARIANT, quantity: stock }] },
    }),
  });
  return product.id;
}

async function quantityOf(url: string, productId: string): Promise<number> {
  const read = await json(`${url}/stores-reader/v2/inventoryItems/${productId}/getVariants`, {
    method: 'POST',
    body: JSON.stringify({}),
  });
  return read.inventoryItem.variants[0].quantity;
}

/** The units of the orders, read back as the owner (a few at a time). */
async function unitsOrdered(url: string, orderIds: string[]): Promise<number> {
  let units = 0;
  for (let i = 0; i < orderIds.length; i += 20) {
    const orders = await Promise.all(
      orderIds.slice(i, i + 20).map((id) => json(`${url}/ecom/v1/orders/${id}`)),
    );
    for (const { order } of orders)
      units += order.lineItems.reduce((sum: number, line: { quantity: number }) => sum + line.quantity, 0);
  }
  return units;
}

/** One visitor token per buyer (bench/visitor-tokens.ts), from 127.0.2.x. */
const buyers = (url: string, count: number) => visitorTokens(url, count, 2);

const flowGenerator = path.join(path.dirname(fileURLToPath(import.meta.url)), 'store-flow-load.ts');

/** Runs the flows in a child process (store-flow-load.ts), so the server keeps its core. */
function runFlows(job: FlowJob): Promise<FlowResult> {
  return new Promise((resolve, reject) => {
    const child = fork(flowGenerator, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let settled = false;
    child.on('message', (message: { ok: boolean; result?: FlowResult; error?: string }) => {
      settled = true;
      if (message.ok) resolve(message.result!);
      else reject(new Error(`flow generator failed: ${message.error}`));
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (!settled) reject(new Error(`flow generator exited with code ${code} before reporting`));
    });
    child.send(job);
  });
}

/** The started server's processes (descendants of this one running the tessera bin), by /proc. */
function serverPids(): number[] {
  const childrenOf = (pid: number): number[] => {
    try {
      return fs
        .readdirSync(`/proc/${pid}/task`)
        .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' '))
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  const servers: number[] = [];
  const walk = (pid: number, inServer: boolean) => {
    for (const child of childrenOf(pid)) {
      let cmdline = '';
      try {
        cmdline = fs.readFileSync(`/proc/${child}/cmdline`, 'utf8');
      } catch {
        continue;
      }
      const server = inServer || cmdline.includes('tessera.mjs');
      if (server) servers.push(child);
      walk(child, server);
    }
  };
  walk(process.pid, false);
  return servers;
}

/** CPU seconds (user + system) the server's processes used so far; null off Linux. */
function serverCpuSeconds(): number | null {
  const pids = serverPids();
  if (!pids.length) return null;
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A worker that just ended.
    }
  }
  return ticks / 100; // USER_HZ: 100 on Linux
}

interface Row {
  /** The server's CPU milliseconds per completed order during the flows (null off Linux). */
  cpuMsPerOrder: number | null;
  flows: FlowResult;
  stock: number;
  taken: number;
  units: number;
  oversold: number;
}

async function row(
  url: string,
  tokens: string[],
  label: string,
  stockEach: number,
  products: number,
  seconds = SECONDS,
): Promise<Row> {
  const productIds: string[] = [];
  for (let i = 0; i < products; i += 1)
    productIds.push(await stockedProduct(url, `${label} ${i + 1}`, stockEach));
  const cpuBefore = serverCpuSeconds();
  const flows = await runFlows({ url, tokens, productIds, concurrency: CONCURRENCY, seconds });
  const cpuAfter = serverCpuSeconds();
  const cpuMsPerOrder =
    cpuBefore === null || cpuAfter === null || !flows.completed
      ? null
      : Math.round(((cpuAfter - cpuBefore) * 1000) / flows.completed);
  let left = 0;
  for (const id of productIds) left += await quantityOf(url, id);
  const stock = stockEach * products;
  const taken = stock - left;
  const units = await unitsOrdered(url, flows.orderIds);
  // Oversold: units sold beyond the stock, or orders whose units the stock never gave.
  const oversold = Math.max(0, units - stock) + Math.abs(units - taken) + (left < 0 ? -left : 0);
  return { cpuMsPerOrder, flows, stock, taken, units, oversold };
}

async function measureTessera(label: string, args: string[], env: Record<string, string> = {}) {
  // BENCH_STOREFLOW_PROFILE=<dir>: the server writes a CPU profile there (bench/profile-summary.ts reads it).
  const profile = process.env.BENCH_STOREFLOW_PROFILE;
  const nodeArgs = profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profile)] : [];
  const server = await startTessera(args, { env, nodeArgs, startTimeoutMs: 90_000 });
  try {
    // Each row has buyers of its own: a buyer's cart outlives its order, so a buyer of another row
    // would order that row's line too (a pool a row uses up starts over, emptying carts first).
    const tokens = await buyers(server.url, BUYERS);
    const warmUp = tokens.slice(0, 300);
    const rushBuyers = tokens.slice(300, 300 + Math.floor(((BUYERS - 300) * 2) / 3));
    const sellOutBuyers = tokens.slice(300 + rushBuyers.length);
    // Warm-up on a product of its own (its orders do not count toward the rows).
    await row(server.url, warmUp, 'Warm-up', RUSH_STOCK, 1, 1);
    const rush = await row(server.url, rushBuyers, 'Rush', RUSH_STOCK, PRODUCTS);
    const sellOutStock = Math.max(20, Math.floor(rush.flows.completed / 2));
    const sellOut = await row(server.url, sellOutBuyers, 'Sell-out', sellOutStock, 1);
    return { label, rush, sellOut };
  } finally {
    await server.stop();
  }
}

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

const perSecond = (f: FlowResult) => f.completed / f.elapsedSeconds;
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
      await measureTessera('PostgreSQL, 3 processes', ['--workers', '3'], { DATABASE_URL: postgres.url }),
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
  console.log(
    `  ${`${label}: sell-out of ${sellOut.stock}`.padEnd(40)} ${String(sellOut.flows.completed).padStart(7)} orders` +
      `    units ordered ${sellOut.units}, stock taken ${sellOut.taken}/${sellOut.stock}, oversold ${sellOut.oversold}` +
      `  refused: ${refusals(sellOut.flows)}`,
  );
  if (sellOut.taken !== sellOut.stock)
    console.log(`  note: the sell-out sold ${sellOut.taken} of ${sellOut.stock}`);
  if (rush.oversold || sellOut.oversold || rush.flows.errors || sellOut.flows.errors) failed = true;
}
if (failed) {
  console.log('FAILED: stock oversold, or server errors');
  process.exit(1);
}
