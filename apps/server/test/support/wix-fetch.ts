import type { TestApp } from './test-app.ts';

/**
 * The official `@wix/sdk` sends every call to the hosted API hosts; this `fetch` hands those
 * requests to the test server (`inject`) and throws for anything else, so a compat test runs
 * the SDK unmodified against Tessera.
 */
const API_HOSTS = new Set(['www.wixapis.com', 'edge.wixapis.com']);

export function fetchToServer(app: TestApp): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!API_HOSTS.has(url.host)) throw new Error(`unexpected request: ${request.method} ${request.url}`);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const response = await app.server.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(v));
    }
    return new Response([204, 304].includes(response.statusCode) ? null : response.body, {
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: responseHeaders,
    });
  };
}
