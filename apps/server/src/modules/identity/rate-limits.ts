import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { RouteSpec } from '@tessera/contracts/routes/index';
import type { RateLimitStoreClass } from '../../platform/rate-limit-store.ts';
import { tooManyRequests } from './identity.errors.ts';

export interface IdentityRateLimits {
  /** Calls per window per client IP, for each limited route. */
  perIp: number;
  /** Calls per window per login id (email) and site, for login, register and recovery. */
  perLogin: number;
  windowMs: number;
}

/** Generous enough for people and the test suite; tight enough to slow guessing. */
export const defaultRateLimits: IdentityRateLimits = { perIp: 300, perLogin: 30, windowMs: 60_000 };

const LIMITED = new Set([
  'RegisterV2',
  'LoginV2',
  'Verify',
  'VerifyDuringAuthentication',
  'ResendDuringAuthentication',
  'SendRecoveryEmail',
  'Recover',
  'RecoveryTokenStatus',
  'RemoveFactor',
  'OwnerLogin',
]);

const loginIdOf = (body: unknown): string | undefined => {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const loginId = Object.hasOwn(b, 'loginId') ? (b.loginId as Record<string, unknown> | null) : null;
  const email =
    loginId && typeof loginId === 'object' && Object.hasOwn(loginId, 'email')
      ? loginId.email
      : Object.hasOwn(b, 'email')
        ? b.email
        : Object.hasOwn(b, 'stateToken')
          ? b.stateToken
          : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : undefined;
};

/**
 * Rate limits of the identity calls (`@fastify/rate-limit`, in this plugin scope only): per
 * client IP, and per login id so that many IPs cannot take turns guessing one account's password.
 * Checked after validation, so the login id comes from a well-formed body. The counters live in
 * `store` (the database in the app), shared by every server process.
 */
export async function registerIdentityRateLimits(
  scope: FastifyInstance,
  limits: IdentityRateLimits | false,
  store: RateLimitStoreClass,
) {
  if (!limits) return;
  await scope.register(rateLimit, { global: false, store });
  const perIp = scope.createRateLimit({
    max: limits.perIp,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `ip|${request.ip}`,
  });
  const perLogin = scope.createRateLimit({
    max: limits.perLogin,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `login|${request.auth?.siteId ?? ''}|${loginIdOf(request.body) ?? ''}`,
  });
  scope.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const spec = (request.routeOptions.config as { routeSpec?: RouteSpec }).routeSpec;
    if (!spec || !LIMITED.has(spec.operationId)) return;
    const checks = [perIp];
    if (loginIdOf(request.body)) checks.push(perLogin);
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw tooManyRequests('TOO_MANY_REQUESTS', 'Too many requests; try again later');
      }
    }
  });
}
