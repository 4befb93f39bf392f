import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { httpServerOptions } from '../../src/platform/http-timeouts.ts';

describe('MAX_REQUESTS_PER_SOCKET', () => {
  const cap = (value?: string) =>
    loadConfig(value === undefined ? {} : { MAX_REQUESTS_PER_SOCKET: value }).http.maxRequestsPerSocket;

  it('takes a whole number, 0 meaning no cap', () => {
    expect(cap('250')).toBe(250);
    expect(cap('0')).toBe(0);
    expect(httpServerOptions({ maxRequestsPerSocket: cap('0') }).maxRequestsPerSocket).toBe(0);
  });

  it('keeps the default (1,000) for anything else', () => {
    for (const value of [undefined, '', '-1', '1.5', 'many']) expect(cap(value)).toBeUndefined();
    expect(httpServerOptions({ maxRequestsPerSocket: cap('many') }).maxRequestsPerSocket).toBe(1000);
  });
});
