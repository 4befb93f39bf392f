import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { operatorGaveV8Flag } from './v8-flags.ts';

/**
 * How far V8 lets the old generation grow past what the last full collection kept alive, in
 * percent. V8's own factor follows how little time the process spends collecting: a server that
 * is busy but collects quickly gets up to 4×, so ~60 MB of live objects (two apps, 1,000 events,
 * the kept pages) let ~190 MB of dead request objects pile up before the next full collection,
 * and the resident size stays there (events bench: peak RSS 320–378 MB). At 1.5× the process
 * collects more often (a full collection of ~60 MB live takes ~15 ms, every few seconds under
 * load) and the peak was 236 MB, with the same CPU per request (docs/performance.md, H88).
 */
export const HEAP_GROWING_PERCENT = 50;

const FLAG = 'heap-growing-percent';
let bounded = false;

/** True once this process's heap growth was bounded by `boundHeapGrowth`. */
export const heapGrowthBounded = (): boolean => bounded;

/**
 * Sets V8's heap growing factor for this process, once. Left to V8 when the operator gave their
 * own `--heap-growing-percent` (command line or NODE_OPTIONS), and in a test runner's workers
 * (VITEST): they keep modules and apps of many test files in one process (isolate: false), and
 * their collection schedule is the suite's, not a server's. V8 reads the flag at every full
 * collection, so setting it at run time takes effect from the next one.
 */
export function boundHeapGrowth(env: NodeJS.ProcessEnv = process.env): void {
  if (bounded || env.VITEST || operatorGaveV8Flag(FLAG, env)) return;
  v8.setFlagsFromString(`--${FLAG}=${HEAP_GROWING_PERCENT}`);
  bounded = true;
}

/**
 * Bounds the heap's growth when the app starts listening: a process that serves traffic (`tessera
 * start`, its workers, the benches), not one that only builds apps to inject requests.
 */
export function boundHeapGrowthOnListen(app: FastifyInstance): void {
  app.addHook('onListen', async () => boundHeapGrowth());
}
