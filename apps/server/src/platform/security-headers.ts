import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { setHeader, setHeaders, type Header } from './reply-headers.ts';

/** The content security policy and framing rule of the pages under one path prefix. */
export interface PagePolicy {
  /** Matches the path itself and everything below it (`/dashboard`, `/dashboard/...`). */
  prefix: string;
  /** CSP directives; a function when they depend on the request (e.g. a client's allowed origins). */
  directives: Record<string, string> | ((request: FastifyRequest) => Record<string, string>);
  /** X-Frame-Options for browsers without CSP `frame-ancestors`; null sends none. */
  frameOptions: 'DENY' | 'SAMEORIGIN' | null;
}

/** The site (Vite build: scripts and styles from /assets, images from anywhere over https). */
const siteDirectives: Record<string, string> = {
  'default-src': "'self'",
  'base-uri': "'self'",
  'object-src': "'none'",
  'script-src': "'self'",
  'script-src-attr': "'none'",
  // React style attributes and small inline styles are allowed; scripts never are.
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: https:",
  'font-src': "'self' data: https:",
  'connect-src': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'self'",
};

/** Origins the site's pages may load scripts and frames from besides their own (a captcha widget). */
export interface ThirdPartyOrigins {
  scripts?: readonly string[];
  frames?: readonly string[];
}

const withOrigins = (directive: string, origins: readonly string[] = []) => [directive, ...origins].join(' ');

/**
 * First match wins. The site's pages may also load the scripts and frames of `thirdParty`
 * (the captcha widget of sign-up and log-in); the dashboard and the docs never do.
 */
export const sitePagePolicies = (thirdParty: ThirdPartyOrigins = {}): readonly PagePolicy[] => [
  // The owner dashboard is never framed (clickjacking of row actions).
  {
    prefix: '/dashboard',
    directives: { ...siteDirectives, 'frame-ancestors': "'none'" },
    frameOptions: 'DENY',
  },
  // Swagger UI: its bundle from /docs/static, inline styles, the validator badge image.
  {
    prefix: '/docs',
    directives: { ...siteDirectives, 'style-src': "'self' 'unsafe-inline' https:" },
    frameOptions: 'SAMEORIGIN',
  },
  {
    prefix: '/',
    directives: {
      ...siteDirectives,
      'script-src': withOrigins(siteDirectives['script-src'], thirdParty.scripts),
      'frame-src': withOrigins("'self'", thirdParty.frames),
    },
    frameOptions: 'SAMEORIGIN',
  },
];

export const defaultPagePolicies: readonly PagePolicy[] = sitePagePolicies();

/** Whether the path (`url` up to `end`, where its query string starts) is `prefix` or below it. */
const matches = (url: string, end: number, prefix: string) =>
  prefix === '/' ||
  (end >= prefix.length &&
    url.startsWith(prefix) &&
    (end === prefix.length || prefix.endsWith('/') || url.charCodeAt(prefix.length) === SLASH));
const SLASH = 0x2f;

/**
 * The policy of a path: the first whose prefix it is or is below. `end` is where the path ends
 * in a URL with a query string (no slice per request). A loop rather than `find`: it runs on
 * every request, and a closure per call is garbage.
 */
export function pagePolicyFor(
  path: string,
  policies: readonly PagePolicy[],
  end = path.length,
): PagePolicy | undefined {
  for (let i = 0; i < policies.length; i++) if (matches(path, end, policies[i].prefix)) return policies[i];
  return undefined;
}

const serialize = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

/**
 * The headers helmet sets (nosniff, referrer policy, HSTS, cross-origin policies, ...), taken
 * from helmet itself once at start: its middleware builds its header writers on every call, which
 * cost more per request than the rest of our hooks together. They do not depend on the request.
 */
export function helmetHeaders(): readonly Header[] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet({ contentSecurityPolicy: false, frameguard: false })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return [...headers];
}

/**
 * Helmet's headers on every answer, and the content security policy and framing rule of the
 * path's page policy (they differ per path, including pages served by the SPA fallback). Each
 * policy's whole header set is built once; a request only finds its policy and copies the set,
 * straight into the reply's header object (reply-headers.ts: the names are lower case). The step
 * of the first onRequest hook (http-hygiene.ts), so every answer carries them.
 */
export function securityHeaders(
  policies: readonly PagePolicy[] = defaultPagePolicies,
): (request: FastifyRequest, reply: FastifyReply) => void {
  const fixed = helmetHeaders();
  const framing = (policy: PagePolicy): Header[] =>
    policy.frameOptions ? [['x-frame-options', policy.frameOptions]] : [];
  const sets = new Map<PagePolicy, readonly Header[] | null>(
    policies.map((p) => [
      p,
      typeof p.directives === 'function'
        ? null
        : [...fixed, ['content-security-policy', serialize(p.directives)], ...framing(p)],
    ]),
  );
  return (request, reply) => {
    const url = request.url;
    const query = url.indexOf('?');
    const policy = pagePolicyFor(url, policies, query < 0 ? url.length : query);
    if (!policy) return setHeaders(reply, fixed);
    const set = sets.get(policy);
    if (set) return setHeaders(reply, set);
    setHeaders(reply, fixed);
    const directives = (policy.directives as (r: FastifyRequest) => Record<string, string>)(request);
    setHeader(reply, 'content-security-policy', serialize(directives));
    setHeaders(reply, framing(policy));
  };
}
