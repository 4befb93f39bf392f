/**
 * Retries of reads (GET, the POST fallback of a GET, read-only POST queries) and of writes, which
 * carry an `Idempotency-Key` so the server executes them once however often they are sent.
 */
export interface RetryOptions {
  /** Extra attempts after the first; 0 turns retries off. */
  retries?: number;
  /** First backoff; each further one doubles, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export const DEFAULT_RETRY: Required<RetryOptions> = { retries: 2, baseDelayMs: 300, maxDelayMs: 30_000 };

/** Network failures (no status), 429 and 5xx may pass on their own; other 4xx never do. */
export function isRetryableStatus(status: number | undefined): boolean {
  return status === undefined || status === 429 || status >= 500;
}

/** The server's 409 while an earlier attempt of the same write (same key) is still running. */
export const KEY_IN_USE = 'IDEMPOTENCY_KEY_IN_USE';

/** Exponential backoff with jitter: a random delay in [cap/2, cap], cap = base * 2^attempt. */
export function backoffDelay(attempt: number, options: Required<RetryOptions>, random = Math.random): number {
  const cap = Math.min(options.baseDelayMs * 2 ** attempt, options.maxDelayMs);
  return Math.round(cap / 2 + (random() * cap) / 2);
}

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * How long to wait before attempt `attempt + 1`, or undefined to give up. A server's `Retry-After`
 * wins over the backoff; one longer than `maxDelayMs` ends the retries instead of stalling the call.
 */
export function nextRetryDelay(
  attempt: number,
  status: number | undefined,
  retryAfter: number | undefined,
  options: Required<RetryOptions>,
  code?: string,
): number | undefined {
  const retryable = isRetryableStatus(status) || (status === 409 && code === KEY_IN_USE);
  if (attempt >= options.retries || !retryable) return undefined;
  if (retryAfter !== undefined) return retryAfter <= options.maxDelayMs ? retryAfter : undefined;
  return backoffDelay(attempt, options);
}
