import type { Endpoint } from '@tessera/contracts/routes/endpoint';
import type { InputOf, ParamsOf, ResponseOf } from '@tessera/contracts/routes/route';
import type { RouteRegistry } from '@tessera/contracts/routes/route-registry';
import { endpointPath } from '../path.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient, ResponseCheck } from '../transport.ts';

// The one way a module calls the API. The runtime identity (method, path, operation id) comes from
// the endpoint declaration, a few bytes; the types come from the route registry, which each
// `*.endpoints.ts` file fills with its group's routes (`import type`), so a bundle carries no schema
// and no other route, and a new group edits no list.

type Table = RouteRegistry;
type AnyRoute = { [G in keyof Table]: Table[G][keyof Table[G]] }[keyof Table];

/** The route of the table declared for an endpoint (matched by its operation id). */
export type RouteOf<E extends Endpoint> = Extract<AnyRoute, { operationId: E['operationId'] }>;
/** Path parameters of an endpoint's route. */
export type CallParams<E extends Endpoint> = ParamsOf<RouteOf<E>>;
/** The request payload of an endpoint's route: its query string (GET, DELETE) or its JSON body. */
export type CallInput<E extends Endpoint> = InputOf<RouteOf<E>>;
/** The 200 answer of an endpoint's route, typed from its response schema. */
export type CallAnswer<E extends Endpoint> = ResponseOf<RouteOf<E>>;

export interface CallSettings extends CallOptions {
  /** Rejects a 200 answer that lacks what the call returns (`MalformedResponseError`). */
  check?: ResponseCheck;
  /** A POST that only reads (a query): sent without a key and retried like a GET. */
  idempotent?: boolean;
}

/** Calls one endpoint: `call(endpoint, params, input, settings)` answers the route's response type. */
export type Call = <E extends Endpoint>(
  endpoint: E,
  params: CallParams<E>,
  input: CallInput<E> | undefined,
  settings?: CallSettings,
) => Promise<CallAnswer<E>>;

/**
 * The typed call of a module, through the client's transport: path parameters filled in, the
 * input as query or body, the call controls (signal, time limit) and the optional answer check.
 */
export function callerOf(http: HttpClient): Call {
  return (endpoint, params, input, settings = {}) => {
    const { signal, timeoutMs, check, idempotent } = settings;
    return http.request(
      {
        method: endpoint.method,
        path: endpointPath(endpoint, params as Record<string, string>),
        payload: input as Record<string, unknown> | undefined,
        operationId: endpoint.operationId,
        ...(idempotent ? { idempotent } : {}),
      },
      { signal, timeoutMs, check },
    );
  };
}
