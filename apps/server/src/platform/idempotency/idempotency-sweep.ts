import type { Jobs } from '../jobs/jobs.ts';
import type { IdempotencyKeys } from './idempotency-store.ts';

const SWEEP_EVERY_MS = 15 * 60_000;

/** Kept answers past their 24 h are deleted by a recurring job (the store's clock decides what is past). */
export function registerIdempotencySweep(jobs: Jobs, keys: IdempotencyKeys): void {
  jobs.recurring('idempotency.sweep', SWEEP_EVERY_MS, () => keys.sweep());
}
