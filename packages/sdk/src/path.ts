import type { Endpoint } from '@tessera/contracts/routes/endpoint';
import { TesseraClientError } from './errors.ts';

/**
 * The endpoint's path with each `:param` segment replaced by its URI-encoded value. An empty or
 * missing value is a local error: `/events/v3/events/` would silently address another route.
 */
export function endpointPath(endpoint: Endpoint, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' || value === '') {
      throw new TesseraClientError(`${endpoint.operationId}: ${name} is required`);
    }
    return encodeURIComponent(value);
  });
}
