/**
 * The store flow's rows against a started `tessera start` (store-flow.bench.ts and the A/B of two
 * builds, store-flow-compare.ts): buyers' visitor tokens, stocked products, the flows in a child
 * process (./store-flow-load.ts), the server's CPU time per completed order and the oversold count.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FlowJob, FlowResult } from './store-flow-load.ts';
import { benchSite, startTessera } from './tessera-process.ts';
import { visitorTokens } from './visitor-tokens.ts';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONCURRENCY = Number(process.env.BENCH_STOREFLOW_BUYERS_AT_ONCE ?? 64);
export const BUYERS = Number(process.env.BENCH_STOREFLOW_BUYERS ?? 4000);
const PRODUCTS = 5;
const RUSH_STOCK = 1_000_000;
export const TARGET_SQLITE = 300;
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

export const perSecond = (f: FlowResult) => f.completed / f.elapsedSeconds;

export interface Row {
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
  // The per-SQL timing (if on) counts from here (store-flow-sql-timing.mjs).
  if (process.env.BENCH_STOREFLOW_SQL) for (const pid of serverPids()) process.kill(pid, 'SIGUSR2');
  const cpuBefore = serverCpuSeconds();
  const flows = await runFlows({ url, tokens, productIds, concurrency: CONCURRENCY, seconds });
  const cpuAfter = serverCpuSeconds();
  const cpuMsPerOrder =
    cpuBefore === null || cpuAfter === null || !flows.completed
      ? null
      : Math.round(((cpuAfter - cpuBefore) * 10_000) / flows.completed) / 10;
  let left = 0;
  for (const id of productIds) left += await quantityOf(url, id);
  const stock = stockEach * products;
  const taken = stock - left;
  const units = await unitsOrdered(url, flows.orderIds);
  // Oversold: units sold beyond the stock, or orders whose units the stock never gave.
  const oversold = Math.max(0, units - stock) + Math.abs(units - taken) + (left < 0 ? -left : 0);
  return { cpuMsPerOrder, flows, stock, taken, units, oversold };
}

export interface MeasureOptions {
  env?: Record<string, string>;
  /** Node flags of the server (e.g. `--import` of a build's redirect, store-flow-compare.ts). */
  nodeArgs?: string[];
  /** Also the sell-out row (demand twice the stock); the A/B measures the rush only. */
  sellOut?: boolean;
}

/** Starts `tessera start` with `args`, warms it up, and measures the rush (and the sell-out). */
export async function measureTessera(label: string, args: string[], options: MeasureOptions = {}) {
  // BENCH_STOREFLOW_PROFILE=<dir>: the server writes a CPU profile there (bench/profile-summary.ts reads it).
  const profile = process.env.BENCH_STOREFLOW_PROFILE;
  // BENCH_STOREFLOW_SQL=<file>: the server's time in the driver per SQL text (store-flow-sql-timing.mjs).
  const sqlTiming = process.env.BENCH_STOREFLOW_SQL;
  const nodeArgs = [
    ...(options.nodeArgs ?? []),
    ...(profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profile)] : []),
    ...(sqlTiming
      ? ['--import', path.join(path.dirname(fileURLToPath(import.meta.url)), 'store-flow-sql-timing.mjs')]
      : []),
  ];
  const env = { ...options.env, ...(sqlTiming ? { BENCH_STOREFLOW_SQL: path.resolve(sqlTiming) } : {}) };
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
    const sellOut =
      options.sellOut === false ? null : await row(server.url, sellOutBuyers, 'Sell-out', sellOutStock, 1);
    return { label, rush, sellOut };
  } finally {
    await server.stop();
  }
}
