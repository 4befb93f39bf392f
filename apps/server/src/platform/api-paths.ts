import type { FastifyRequest } from 'fastify';
import { API_PATH_PREFIXES } from './api-prefixes.generated.ts';

/** Namespaces that are all API, whatever follows (our own, and whole platform services). */
const API_NAMESPACE =
  /^\/(events\/v\d+|events-notifications|oauth2|api|_api|ecom|stores|stores-reader|headless|back-in-stock-service|tips|tip-settings|docs|healthz)(\/|$)/;

/** A path of the API, served or not yet: its first two segments start a path of the platform's API. */
export function isApiPath(path: string): boolean {
  if (API_NAMESPACE.test(path)) return true;
  const [, first = '', second = ''] = path.split('/', 3);
  return API_PATH_PREFIXES.has(`/${first}/${second}`);
}

/**
 * A browser navigating to a page of the site (answered with the site's index.html), as opposed
 * to an API client, which must get a 404 envelope it can parse, never HTML with a 200. API
 * clients are those whose Accept leaves out text/html (JSON clients; browsers' navigations
 * always ask for it) and any request to an API path.
 */
export function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const accept = request.headers.accept;
  if (accept !== undefined && !accept.includes('text/html')) return false;
  return !isApiPath(request.url.split('?', 1)[0]);
}
