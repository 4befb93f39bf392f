import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const REQUEST_TIMEOUT_MS = 400;

/** Sends the headers of a POST to a public route, then one body byte every 50 ms; resolves when the server hangs up. */
function dribble(port: number, giveUpMs: number): Promise<{ response: string; elapsedMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let response = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /oauth2/token HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      );
    });
    const drip = setInterval(() => socket.writable && socket.write(' '), 50);
    const giveUp = setTimeout(() => {
      clearInterval(drip);
      socket.destroy();
      reject(new Error(`the server still held the connection after ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('data', (chunk) => (response += chunk.toString()));
    socket.on('error', () => undefined); // a reset after the 408 is a hang-up too
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ response, elapsedMs: Date.now() - started });
    });
  });
}

describe('slow clients', () => {
  let app: TestApp;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp({
      app: { http: { requestTimeoutMs: REQUEST_TIMEOUT_MS, keepAliveTimeoutMs: 5000 } },
    });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('a body dribbled byte by byte gets 408 and a closed socket within the request timeout', async () => {
    const { response, elapsedMs } = await dribble(port, 4000);
    expect(response, `after ${elapsedMs} ms`).toMatch(/^HTTP\/1\.1 408/);
    expect(elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1500);
  });

  it('applies the keep-alive bound and still serves ordinary requests', async () => {
    expect(app.server.server.keepAliveTimeout).toBe(5000);
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});
