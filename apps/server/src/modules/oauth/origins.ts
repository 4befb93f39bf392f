/**
 * Allowed origins of an OAuth client: exact origins (`https://shop.example`) or a port
 * wildcard (`http://localhost:*`). Redirect URIs, post-logout URLs and CORS callers must match.
 */

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

/** True when `origin` is one of `allowed` (a `:*` entry matches any port of its host). */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  const actual = originOf(origin);
  if (!actual) return false;
  for (const entry of allowed) {
    if (entry.endsWith(':*')) {
      const base = entry.slice(0, -2);
      const url = new URL(actual);
      if (`${url.protocol}//${url.hostname}` === base) return true;
    } else if (originOf(entry) === actual) {
      return true;
    }
  }
  return false;
}

/** The origins the first client of a site allows: the server's own and any localhost port. */
export const defaultClientOrigins = (publicUrl: string): string[] => {
  const own = originOf(publicUrl);
  return [...new Set([...(own ? [own] : []), 'http://localhost:*'])];
};
