/** The hosts the official `@wix/sdk` sends its calls to (its `DEFAULT_API_URL` and edge host). */
export const OFFICIAL_API_HOSTS: readonly string[] = ['www.wixapis.com', 'edge.wixapis.com'];

export interface TesseraTarget {
  /**
   * The Tessera server, e.g. `https://tessera.example.com` or `http://localhost:3000` (plain http
   * is fine for local development); a path prefix is kept (`https://example.com/tessera`).
   */
  server: string;
  /** More hosts to send to Tessera (e.g. a `host.apiBaseUrl` the site configured). */
  hosts?: readonly string[];
}

export interface Rewriter {
  /** The Tessera address for `url`, or null when `url` is not an official API call. */
  (url: string): string | null;
}

/**
 * Builds the URL rewriting: only `https://` on an official API host, default port, no user info,
 * is an API call; its path and query move onto the server. Everything else (other hosts, look-alike
 * hosts such as `www.wixapis.com.evil.example`, explicit ports, credentials in the URL) is left
 * alone, so the site's other requests never go to Tessera by accident.
 */
export function createRewriter(target: TesseraTarget): Rewriter {
  let server: URL;
  try {
    server = new URL(target.server);
  } catch {
    throw new TypeError(
      `@tessera/wix-compat: server must be an absolute URL, got ${JSON.stringify(target.server)}`,
    );
  }
  if (server.protocol !== 'https:' && server.protocol !== 'http:') {
    throw new TypeError(`@tessera/wix-compat: server must be http or https, got ${server.protocol}`);
  }
  if (server.search || server.hash || server.username || server.password) {
    throw new TypeError('@tessera/wix-compat: server must be an origin with an optional path, nothing else');
  }
  const prefix = server.pathname.replace(/\/+$/, '');
  const hosts = new Set([...OFFICIAL_API_HOSTS, ...(target.hosts ?? [])].map((host) => host.toLowerCase()));

  return (url) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    if (parsed.protocol !== 'https:' || parsed.port !== '' || parsed.username || parsed.password) return null;
    if (!hosts.has(parsed.hostname)) return null;
    return `${server.origin}${prefix}${parsed.pathname}${parsed.search}`;
  };
}
