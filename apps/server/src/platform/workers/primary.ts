import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config.ts';
import { systemClock, type Clock } from '../clock.ts';
import { RestartPolicy, type RestartPolicyOptions } from './restart-policy.ts';
import { SIBLING_TAG } from './siblings.ts';

export interface WorkerPool {
  /** The primary's exit code: 0 after `stop()`, 1 when workers crashed in a loop. */
  exited: Promise<number>;
  /** Graceful shutdown: every worker finishes its in-flight requests and exits. */
  stop(): void;
}

export interface PrimaryOptions {
  restart?: RestartPolicyOptions;
  /** Workers still running this long after SIGTERM are killed (and the primary exits 1). */
  shutdownTimeoutMs?: number;
  clock?: Clock;
}

/**
 * The primary of `tessera start --workers N` (node:cluster). The caller has migrated and
 * bootstrapped the database; this forks N workers (the same command, which sees it is a worker),
 * which share the port — on Linux the primary accepts connections and hands them out in turn.
 * It relays sibling messages (platform/workers/siblings.ts), restarts a worker that dies with a
 * backoff, gives up on a crash loop, and stops the workers gracefully when asked.
 */
export function startWorkerPool(
  config: Config,
  count: number,
  dialect: string,
  log: (line: string) => void,
  options: PrimaryOptions = {},
): WorkerPool {
  const clock = options.clock ?? systemClock;
  const policy = new RestartPolicy(options.restart);
  const live = new Set<Worker>();
  const listening = new Set<Worker>();
  const restarts = new Set<NodeJS.Timeout>();
  let everyoneListening = false;
  let stopping = false;
  let exitCode = 0;
  let resolveExit!: (code: number) => void;
  const exited = new Promise<number>((resolve) => (resolveExit = resolve));
  let killTimer: NodeJS.Timeout | undefined;

  const finishIfDone = () => {
    if (!stopping || live.size) return;
    if (killTimer) clearTimeout(killTimer);
    resolveExit(exitCode);
  };

  const relay = (from: Worker) => (message: unknown) => {
    if (typeof message !== 'object' || message === null || !Object.hasOwn(message, SIBLING_TAG)) return;
    // Validated by each receiver; the primary only passes it on, never back to the sender.
    for (const worker of live) if (worker !== from && worker.isConnected()) worker.send(message);
  };

  const fork = () => {
    if (stopping) return;
    const worker = cluster.fork();
    live.add(worker);
    worker.on('message', relay(worker));
    worker.on('listening', () => {
      listening.add(worker);
      log(`worker ${worker.id} listening (pid ${worker.process.pid})`);
      if (!everyoneListening && listening.size === count) {
        everyoneListening = true;
        log(
          `Tessera listening on ${config.publicUrl} with ${count} workers (API docs at ${config.publicUrl}/docs, database: ${dialect})`,
        );
      }
    });
    // Without a listener an IPC error (a worker gone mid-send) would crash the primary.
    worker.on('error', () => {});
    worker.on('exit', (code, signal) => {
      live.delete(worker);
      listening.delete(worker);
      if (stopping) {
        if (code !== 0) exitCode = 1;
        return finishIfDone();
      }
      const how = signal ? `signal ${signal}` : `code ${code}`;
      const decision = policy.crashed(clock.now());
      if ('giveUp' in decision) {
        log(
          `worker ${worker.id} (pid ${worker.process.pid}) exited (${how}); ${decision.crashes} crashes in a row: stopping`,
        );
        exitCode = 1;
        return stopAll();
      }
      log(
        `worker ${worker.id} (pid ${worker.process.pid}) exited (${how}); restarting in ${decision.restartInMs} ms`,
      );
      const timer = setTimeout(() => {
        restarts.delete(timer);
        fork();
      }, decision.restartInMs);
      restarts.add(timer);
    });
  };

  const stopAll = () => {
    if (stopping) return;
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    // Each worker closes its server (in-flight requests finish), its jobs and database, then exits.
    for (const worker of live) worker.process.kill('SIGTERM');
    killTimer = setTimeout(() => {
      exitCode = 1;
      for (const worker of live) worker.process.kill('SIGKILL');
    }, options.shutdownTimeoutMs ?? 30_000);
    killTimer.unref();
    finishIfDone();
  };

  for (let i = 0; i < count; i++) fork();
  return { exited, stop: stopAll };
}
