/**
 * The wire identity of one call: operation id, HTTP method and path (Fastify-style `:param`
 * segments). Kept free of schemas so a client bundle that imports one endpoint carries only
 * that endpoint's few bytes; the server's route table (`*.routes.ts`) adds schemas and access.
 */
export interface Endpoint {
  readonly operationId: string;
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  readonly path: string;
  /** A GET read that also answers POST with the same payload as a JSON body (spec §5, §9). */
  readonly postFallback?: boolean;
}

/** Declares an endpoint; `as const`-like literal types are kept for the path and method. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;
