import { installTesseraFetch } from '@tessera/wix-compat';
import type { TestApp } from './test-app.ts';

/** One call of the official SDK as the server saw it (path and query, bodies, status). */
export interface Exchange {
  method: string;
  url: string;
  requestBody?: string;
  status: number;
  responseBody: string;
}

/**
 * Points the official `@wix/sdk` at the test server the way a site does: the server listens on a
 * loopback port and `@tessera/wix-compat` sends the SDK's calls there over real HTTP. Underneath,
 * a fetch records each exchange in `log` and refuses anything not bound for the server, so a call
 * the package failed to move would fail the test instead of reaching the internet. Returns the
 * function that puts the global fetch back.
 */
export async function pointOfficialSdkAt(app: TestApp, log: Exchange[] = []): Promise<() => void> {
  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  const server = new URL(address).origin;
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== server) throw new Error(`unexpected request: ${request.method} ${request.url}`);
    const requestBody =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.clone().text();
    const response = await original(request);
    log.push({
      method: request.method,
      url: url.pathname + url.search,
      requestBody: requestBody || undefined,
      status: response.status,
      responseBody: await response.clone().text(),
    });
    return response;
  };
  const uninstall = installTesseraFetch({ server });
  return () => {
    uninstall();
    globalThis.fetch = original;
  };
}
