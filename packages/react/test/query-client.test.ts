import { describe, expect, it } from 'vitest';
import {
  ApplicationError,
  RequestAbortedError,
  SystemError,
  TesseraClientError,
  ValidationError,
} from '@tessera/sdk/core';
import { createTesseraQueryClient, retryDelay, shouldRetryQuery } from '../src/index.ts';

const applicationError = (status: number) =>
  new ApplicationError('x', { description: 'x', code: 'X' }, { status });

describe('Tessera query client defaults', () => {
  it('doubles the retry delay from 1000 ms and caps it at 30000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('retries queries with shouldRetryQuery, never retries mutations, keeps unused data 5 minutes', () => {
    const defaults = createTesseraQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: shouldRetryQuery, retryDelay, gcTime: 300_000 });
    expect(defaults.mutations).toMatchObject({ retry: 0 });
  });

  it('retries server errors, network errors and 429 up to 3 times', () => {
    const serverError = new SystemError('System error occurred', { status: 503, code: 'X' });
    const networkError = new SystemError('System error occurred', { code: 'UNKNOWN' });
    for (const error of [serverError, networkError, applicationError(429), new Error('other')]) {
      expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, error))).toEqual([true, true, true, false]);
    }
  });

  it('never retries a 4xx, a local error or an aborted call', () => {
    const notRetried = [
      applicationError(404),
      applicationError(403),
      new ValidationError([{ field: 'slug', description: 'bad' }], { status: 400 }),
      new TesseraClientError('GetEvent: eventId is required'),
      new RequestAbortedError(),
    ];
    for (const error of notRetried) expect(shouldRetryQuery(0, error)).toBe(false);
  });
});
