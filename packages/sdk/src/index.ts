// `@tessera/sdk`: everything in one entry. Its `createClient` attaches the full Events module
// (owner writes included) when no `modules` are given, as before. For small bundles import
// `@tessera/sdk/core`, `@tessera/sdk/oauth` and only the modules you call (`@tessera/sdk/events`).
import type { AuthStrategy } from './auth/types.ts';
import {
  createClient as createModularClient,
  type CreateClientOptions,
  type DefaultModules,
  type ModuleMap,
  type TesseraClient,
} from './client.ts';
import { eventsAdmin } from './modules/events-admin.ts';

/** A client with the given modules, or with `events` (reads, writes and bulk calls) when none are given. */
export function createClient<A extends AuthStrategy, M extends ModuleMap = DefaultModules>(
  options: CreateClientOptions<A, M>,
): TesseraClient<A, M> {
  const modules = options.modules ?? ({ events: eventsAdmin } satisfies DefaultModules as ModuleMap as M);
  return createModularClient({ ...options, modules });
}

export * from './core.ts';
export * from './oauth.ts';
// The everything entry's OAuthStrategy is the complete one, with member login (`./identity.ts`).
export { OAuthStrategy } from './identity/member-strategy.ts';
export {
  LoginState,
  generateOAuthData,
  parseFromUrl,
  SILENT_LOGIN_TIMEOUT_MS,
  browserFrameHost,
  waitForWebMessage,
} from './identity.ts';
export type {
  AuthUrlOptions,
  CaptchaTokens,
  FactorType,
  FrameHost,
  LoginErrorCode,
  LoginParams,
  MemberOAuthStrategy,
  MemberOAuthStrategyOptions,
  OAuthData,
  RedirectAnswer,
  RegisterParams,
  StateMachine,
  StateResponse,
  VerificationInputs,
} from './identity.ts';
export { ApiKeyStrategy, loginOwner } from './auth/api-key.ts';
export type { OwnerLoginOptions, OwnerSession } from './auth/api-key.ts';
export type { ApiKeyStrategyOptions } from './auth/api-key.ts';
export type { AuthContext, AuthStrategy } from './auth/types.ts';
export { errorFromResponse } from './errors.ts';
export { MAX_QUERY_STRING_LENGTH, flattenParams, prepareRequest, toSearchParams } from './http.ts';
export type { ApiRequest, FetchFn, HttpMethod, PreparedRequest } from './http.ts';
export { events, eventsAdmin } from './modules/events-admin.ts';
export { members } from './modules/members.ts';
export { membersAdmin } from './modules/members-admin.ts';
export type {
  DevMailboxEntry,
  IdentitySettingsValues,
  MemberAction,
  MembersAdminModule,
  MembersQuery,
  MembersQueryResult,
  NewMember,
  BulkMemberAction,
  BulkByFilterResult,
  BulkDeleteResult,
  MembersFilter,
} from './modules/members-admin.ts';
export type { Factor, Member, MemberChanges, MembersModule, TotpEnrolment } from './modules/members.ts';
export type { EventsAdminModule, EventsReadModule } from './modules/events-admin.ts';
/** The full Events module's type (before the split into `events` and `eventsAdmin`). */
export type { EventsAdminModule as EventsModule } from './modules/events-admin.ts';
export { DEFAULT_EVENTS_PAGE_SIZE } from './modules/events-common.ts';
export type {
  CloneEventOptions,
  CountEventsByStatusOptions,
  CreateEventOptions,
  EventsPage,
  EventsQueryResult,
  FieldsOptions,
  ListEventsByCategoryOptions,
  QueryEventsOptions,
  UpdateEventOptions,
} from './modules/events-common.ts';
export type * from './modules/events.types.ts';
export { oauthClientsAdmin } from './modules/oauth-clients-admin.ts';
export type {
  OAuthClient,
  OAuthClientChanges,
  OAuthClientsAdminModule,
} from './modules/oauth-clients-admin.ts';
