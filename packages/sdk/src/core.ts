// `@tessera/sdk/core`: the client, its transport and the error classes, with no module and no auth
// strategy. Add `@tessera/sdk/oauth` or `@tessera/sdk/api-key`, and the modules you call.
export { createClient, DEFAULT_TIMEOUT_MS } from './client.ts';
export type {
  BaseClient,
  CreateClientOptions,
  DefaultModules,
  Module,
  ModuleMap,
  ModulesOf,
  TesseraClient,
} from './client.ts';
export type { HttpClient, RequestOptions, ResponseCheck } from './transport.ts';
export type { CallOptions } from './signals.ts';
export { DEFAULT_RETRY } from './retry.ts';
export type { RetryOptions } from './retry.ts';
export type { AuthContext, AuthStrategy } from './auth/types.ts';
export {
  TesseraApiError,
  ValidationError,
  ApplicationError,
  SystemError,
  RequestAbortedError,
  RequestTimeoutError,
  MalformedResponseError,
  TesseraClientError,
} from './errors.ts';
export type { ErrorDetails, FieldViolation } from './errors.ts';
export type { ApiRequest, FetchFn, HttpMethod } from './http.ts';
