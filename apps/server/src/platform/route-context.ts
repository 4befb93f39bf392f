import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { fastifyPrivate } from './fastify-private.ts';

/** The part of Fastify's per-route context (a request's private, symbol-keyed property) we read. */
export interface RouteContext {
  config: FastifyContextConfig;
  onSend: { name: string }[] | null;
}

/** Fastify keeps a request's route context under a private symbol. */
const routeContext = fastifyPrivate<RouteContext>('fastify.context');

/** The request's route context; null if Fastify renamed its symbol (tests then fail). */
export const routeContextOf = (request: FastifyRequest): RouteContext | null => routeContext(request);

/**
 * The route's config, as `request.routeOptions.config` gives it: that getter builds a
 * twelve-property object (and asks the server for its version strategy) on every access, and the
 * hooks of every request (authentication, the read cache) read it. Same object either way
 * (test/platform/route-context.test.ts).
 */
export function routeConfigOf(request: FastifyRequest): FastifyContextConfig {
  return routeContextOf(request)?.config ?? request.routeOptions.config;
}
