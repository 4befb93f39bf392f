import cluster from 'node:cluster';
import type { App } from '../../app.ts';
import type { Config } from '../config.ts';
import { prepareDatabase, startServer } from '../../server.ts';
import { startWorkerPool, type WorkerPool } from './primary.ts';
import { clusterWorkerChannel } from './siblings.ts';

export type { WorkerPool };

/**
 * `tessera start --workers N`, run by every process of the cluster: the primary prepares the
 * database once and forks; each worker (the same command, started by the primary) serves.
 */
export async function startWorkers(
  config: Config,
  count: number,
  log: (line: string) => void,
): Promise<{ app: App } | { workers: WorkerPool }> {
  if (cluster.worker) {
    const worker = { id: cluster.worker.id, siblings: clusterWorkerChannel() };
    return { app: await startServer(config, log, { worker }) };
  }
  const dialect = await prepareDatabase(config, log);
  return { workers: startWorkerPool(config, count, dialect, log) };
}
