import type { FastifyInstance } from 'fastify';

/** Forms are small: a token or two and a URL. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * `application/x-www-form-urlencoded` bodies for the routes of one plugin scope (the hosted
 * callback and logout forms, RFC 7009 revocation): parsed into a plain object of strings (a
 * repeated name keeps its last value), then validated by the route's schema like JSON. Other
 * routes keep answering 415 to forms.
 */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      // Object.fromEntries defines own data properties: `__proto__=x` is a plain key, not a prototype.
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
