import { RequestAbortedError, RequestTimeoutError } from './errors.ts';

/** Per-call controls accepted by every SDK call. */
export interface CallOptions {
  /** Aborts the call (and any retry wait); the call then fails with `RequestAbortedError`. */
  signal?: AbortSignal;
  /** Time limit for the whole call including retries; `RequestTimeoutError` when it passes. */
  timeoutMs?: number;
}

/** One call's abort signal: fires when the caller aborts or the time limit passes. */
export interface CallSignal {
  readonly signal: AbortSignal;
  /** The SDK error for why `signal` fired. */
  abortError(): RequestAbortedError | RequestTimeoutError;
  dispose(): void;
}

export function callSignal(outer: AbortSignal | undefined, timeoutMs: number | undefined): CallSignal {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  const timer =
    timeoutMs !== undefined && timeoutMs > 0 && Number.isFinite(timeoutMs)
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  return {
    signal: controller.signal,
    abortError: () =>
      timedOut ? new RequestTimeoutError(timeoutMs!) : new RequestAbortedError(controller.signal.reason),
    dispose() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

/** Settles like `promise`, or rejects as soon as `signal` fires (the promise itself keeps running). */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Waits `ms`, or rejects when `signal` fires. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return untilAborted(
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    }),
    signal,
  );
}
