import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadResult } from './load.ts';

const loadGenerator = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load.ts');

/**
 * Runs one load job in a child process (load.ts), so autocannon's own CPU is not the measured
 * server's; rejects when the generator fails or exits without reporting.
 */
export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(loadGenerator, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let settled = false;
    child.on('message', (message: { ok: boolean; result?: LoadResult; error?: string }) => {
      settled = true;
      if (message.ok) resolve(message.result!);
      else reject(new Error(`load generator failed: ${message.error}`));
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (!settled) reject(new Error(`load generator exited with code ${code} before reporting`));
    });
    child.send(job);
  });
}
