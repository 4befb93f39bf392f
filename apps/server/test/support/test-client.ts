import type { TSchema } from '@sinclair/typebox';
import type { InputOf, ParamsOf, ResponseOf, RouteSpec } from '@tessera/contracts/routes/index';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';

// Calls a route of the table by its declaration: the path is filled from typed params, the input is
// typed from the route's schema, and `call` answers the route's response type. The suite's server
// checks every answer against that schema (validateResponses), so the type is what arrives.

type ParamsPart<R extends RouteSpec> = R['params'] extends TSchema
  ? { params: ParamsOf<R> }
  : { params?: undefined };
type InputPart<R extends RouteSpec> = R['input'] extends TSchema
  ? { input?: InputOf<R> }
  : { input?: undefined };

/** One call: path parameters (when the route has any), input and who calls (`as`: their headers). */
export type TestRequest<R extends RouteSpec> = ParamsPart<R> &
  InputPart<R> & {
    /** The caller's headers, e.g. `app.ownerHeaders()` or `await app.visitorHeaders()`. */
    as: Record<string, string>;
  };

export interface TestClient {
  /** Calls the route and answers its typed body; any other status than 200 fails with the body. */
  call<R extends RouteSpec>(route: R, request: TestRequest<R>): Promise<ResponseOf<R>>;
  /** Calls the route and answers the raw response, for tests of refusals and errors. */
  send<R extends RouteSpec>(route: R, request: TestRequest<R>): Promise<LightMyRequestResponse>;
}

function pathOf(route: RouteSpec, params: Record<string, unknown> = {}): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (typeof value !== 'string') throw new Error(`${route.operationId}: path parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasComplexArrays = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some((item) => typeof item === 'object' && item !== null)
    : isPlainObject(value) && Object.values(value).some(hasComplexArrays);

/** A GET or DELETE input as wire.md "Requests" sends it: dotted keys, or `.r` for nested arrays. */
function queryOf(input: Record<string, unknown>): string {
  if (hasComplexArrays(input)) {
    return `.r=${Buffer.from(JSON.stringify(input)).toString('base64url')}`;
  }
  const query = new URLSearchParams();
  const add = (value: unknown, key: string) => {
    if (isPlainObject(value)) for (const [name, inner] of Object.entries(value)) add(inner, `${key}.${name}`);
    else
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined && item !== null) query.append(key, String(item));
      }
  };
  for (const [name, value] of Object.entries(input)) add(value, name);
  return query.toString();
}

/** `testClient(app).call(eventsRoutes.createEvent, { input, as: app.ownerHeaders() })`. */
export function testClient(app: Pick<TestApp, 'request'>): TestClient {
  const send = <R extends RouteSpec>(route: R, request: TestRequest<R>) => {
    const path = pathOf(route, request.params as Record<string, unknown> | undefined);
    const input = (request.input ?? {}) as Record<string, unknown>;
    const inQuery = route.method === 'GET' || route.method === 'DELETE';
    const query = inQuery ? queryOf(input) : '';
    return app.request({
      method: route.method,
      url: query ? `${path}?${query}` : path,
      headers: request.as,
      payload: inQuery ? undefined : input,
    });
  };
  return {
    send,
    async call(route, request) {
      const response = await send(route, request);
      if (response.statusCode !== 200) {
        throw new Error(`${route.operationId} answered ${response.statusCode}: ${response.body}`);
      }
      return response.json();
    },
  };
}
