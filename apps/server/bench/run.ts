/**
 * `npm run bench [-- api|page ...]`: runs the named parts (all by default), each in its own process.
 * - api:  events.bench.ts — autocannon on the visitor reads against a bare Fastify route (~2 minutes)
 * - work: bounded-work.bench.ts — the worst visitor query and the longest write on 5,000 events
 * - workers: workers.bench.ts — a cached visitor read and an owner write, one process against --workers N
 * - onsale: onsale-rush.bench.ts — thousands of buyers holding tickets over HTTP (SQLite one process,
 *   PostgreSQL three): holds per second and minute, p99, oversell (must be 0), beside a bare route
 * - storeflow: store-flow.bench.ts — buyers going add-to-cart → checkout → order (SQLite one process,
 *   PostgreSQL three): completed orders per second, flow p99, oversell (must be 0), beside a bare route
 * - page: page-speed.bench.ts — the started server's idle RSS and an event page in throttled Chromium
 *   (needs `npm run build`; the root `npm run bench` builds first)
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const parts: Record<string, string> = {
  page: 'page-speed.bench.ts',
  api: 'events.bench.ts',
  work: 'bounded-work.bench.ts',
  workers: 'workers.bench.ts',
  onsale: 'onsale-rush.bench.ts',
  storeflow: 'store-flow.bench.ts',
  products: 'products-query.bench.ts',
};
const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !Object.hasOwn(parts, part));
if (unknown.length) {
  console.error(`Unknown bench part: ${unknown.join(', ')}. Parts: ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}
let failed = false;
for (const part of asked.length ? asked : Object.keys(parts)) {
  console.log(`\n=== bench ${part} (${parts[part]})`);
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, parts[part])], {
    stdio: 'inherit',
  });
  console.log(`=== bench ${part}: ${((performance.now() - started) / 1000).toFixed(1)}s`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
