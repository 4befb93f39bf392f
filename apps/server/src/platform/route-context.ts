import type { FastifyContextConfig, FastifyRequest } from 'fastify';

/** The part of Fastify's per-route context (a request's private, symbol-keyed property) we read. */
export interface RouteContext {
  config: FastifyContextConfig;
  onSend: { name: string }[] | null;
}

/** Found once by its symbol's description (`fastify.context`). */
let contextKey: symbol | null | undefined;

/** The request's route context; null if Fastify renamed its symbol (tests then fail). */
export function routeContextOf(request: FastifyRequest): RouteContext | null {
  if (contextKey === undefined) {
    contextKey =
      Object.getOwnPropertySymbols(request).find((key) => key.description === 'fastify.context') ?? null;
  }
  return contextKey ? ((request as unknown as Record<symbol, RouteContext>)[contextKey] ?? null) : null;
}

/**
 * The route's config, as `request.routeOptions.config` gives it: that getter builds a
 * twelve-property object (and asks the server for its version strategy) on every access, and the
 * hooks of every request (authentication, the read cache) read it. Same object either way
 * (test/platform/route-context.test.ts).
 */
export function routeConfigOf(request: FastifyRequest): FastifyContextConfig {
  return routeContextOf(request)?.config ?? request.routeOptions.config;
}
