import { describe, expect, it } from 'vitest';
import { createTesseraQueryClient, retryDelay } from '../src/index.ts';

describe('Tessera query client defaults', () => {
  it('doubles the retry delay from 1000 ms and caps it at 30000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('retries queries 3 times, never retries mutations, keeps unused data 5 minutes', () => {
    const defaults = createTesseraQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: 3, retryDelay, gcTime: 300_000 });
    expect(defaults.mutations).toMatchObject({ retry: 0 });
  });
});
