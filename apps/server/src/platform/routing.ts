import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// Default imports: the built server loads these CommonJS packages with Node's own loader.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { ErrorEnvelope, Event } from '@tessera/contracts';
import {
  takesIdempotencyKey,
  type InputOf,
  type ParamsOf,
  type ResponseOf,
  type RouteSpec,
} from '@tessera/contracts/routes/index';
import { checkAccess, type AuthContext } from './auth/auth-context.ts';
import { idempotencyHooks, type IdempotencyKeys } from './idempotency/index.ts';
import { answerValue, type SerializedJson } from './serialized-json.ts';

/** What a handler gets: the checked caller, and the validated parameters and payload. */
export interface RouteCall<R extends RouteSpec> {
  auth: AuthContext & { siteId: R['access'] extends 'public' ? string | null : string };
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
): void {
  for (const [name, spec] of Object.entries(group) as [keyof G & string, RouteSpec][]) {
    const handler = handlers[name] as RouteHandler<RouteSpec>;
    const config = { public: spec.access === 'public', visitorCache: spec.visitorCache, routeSpec: spec };
    const onRequest = (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) => {
      try {
        checkAccess(request.auth, spec.access);
        done();
      } catch (error) {
        done(error as Error);
      }
    };
    const common = {
      tags: [...spec.tags],
      summary: spec.summary,
      description: spec.description,
      ...(spec.params ? { params: spec.params } : {}),
      response: { 200: spec.response },
    };
    const run = (request: FastifyRequest, input: unknown) =>
      handler({
        auth: request.auth as RouteCall<RouteSpec>['auth'],
        params: (request.params ?? {}) as never,
        input: (input ?? {}) as never,
        request,
      });
    const isRead = spec.method === 'GET';
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
      ...(idempotency ? { preHandler: idempotency.preHandler, onSend: idempotency.onSend } : {}),
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

/**
 * Checks every answer against the route's declared response schema (errors against the error
 * envelope). On in the test suite: an answer that drifts from its contract, such as a field the
 * schema does not declare, fails the test with a 500 that names the violation.
 */
function responseValidator(spec: RouteSpec) {
  const check = checkerOf(spec.response);
  const errorCheck = checkerOf({ $ref: 'ErrorEnvelope' });
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (e: Error | null, p?: unknown) => void,
  ) => {
    const checker = reply.statusCode >= 400 ? errorCheck : check;
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
