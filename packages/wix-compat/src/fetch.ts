import { createRewriter, type TesseraTarget } from './rewrite.ts';

type Fetch = typeof globalThis.fetch;

/** A new request to `url` with everything else of `request` (method, headers, body, signal). */
async function moved(request: Request, url: string): Promise<Request> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    // Buffered: a stream body would need `duplex: 'half'`, which browsers do not all take.
    body: hasBody ? await request.arrayBuffer() : undefined,
    signal: request.signal,
    redirect: request.redirect,
    credentials: request.credentials,
    cache: request.cache,
    integrity: request.integrity,
    keepalive: request.keepalive,
    referrerPolicy: request.referrerPolicy,
  });
}

/**
 * A `fetch` that sends the official SDK's API calls to the Tessera server and every other request
 * to `baseFetch` unchanged. Hand it to anything that takes a `fetch`, or install it globally.
 */
export function createTesseraFetch(target: TesseraTarget, baseFetch: Fetch = globalThis.fetch): Fetch {
  const rewrite = createRewriter(target);
  const tesseraFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (input instanceof Request) {
      const url = rewrite(input.url);
      if (!url) return baseFetch(input, init);
      return baseFetch(await moved(input, url), init);
    }
    const url = rewrite(input instanceof URL ? input.href : String(input));
    return baseFetch(url ?? input, init);
  };
  return tesseraFetch as Fetch;
}

/**
 * Installs the rewriting `fetch` as `globalThis.fetch` (browser and Node), where the official SDK
 * finds it; call once before creating the SDK client. Returns a function that puts the previous
 * `fetch` back (if nobody replaced it since).
 */
export function installTesseraFetch(target: TesseraTarget): () => void {
  const previous = globalThis.fetch;
  if (typeof previous !== 'function')
    throw new Error('@tessera/wix-compat: this runtime has no global fetch');
  const installed = createTesseraFetch(target, previous.bind(globalThis));
  globalThis.fetch = installed;
  return () => {
    if (globalThis.fetch === installed) globalThis.fetch = previous;
  };
}
