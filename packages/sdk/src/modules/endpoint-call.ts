import type { Endpoint } from '@tessera/contracts/routes/endpoint';
import { endpointPath } from '../path.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient, ResponseCheck } from '../transport.ts';

/**
 * Calls one declared endpoint through the client's transport: path parameters filled in, the
 * payload as query or body, and an optional check of the answer's shape.
 */
export function endpointCaller(http: HttpClient) {
  return <T>(
    endpoint: Endpoint,
    payload: Record<string, unknown> | undefined,
    options: CallOptions = {},
    params?: Record<string, string>,
    check?: ResponseCheck,
  ) =>
    http.request<T>(
      {
        method: endpoint.method,
        path: endpointPath(endpoint, params),
        payload,
        operationId: endpoint.operationId,
      },
      { ...options, check },
    );
}
