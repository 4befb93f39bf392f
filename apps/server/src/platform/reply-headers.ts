import type { FastifyReply } from 'fastify';
import { fastifyPrivate } from './fastify-private.ts';

/** A header name (lower case, as Fastify keeps them) and its value. */
export type Header = readonly [name: string, value: string];

/** A reply's own header object: what Fastify hands to `writeHead` when it sends the reply. */
export type HeaderObject = Record<string, string | number | string[] | undefined>;

/** Fastify keeps a reply's headers under a private symbol. */
const replyHeaders = fastifyPrivate<HeaderObject>('fastify.reply.headers');

/**
 * The reply's header object, written in place by the hot hooks instead of one `reply.header` per
 * header (each lower-cases its name and checks for `set-cookie`): the same object Fastify's
 * `header` writes and its send passes to `writeHead`. Null if Fastify renamed its symbol; callers
 * then take the ordinary API (tests fail in that case: test/platform/reply-headers.test.ts).
 */
export const headerObjectOf = (reply: FastifyReply): HeaderObject | null => replyHeaders(reply);

/**
 * Sets prebuilt headers (names already lower case, never `set-cookie`) on a reply: what
 * `reply.header(name, value)` for each would do, without its per-call work.
 */
export function setHeaders(reply: FastifyReply, headers: readonly Header[]): void {
  const target = headerObjectOf(reply);
  if (target) for (let i = 0; i < headers.length; i++) target[headers[i][0]] = headers[i][1];
  else for (let i = 0; i < headers.length; i++) reply.header(headers[i][0], headers[i][1]);
}

/** One header (lower-case name, not `set-cookie`), as `reply.header` sets it. */
export function setHeader(reply: FastifyReply, name: string, value: string): void {
  const target = headerObjectOf(reply);
  if (target) target[name] = value;
  else reply.header(name, value);
}
