import { QueryClient } from '@tanstack/react-query';

export const QUERY_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;
export const GC_TIME_MS = 300_000;

/** 1000 ms, 2000 ms, 4000 ms, ... capped at 30000 ms. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attemptIndex, RETRY_MAX_DELAY_MS);
}

/** Query client with Tessera defaults: 3 query retries with doubling backoff, no mutation retries. */
export function createTesseraQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_RETRIES, retryDelay, gcTime: GC_TIME_MS },
      mutations: { retry: 0 },
    },
  });
}
