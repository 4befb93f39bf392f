import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// Default imports: the built server loads these CommonJS packages with Node's own loader.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { ErrorEnvelope, Event } from '@tessera/contracts';
import {
  isSubjectAccess,
  takesIdempotencyKey,
  type InputOf,
  type ParamsOf,
  type ResponseOf,
  type RouteSpec,
} from '@tessera/contracts/routes/index';
import { checkAccess } from './auth/auth-context.ts';
import type { Caller } from './auth/caller.ts';
import { assertOwningSubject, type SubjectLookup } from './auth/subject-access.ts';
import { idempotencyHooks, type IdempotencyKeys } from './idempotency/index.ts';
import { answerValue, type SerializedJson } from './serialized-json.ts';
import { noteClockLife, skippableOnCachedHit } from './read-cache.ts';

/** What a handler gets: the checked caller, and the validated parameters and payload. */
export interface RouteCall<R extends RouteSpec> {
  /** Who is calling (auth/caller.ts): pass it to the service as it is. Null only on a public route without a site. */
  caller: R['access'] extends 'public' ? Caller | null : Caller;
  params: ParamsOf<R>;
  input: InputOf<R>;
  request: FastifyRequest;
}

/** A handler answers with the value, or with its JSON text already written (serialized-json.ts). */
export type RouteHandler<R extends RouteSpec> = (
  call: RouteCall<R>,
) => Promise<ResponseOf<R> | SerializedJson<ResponseOf<R>>>;

/** One handler per route of a route group, typed from the group's schemas. */
export type RouteHandlers<G extends Record<string, RouteSpec>> = { [K in keyof G]: RouteHandler<G[K]> };

/** The `ownerOrSubjectOf` names of a route group's access rules. */
type SubjectKinds<G extends Record<string, RouteSpec>> = {
  [K in keyof G]: G[K]['access'] extends { readonly ownerOrSubjectOf: infer N extends string } ? N : never;
}[keyof G];

/** How to find whom a resource belongs to, for each `ownerOrSubjectOf` name of a route group. */
export type SubjectLookups<G extends Record<string, RouteSpec>> = {
  readonly [N in SubjectKinds<G>]: SubjectLookup;
};

/** A group with `ownerOrSubjectOf` rules must be registered with their lookups (checked by the compiler). */
type LookupsArgument<G extends Record<string, RouteSpec>> = [SubjectKinds<G>] extends [never]
  ? [subjects?: Record<string, SubjectLookup>]
  : [subjects: SubjectLookups<G>];

/** Fastify's `:param` path from the table's path (already in that form). */
const fastifyPath = (path: string) => path;

/**
 * Registers a group of the route table: schemas, access rule (checked here, once, before the
 * body is validated or the handler runs), cache policy and POST fallback all come from the
 * table entry. A handler only turns a validated call into an answer.
 */
export function registerRoutes<G extends Record<string, RouteSpec>>(
  app: FastifyInstance,
  group: G,
  handlers: RouteHandlers<G>,
  ...[subjects]: LookupsArgument<G>
): void {
  for (const [name, spec] of Object.entries(group) as [keyof G & string, RouteSpec][]) {
    const handler = handlers[name] as RouteHandler<RouteSpec>;
    const config = { public: spec.access === 'public', visitorCache: spec.visitorCache, routeSpec: spec };
    const subjectOf = subjectCheck(spec, subjects as Record<string, SubjectLookup> | undefined);
    // No promise unless a subject lookup must read the database.
    const onRequest = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      if (checkAccess(request.auth, spec.access) !== 'if-subject') return done();
      subjectOf!(request).then(() => done(), done);
    };
    const common = {
      tags: [...spec.tags],
      summary: spec.summary,
      description: spec.description,
      ...(spec.params ? { params: spec.params } : {}),
      response: { 200: spec.response },
    };
    const call = (request: FastifyRequest, input: unknown) =>
      handler({
        // The request's credentials are the caller once a site is known: no copy per request.
        caller: (request.auth.siteId === null ? null : request.auth) as Caller,
        params: (request.params ?? {}) as never,
        input: (input ?? {}) as never,
        request,
      });
    // A cached route's answer may say how long the clock leaves it true (read-cache.ts renewals).
    const run = spec.visitorCache
      ? (request: FastifyRequest, input: unknown) =>
          call(request, input).then((answer) => {
            noteClockLife(request, answer);
            return answer;
          })
      : call;
    // A GET's input is its query string, and so is a DELETE's: clients send no body with either
    // (wire.md "Requests"; the official SDK puts a delete's fields in the query, e.g. itemIds).
    const isRead = spec.method === 'GET' || spec.method === 'DELETE';
    const preSerialization = app.validateResponses ? [responseValidator(spec)] : [];
    // Writes keep their answers by Idempotency-Key (platform/idempotency) unless the table opts out.
    const idempotency =
      app.hasDecorator('idempotencyKeys') && takesIdempotencyKey(spec)
        ? idempotencyHooks(app.idempotencyKeys, spec.operationId, app.log)
        : undefined;
    app.route({
      method: spec.method,
      url: fastifyPath(spec.path),
      schema: {
        ...common,
        operationId: spec.operationId,
        ...(spec.input ? (isRead ? { querystring: spec.input } : { body: spec.input }) : {}),
      },
      config,
      onRequest,
      preSerialization,
      // A cached hit never reaches preHandler, so it has no claim for onSend to keep (read-cache.ts).
      ...(idempotency
        ? { preHandler: idempotency.preHandler, onSend: skippableOnCachedHit(idempotency.onSend) }
        : {}),
      handler: (request) => run(request, isRead ? request.query : request.body),
    });
    if (spec.postFallback) {
      // Clients send a GET as POST with a JSON body when its query string would pass 4000 characters.
      app.route({
        method: 'POST',
        url: fastifyPath(spec.path),
        schema: {
          ...common,
          operationId: `${spec.operationId}ByPost`,
          description: 'POST form of the GET call, used when the query string would be too long.',
          ...(spec.input ? { body: spec.input } : {}),
        },
        config,
        onRequest,
        preSerialization,
        handler: (request) => run(request, request.body),
      });
    }
  }
}

