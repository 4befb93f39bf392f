// Idempotent writes: `Idempotency-Key` on the write routes of the route table (docs/architecture.md).
export {
  IDEMPOTENCY_HEADER,
  MAX_KEY_LENGTH,
  REPLAYED_HEADER,
  readIdempotencyKey,
} from './idempotency-key.ts';
export { IdempotencyKeys, defaultIdempotencyTimes, type IdempotencyTimes } from './idempotency-store.ts';
export { idempotencyHooks } from './idempotency-hooks.ts';
export { registerIdempotencySweep } from './idempotency-sweep.ts';
