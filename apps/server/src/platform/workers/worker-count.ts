import os from 'node:os';

/** `--workers` without a number: one per core, at most this many (SQLite has one writer anyway). */
export const DEFAULT_MAX_WORKERS = 4;
/** More processes than this on one machine is a typo, not a plan. */
export const MAX_WORKERS = 64;

/**
 * Takes `--workers`, `--workers N` or `--workers=N` out of the arguments (parseArgs cannot express
 * an option whose value is optional). `workers` is undefined without the flag: one process as before.
 */
export function takeWorkersOption(
  argv: readonly string[],
  cores: number = os.availableParallelism(),
): { argv: string[]; workers?: number } {
  const rest: string[] = [];
  let workers: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--workers') {
      const next = argv[i + 1];
      if (next !== undefined && /^\d+$/.test(next)) {
        workers = parseWorkerCount(next);
        i++;
      } else workers = Math.max(1, Math.min(cores, DEFAULT_MAX_WORKERS));
    } else if (arg.startsWith('--workers=')) workers = parseWorkerCount(arg.slice('--workers='.length));
    else rest.push(arg);
  }
  return { argv: rest, workers };
}

function parseWorkerCount(text: string): number {
  const count = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(count >= 1 && count <= MAX_WORKERS))
    throw new Error(`--workers takes a number from 1 to ${MAX_WORKERS} (or none: one per core up to 4)`);
  return count;
}
