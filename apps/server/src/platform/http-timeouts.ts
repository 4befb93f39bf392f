import type { FastifyServerOptions } from 'fastify';

/** How long a client may take: bounds that keep slow or idle clients from holding sockets. */
export interface HttpTimeouts {
  /** The whole request (headers and body) must arrive within this; else 408 and the socket closes. */
  requestTimeoutMs: number;
  /** A socket with no traffic in either direction for this long is closed. */
  connectionTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long between requests. */
  keepAliveTimeoutMs: number;
  /** A keep-alive connection is closed after this many requests. */
  maxRequestsPerSocket: number;
}

export const defaultHttpTimeouts: HttpTimeouts = {
  requestTimeoutMs: 30_000,
  connectionTimeoutMs: 120_000,
  // Longer than the 60 s idle time of common load balancers, so they close first, never us mid-reuse.
  keepAliveTimeoutMs: 72_000,
  maxRequestsPerSocket: 1000,
};

/** The Fastify (node:http) server options for these bounds. */
export function httpServerOptions(overrides: Partial<HttpTimeouts> = {}): FastifyServerOptions {
  const t = { ...defaultHttpTimeouts };
  // An unset (undefined) override keeps its default.
  for (const [name, value] of Object.entries(overrides) as [keyof HttpTimeouts, number | undefined][]) {
    if (value !== undefined) t[name] = value;
  }
  return {
    requestTimeout: t.requestTimeoutMs,
    connectionTimeout: t.connectionTimeoutMs,
    keepAliveTimeout: t.keepAliveTimeoutMs,
    maxRequestsPerSocket: t.maxRequestsPerSocket,
    http: {
      // node:http enforces the request timeout only while the headers timeout (60 s by default)
      // is not longer than it; Fastify sets the request timeout after creating the server.
      requestTimeout: t.requestTimeoutMs,
      headersTimeout: Math.min(t.requestTimeoutMs, 60_000),
      // Timeouts are checked on this interval (30 s by default): often enough for a short one.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(t.requestTimeoutMs / 4))),
    },
  } as FastifyServerOptions;
}
