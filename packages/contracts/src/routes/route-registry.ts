/**
 * The route table as types, by group: each `<group>.endpoints.ts` adds its group's routes here by
 * declaration merging (`declare module './route-registry.ts' { interface RouteRegistry { … } }`),
 * so a client that imports an endpoint also knows its route's schemas — type only, a bundle carries
 * the endpoint's few bytes and never a schema — and a new group edits no list. The SDK's typed
 * `call` finds an endpoint's route here by operation id (packages/sdk endpoint-call.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RouteRegistry {}
