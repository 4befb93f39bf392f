import type { FastifyRequest } from 'fastify';
import { isApiPath } from '@tessera/contracts/routes/api-prefixes';

export { isApiPath };

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
