/**
 * Allowed origins of an OAuth client: exact origins (`https://shop.example`) or a port
 * wildcard (`http://localhost:*`). Redirect URIs, post-logout URLs and CORS callers must match.
 *
 * Loopback names (`localhost`, `127.0.0.1`, `[::1]`) are one machine: an entry naming one of them
 * matches the others with the same scheme and port, so a site opened at `127.0.0.1` works where
 * `localhost` was allowed. Loopback entries are stored by default only in development
 * (`defaultClientOrigins`).
 */

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Every loopback origin, any port (`127.0.0.1` and `[::1]` match it too): what a development
 * server's first client allows. One entry, so removing it in the dashboard removes all three names.
 */
export const LOOPBACK_ORIGIN = 'http://localhost:*';

export const isLoopbackHost = (hostname: string): boolean => LOOPBACK_HOSTS.has(hostname.toLowerCase());

/** The origin of a URL (`scheme://host[:port]`), or null when it is not an http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    // Credentials in a redirect URI (`https://user@evil`) are never legitimate.
    if (parsed.username || parsed.password) return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

export function parseOrigins(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

interface OriginParts {
  protocol: string;
  hostname: string;
  /** '' for the scheme's default port, '*' for any port. */
  port: string;
}

function partsOf(entry: string): OriginParts | null {
  const wildcard = entry.endsWith(':*');
  const origin = originOf(wildcard ? entry.slice(0, -2) : entry);
  if (!origin) return null;
  const url = new URL(origin);
  return { protocol: url.protocol, hostname: url.hostname, port: wildcard ? '*' : url.port };
}

const sameHost = (a: string, b: string) => a === b || (isLoopbackHost(a) && isLoopbackHost(b));

/** True when `origin` is one of `allowed` (a `:*` entry matches any port of its host). */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  const actual = partsOf(origin);
  if (!actual || actual.port === '*') return false;
  return allowed.some((entry) => {
    const expected = partsOf(entry);
    return (
      !!expected &&
      expected.protocol === actual.protocol &&
      sameHost(expected.hostname, actual.hostname) &&
      (expected.port === '*' || expected.port === actual.port)
    );
  });
}

/**
 * An allowed-origin entry as stored: lower case, no default port, no path. Null when it is not
 * a plain http(s) origin or a port wildcard (`javascript:`, a path, credentials, port 0).
 */
export function normalizeAllowedOrigin(entry: string): string | null {
  const wildcard = entry.endsWith(':*');
  const text = wildcard ? entry.slice(0, -2) : entry;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  // `new URL` accepts `http://x/` and `http://x`; refuse a written path or query, even empty.
  if (/^https?:\/\/[^/?#]*[/?#]/i.test(text)) return null;
  if (url.port === '0' || (wildcard && url.port !== '')) return null;
  return wildcard ? `${url.protocol}//${url.hostname}:*` : url.origin;
}

/**
 * The origins the first client of a site allows: the server's own (PUBLIC_URL) and, in
 * development only, every loopback origin (a site under development runs on any local port).
 */
export const defaultClientOrigins = (publicUrl: string, options: { loopback: boolean }): string[] => {
  const own = originOf(publicUrl);
  return [...new Set([...(own ? [own] : []), ...(options.loopback ? [LOOPBACK_ORIGIN] : [])])];
};

/** The loopback entries of a client's list (what a production start warns about). */
export const loopbackEntries = (allowed: readonly string[]): string[] =>
  allowed.filter((entry) => {
    const parts = partsOf(entry);
    return !!parts && isLoopbackHost(parts.hostname);
  });

/** Where a refused origin can be allowed, in the words an owner or a site's developer reads. */
export const originRefusedMessage = (url: string): string =>
  `${originOf(url) ?? 'This address'} is not an allowed origin of this site's OAuth client; ` +
  'add it in Dashboard → OAuth clients';

/**
 * The server's own web app, opened under a host name other than PUBLIC_URL's (`127.0.0.1`, a LAN
 * address, a second domain): a client that allows PUBLIC_URL's origin also allows the origin the
 * request reached the server by. `host` is the request's Host header, which the caller controls,
 * so what this allows must stay bound to that host: a redirect session allowed this way is
 * answered only by the server's pages reached under the same host (redirects/host-binding.ts).
 */
export function ownHostOrigin(
  target: string,
  allowed: readonly string[],
  own: { publicUrl: string; host: string | undefined },
): string | null {
  const origin = originOf(target);
  const publicOrigin = originOf(own.publicUrl);
  if (!origin || !publicOrigin || !own.host || !originAllowed(publicOrigin, allowed)) return null;
  return new URL(origin).host === own.host.toLowerCase() ? origin : null;
}
