import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { operatorGaveV8Flag } from './v8-flags.ts';

const FLAG = 'allocation-site-pretenuring';
let turnedOff = false;

/** True once this process stopped V8's allocation-site pretenuring (`keepRequestsYoung`). */
export const pretenuringOff = (): boolean => turnedOff;

/**
 * Stops V8 from pretenuring by allocation site in this process, once: left to V8 when the
 * operator gave `--[no-]allocation-site-pretenuring` themselves (command line or NODE_OPTIONS),
 * and in a test runner's workers (VITEST), whose collection schedule is the suite's.
 *
 * Why (docs/architecture.md, "Eighth pass"): V8 allocates an allocation site's objects straight
 * into the old generation once most of them were seen to survive a young collection. In a
 * server, a burst of slow requests early on (seeding, a cold cache, a load test's first second)
 * can get sites that build per-request objects so tenured, for the life of the process. Their
 * objects then die in the old generation: a full collection every ~0.3 s under load instead of
 * every few seconds, ~4.5 KB of each cached read promoted, and the whole process ~50 % slower
 * per request (the events bench's two modes: 41–49 against 28–35 µs of CPU per cached read,
 * decided per process). Without pretenuring, objects reach the old generation only by surviving
 * two young collections, which per-request objects never do. V8 reads the flag when it decides
 * a site's state, so setting it at run time (before the first request) takes effect.
 */
export function keepRequestsYoung(env: NodeJS.ProcessEnv = process.env): void {
  if (turnedOff || env.VITEST || operatorGaveV8Flag(FLAG, env)) return;
  v8.setFlagsFromString(`--no-${FLAG}`);
  turnedOff = true;
}

/** Stops pretenuring when the app starts listening: a serving process, not one that only injects. */
export function keepRequestsYoungOnListen(app: FastifyInstance): void {
  app.addHook('onListen', async () => keepRequestsYoung());
}
