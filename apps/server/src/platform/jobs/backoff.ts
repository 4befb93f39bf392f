export interface RetryPolicy {
  /** Runs of a job (or deliveries of an event to one subscriber) before it is dead. */
  maxAttempts: number;
  /** Delay after the first failure; doubled after each further failure. */
  baseMs: number;
  /** The delay never grows past this. */
  maxMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 8, baseMs: 5_000, maxMs: 60 * 60_000 };

/** Delay before the next try after `attempts` failed tries (1 → baseMs, 2 → 2 × baseMs, …). */
export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
}

/** A failure as stored in `last_error`: the message, bounded. */
export function describeFailure(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}
