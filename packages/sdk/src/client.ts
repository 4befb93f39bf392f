import type { AuthContext, AuthStrategy } from './auth/types.ts';
import { TesseraClientError } from './errors.ts';
import type { ApiRequest, FetchFn } from './http.ts';
import type { EventsAdminModule } from './modules/events-admin.ts';
import type { RetryOptions } from './retry.ts';
import { createHttpClient, type HttpClient, type RequestOptions } from './transport.ts';

/** Default time limit of one call, retries included. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** A module factory: given the client's transport, returns the module's calls. */
export type Module<T = unknown> = (http: HttpClient) => T;
export type ModuleMap = Record<string, Module>;
/** Each module's calls under its key, e.g. `{ events }` gives `client.events.getEventBySlug`. */
export type ModulesOf<M extends ModuleMap> = { readonly [K in keyof M]: ReturnType<M[K]> };

/** What `createClient` from `@tessera/sdk` (the everything entry) attaches without `modules`. */
export type DefaultModules = { events: (http: HttpClient) => EventsAdminModule };

export interface CreateClientOptions<A extends AuthStrategy, M extends ModuleMap = ModuleMap> {
  /** Origin (and optional path prefix) of a Tessera server, e.g. `https://tessera.example.com`. */
  baseUrl: string;
  auth: A;
  /** The calls this client carries; only these end up in a bundle. */
  modules?: M;
  /** Defaults to the global `fetch`. */
  fetch?: FetchFn;
  /** Time limit of each call in ms (retries included), unless the call gives its own. */
  timeoutMs?: number;
  /** Retries of idempotent reads; `{ retries: 0 }` turns them off. */
  retry?: RetryOptions;
}

export interface BaseClient<A extends AuthStrategy = AuthStrategy> {
  readonly baseUrl: string;
  readonly auth: A;
  /**
   * Low-level call with auth headers, error mapping, time limit and (for reads) retries. The
   * client's own transport: a client is an `HttpClient`, so a module can be built on it.
   */
  request<T>(request: ApiRequest, options?: RequestOptions): Promise<T>;
}

export type TesseraClient<
  A extends AuthStrategy = AuthStrategy,
  M extends ModuleMap = DefaultModules,
> = BaseClient<A> & ModulesOf<M>;

const RESERVED = new Set(['baseUrl', 'auth', 'request']);

/** A client carrying exactly the given modules (`@tessera/sdk/core`). */
export function createClient<A extends AuthStrategy, M extends ModuleMap = Record<never, Module>>(
  options: CreateClientOptions<A, M>,
): TesseraClient<A, M> {
  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const context: AuthContext = { baseUrl: options.baseUrl, fetch: fetchFn, timeoutMs };
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    fetch: fetchFn,
    getHeaders: () => options.auth.getAuthHeaders(context),
    timeoutMs,
    retry: options.retry,
  });
  options.auth.attach?.(context, http);
  const client: Record<string, unknown> = {
    baseUrl: options.baseUrl,
    auth: options.auth,
    request: (request: ApiRequest, callOptions?: RequestOptions) => http.request(request, callOptions),
  };
  for (const [name, module] of Object.entries(options.modules ?? {})) {
    if (RESERVED.has(name)) throw new TesseraClientError(`A module may not be named ${name}`);
    client[name] = module(http);
  }
  return client as TesseraClient<A, M>;
}
