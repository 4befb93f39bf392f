import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

const matches = (path: string, prefix: string) =>
  prefix === '/' || path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** A loop rather than `find`: it runs on every request, and a closure per call is garbage. */
export function pagePolicyFor(path: string, policies: readonly PagePolicy[]): PagePolicy | undefined {
  for (let i = 0; i < policies.length; i++) if (matches(path, policies[i].prefix)) return policies[i];
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
 * policy's whole header set is built once; a request only finds its policy and copies the set.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  policies: readonly PagePolicy[] = defaultPagePolicies,
): Promise<void> {
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
  // Written straight into the reply's header object (reply-headers.ts): names are lower case.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    const query = url.indexOf('?');
    const policy = pagePolicyFor(query < 0 ? url : url.slice(0, query), policies);
    if (!policy) setHeaders(reply, fixed);
    else {
      const set = sets.get(policy);
      if (set) setHeaders(reply, set);
      else {
        setHeaders(reply, fixed);
        const directives = (policy.directives as (r: FastifyRequest) => Record<string, string>)(request);
        setHeader(reply, 'content-security-policy', serialize(directives));
        setHeaders(reply, framing(policy));
      }
    }
    done();
  });
}
