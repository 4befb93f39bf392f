import { allRoutes } from './index.ts';
import { OFFICIAL_API_PREFIXES } from './official-prefixes.generated.ts';

/** `/events/v3/events/:eventId` → `/events/v3`; a parameter segment ends the prefix. */
export function apiPrefixOf(path: string): string | null {
  const fixed: string[] = [];
  for (const segment of path.split('?')[0].split('/').filter(Boolean).slice(0, 2)) {
    if (segment.startsWith(':') || segment.startsWith('{')) break;
    fixed.push(segment);
  }
  return fixed.length ? `/${fixed.join('/')}` : null;
}

/** Tessera's own paths outside the route table: site config, API docs, health. */
const OWN_PREFIXES = ['/api', '/docs', '/healthz', '/_api/tessera'];

/**
 * The first two path segments of every API path: the route table's routes, the hosted
 * platform's API (served or not yet), and Tessera's own. The server answers a miss under one of
 * these with a 404 envelope instead of the site's page; the web app's dev server proxies them.
 */
export const apiPathPrefixes: readonly string[] = [
  ...new Set([
    ...OWN_PREFIXES,
    ...OFFICIAL_API_PREFIXES,
    ...allRoutes.map((route) => apiPrefixOf(route.path)).filter((p): p is string => p !== null),
  ]),
].sort();

/** True when `path` lies under an API prefix (so it is never one of the site's pages). */
export function isApiPath(path: string): boolean {
  const clean = path.split('?', 1)[0];
  return apiPathPrefixes.some((prefix) => clean === prefix || clean.startsWith(`${prefix}/`));
}
