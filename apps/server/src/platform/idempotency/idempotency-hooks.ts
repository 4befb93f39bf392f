import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { REPLAYED_HEADER, readIdempotencyKey } from './idempotency-key.ts';
import type { IdempotencyKeys, KeptAnswer, KeyScope } from './idempotency-store.ts';

/** 422: the key was used for another request (`AppError` kinds stop at 409 and 428). */
class KeyReused extends AppError {
  constructor() {
    super(
      'INVALID',
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used with a different request; send a new key for a new request',
    );
  }
  override get status(): number {
    return 422;
  }
}

const inFlight = () =>
  new AppError(
    'CONFLICT',
    'IDEMPOTENCY_KEY_IN_USE',
    'A request with this Idempotency-Key is still being processed; retry when it has finished',
  );

/** Response headers a replay repeats: the body's type and what the answer set in the browser. */
const KEPT_HEADERS = ['content-type', 'set-cookie', 'location'] as const;

const claims = new WeakMap<FastifyRequest, { scope: KeyScope; token: string }>();

/** The request as the key must match it: method, URL (path parameters, query) and validated body. */
const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(request.method)
    .update('\0')
    .update(request.url)
    .update('\0')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');

function keptHeaders(reply: FastifyReply): KeptAnswer['headers'] {
  const headers: KeptAnswer['headers'] = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (typeof value === 'string' || Array.isArray(value)) headers[name] = value;
    else if (typeof value === 'number') headers[name] = String(value);
  }
  return headers;
}

/**
 * The two hooks of a route that honours `Idempotency-Key`. `preHandler` (after the access check
 * and body validation, so refused and malformed requests keep nothing) claims the key or answers
 * for it: the kept answer (with `Idempotent-Replayed: true`), 409 while the first is in flight,
 * 422 for another request under the same key. `onSend` keeps the answer of a claimed request,
 * 4xx included; a 5xx releases the key, so a retry executes again.
 */
export function idempotencyHooks(keys: IdempotencyKeys, operationId: string, log: FastifyBaseLogger) {
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = readIdempotencyKey(request.headers);
    if (key === undefined || !request.auth.siteId) return;
    const { role, subjectId } = request.auth;
    const scope = {
      siteId: request.auth.siteId,
      subject: `${role}:${subjectId ?? ''}`,
      route: operationId,
      key,
    };
    const claim = await keys.claim(scope, fingerprintOf(request));
    switch (claim.outcome) {
      case 'claimed':
        claims.set(request, { scope, token: claim.token });
        return;
      case 'mismatch':
        throw new KeyReused();
      case 'in-flight':
        reply.header('retry-after', '1');
        throw inFlight();
      case 'replay': {
        const { status, headers, body } = claim.answer;
        reply.code(status).headers(headers).header(REPLAYED_HEADER, 'true');
        return reply.send(body);
      }
    }
  };

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    try {
      const body =
        typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
      if (reply.statusCode >= 500 || body === null) await keys.release(claim.scope, claim.token);
      else
        await keys.complete(claim.scope, claim.token, {
          status: reply.statusCode,
          headers: keptHeaders(reply),
          body,
        });
    } catch (error) {
      // The answer is real either way; an unkept one stays in flight until its lease ends.
      log.error({ err: error, operationId }, 'could not keep the answer of an Idempotency-Key');
    }
    return payload;
  };

  return { preHandler, onSend };
}
