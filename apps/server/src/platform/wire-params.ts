import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { validationError, violation } from './errors.ts';
import { isPrototypeKey } from './own-keys.ts';

const INVALID_R = Symbol('invalid .r parameter');
const UNPARSED = Symbol('query string not parsed yet');

/**
 * GET parameters come flattened (`query.paging.limit=10`, repeated keys for arrays) or as
 * `.r=<base64 JSON>` when the payload nests arrays of objects. Both become one nested object.
 */
export function parseWireQueryString(raw: string): Record<string, unknown> {
  const params = new URLSearchParams(raw);
  const encoded = params.get('.r');
  return encoded === null ? nestParameters(params) : decodeEncodedPayload(encoded);
}

/**
 * The router's query string parser: as `parseWireQueryString`, except that a query string in the
 * official SDK's form, `.r=<base64 JSON>` first, is kept as it is until `decodeWireQuery` (the
 * first preValidation hook) parses it. The router parses the query string before any hook runs,
 * and a read served from the cache (keyed by the raw URL, read-cache.ts) never looks at it: a hit
 * pays no percent-, base64 or JSON decoding. Before preValidation such a query looks empty;
 * nothing reads a query earlier. Any other query string (`.r` elsewhere included) is parsed at once.
 */
export function parseWireQueryStringLazily(raw: string): Record<string, unknown> {
  return raw.startsWith('.r=') ? { [UNPARSED]: raw } : parseWireQueryString(raw);
}

function decodeEncodedPayload(encoded: string): Record<string, unknown> {
  try {
    const decoded = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    if (decoded && typeof decoded === 'object' && !Array.isArray(decoded)) return decoded;
  } catch {
    // fall through
  }
  return { [INVALID_R]: true };
}

function nestParameters(params: URLSearchParams): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  parameters: for (const [key, value] of params) {
    const path = key.split('.');
    let target: Record<string, any> = result;
    for (const segment of path.slice(0, -1)) {
      if (isPrototypeKey(segment)) continue parameters;
      if (typeof target[segment] !== 'object' || target[segment] === null || Array.isArray(target[segment])) {
        target[segment] = {};
      }
      target = target[segment];
    }
    const leaf = path[path.length - 1];
    if (isPrototypeKey(leaf)) continue;
    const existing = target[leaf];
    if (existing === undefined) target[leaf] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else target[leaf] = [existing, value];
  }
  return result;
}

/**
 * Parses a query string the router kept as it was (`parseWireQueryStringLazily`) and rejects a
 * `.r` that is not base64 JSON, before validation runs.
 */
export function decodeWireQuery(request: FastifyRequest): void {
  const query = request.query as Record<PropertyKey, unknown> | undefined;
  const raw = query?.[UNPARSED];
  if (typeof raw === 'string') request.query = parseWireQueryString(raw);
  rejectInvalidEncodedQuery(request);
}

/** Rejects a `.r` parameter that is not base64 JSON before validation runs. */
export function rejectInvalidEncodedQuery(request: FastifyRequest): void {
  const query = request.query as Record<PropertyKey, unknown> | undefined;
  if (query && query[INVALID_R]) {
    throw validationError([violation('.r', 'must be base64-encoded JSON object', 'FORMAT')]);
  }
}

interface ReadRouteOptions {
  params?: TSchema;
  input: TSchema;
  response?: Record<number, TSchema>;
  tags?: string[];
  summary?: string;
  operationId?: string;
  /** Serve visitors from the read cache (platform/read-cache.ts). */
  visitorCache?: boolean;
}

/**
 * Registers a read call at GET (payload in the query string) and POST (payload as JSON body):
 * clients switch to POST when the query string would pass 4000 characters (spec §5, §9).
 */
export function readRoute<P, I>(
  app: FastifyInstance,
  path: string,
  options: ReadRouteOptions,
  handler: (request: FastifyRequest, params: P, input: I) => Promise<unknown>,
): void {
  const common: RouteShorthandOptions['schema'] = {
    ...(options.params ? { params: options.params } : {}),
    ...(options.response ? { response: options.response } : {}),
    tags: options.tags,
    summary: options.summary,
  };
  const config = { visitorCache: options.visitorCache ?? false };
  app.get(
    path,
    { schema: { ...common, querystring: options.input, operationId: options.operationId }, config },
    (request) => handler(request, request.params as P, (request.query ?? {}) as I),
  );
  app.post(
    path,
    {
      schema: {
        ...common,
        body: options.input,
        operationId: options.operationId ? `${options.operationId}ByPost` : undefined,
        description: 'POST form of the GET call, used when the query string would be too long.',
      },
      config,
    },
    (request) => handler(request, request.params as P, (request.body ?? {}) as I),
  );
}
