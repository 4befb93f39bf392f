import { QueryClient } from '@tanstack/react-query';
import { RequestAbortedError, TesseraApiError, TesseraClientError } from '@tessera/sdk/core';

export const QUERY_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;
export const GC_TIME_MS = 300_000;

/** 1000 ms, 2000 ms, 4000 ms, ... capped at 30000 ms. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attemptIndex, RETRY_MAX_DELAY_MS);
}

/**
 * Up to 3 retries, but never for an answer that will not change by asking again: a 4xx (other
 * than 429 Too Many Requests), a call refused locally, or a call the caller aborted.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  if (error instanceof RequestAbortedError || error instanceof TesseraClientError) return false;
  const status = error instanceof TesseraApiError ? error.status : undefined;
  return !(status !== undefined && status >= 400 && status < 500 && status !== 429);
}

/** Query client with Tessera defaults: 3 query retries (not for 4xx) with doubling backoff, no mutation retries. */
export function createTesseraQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay, gcTime: GC_TIME_MS },
      mutations: { retry: 0 },
    },
  });
}
