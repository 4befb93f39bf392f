import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';

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

export function pagePolicyFor(path: string, policies: readonly PagePolicy[]): PagePolicy | undefined {
  return policies.find((p) => matches(path, p.prefix));
}

const serialize = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

/**
 * Helmet's headers (nosniff, referrer policy, HSTS, ...) on every answer, and the content
 * security policy and framing rule of the path's page policy. CSP and frameguard are set here
 * rather than by helmet because they differ per path, including pages served by the SPA fallback.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  policies: readonly PagePolicy[] = defaultPagePolicies,
): Promise<void> {
  await app.register(helmet, { global: true, contentSecurityPolicy: false, frameguard: false });
  const fixed = new Map(
    policies.map((p) => [p, typeof p.directives === 'function' ? null : serialize(p.directives)]),
  );
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?', 1)[0];
    const policy = pagePolicyFor(path, policies);
    if (policy) {
      const csp =
        fixed.get(policy) ??
        serialize((policy.directives as (r: FastifyRequest) => Record<string, string>)(request));
      reply.header('content-security-policy', csp);
      if (policy.frameOptions) reply.header('x-frame-options', policy.frameOptions);
    }
    done();
  });
}
