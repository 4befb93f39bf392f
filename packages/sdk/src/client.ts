import type { AuthContext, AuthStrategy } from './auth/types.ts';
import { createHttpClient, type ApiRequest, type FetchFn } from './http.ts';
import { eventsModule, type EventsModule } from './modules/events.ts';

export interface CreateClientOptions<A extends AuthStrategy> {
  /** Origin (and optional path prefix) of a Tessera server, e.g. `https://tessera.example.com`. */
  baseUrl: string;
  auth: A;
  /** Defaults to the global `fetch`. */
  fetch?: FetchFn;
}

export interface TesseraClient<A extends AuthStrategy = AuthStrategy> {
  readonly baseUrl: string;
  readonly auth: A;
  /** Low-level call with auth headers and error mapping; modules are built on it. */
  request<T>(request: ApiRequest): Promise<T>;
  readonly events: EventsModule;
}

export function createClient<A extends AuthStrategy>(options: CreateClientOptions<A>): TesseraClient<A> {
  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const context: AuthContext = { baseUrl: options.baseUrl, fetch: fetchFn };
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    fetch: fetchFn,
    getHeaders: () => options.auth.getAuthHeaders(context),
  });
  return {
    baseUrl: options.baseUrl,
    auth: options.auth,
    request: (request) => http.request(request),
    events: eventsModule(http),
  };
}