/**
 * For a `{ ownerOrSubjectOf, param }` rule: the check that the caller is the member or visitor
 * the resource named by the path parameter belongs to. A rule naming no lookup, or a parameter
 * the route does not have, stops the server at start rather than open or close the route.
 */
function subjectCheck(spec: RouteSpec, subjects: Record<string, SubjectLookup> | undefined) {
  const access = spec.access;
  if (!isSubjectAccess(access)) return undefined;
  const lookup =
    subjects && Object.hasOwn(subjects, access.ownerOrSubjectOf)
      ? subjects[access.ownerOrSubjectOf]
      : undefined;
  if (!lookup) throw new Error(`${spec.operationId}: no subject lookup named ${access.ownerOrSubjectOf}`);
  if (!spec.path.split('/').includes(`:${access.param}`)) {
    throw new Error(`${spec.operationId}: its path has no parameter ${access.param}`);
  }
  return (request: FastifyRequest) => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    return assertOwningSubject(
      request.auth,
      lookup,
      Object.hasOwn(params, access.param) ? params[access.param] : undefined,
    );
  };
}

/** A strict checker (no coercion, no defaults, nothing removed), with the shared schemas. */
let responseAjv: Ajv | undefined;
function checkerOf(schema: object) {
  if (!responseAjv) {
    responseAjv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(responseAjv);
    responseAjv.addSchema(Event).addSchema(ErrorEnvelope);
  }
  return responseAjv.compile(schema);
}

// One object for every route: Ajv caches a compiled schema by its object, and a new `{ $ref }` per
// route cost every test app about a second of compiling the same envelope again.
const errorEnvelopeRef = { $ref: 'ErrorEnvelope' };

/**
 * Checks every answer against the route's declared response schema (errors against the error
 * envelope). On in the test suite: an answer that drifts from its contract, such as a field the
 * schema does not declare, fails the test with a 500 that names the violation.
 */
function responseValidator(spec: RouteSpec) {
  // Compiled at the route's first answer, not at registration: a test file calls few of the
  // routes, and compiling every route's response schema cost each worker 4-6 CPU-s per database.
  let check: ValidateFunction | undefined;
  let errorCheck: ValidateFunction | undefined;
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (e: Error | null, p?: unknown) => void,
  ) => {
    const checker =
      reply.statusCode >= 400
        ? (errorCheck ??= checkerOf(errorEnvelopeRef))
        : (check ??= checkerOf(spec.response));
    if (checker(answerValue(payload))) return done(null, payload);
    const problems = (checker.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
    request.log.error({ problems, operationId: spec.operationId }, 'answer does not match its schema');
    reply.status(500);
    done(null, {
      message: `Response of ${spec.operationId} does not match its schema: ${problems.join('; ')}`,
      details: { applicationError: { code: 'RESPONSE_SCHEMA_MISMATCH', description: problems.join('; ') } },
    });
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Check each answer against its route's response schema (tests turn it on). */
    validateResponses: boolean;
    /** Kept answers of writes sent with an `Idempotency-Key` (platform/idempotency). */
    idempotencyKeys: IdempotencyKeys;
  }
  interface FastifyContextConfig {
    /** The route table entry a route was registered from. */
    routeSpec?: RouteSpec;
  }
}
