import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pagePolicyFor, sitePagePolicies } from '../../src/platform/security-headers.ts';

const policies = [...sitePagePolicies(), { prefix: '/assets/', directives: {}, frameOptions: null }].sort(
  (a, b) => (a.prefix === '/' ? 1 : b.prefix === '/' ? -1 : 0),
);

/** The rule as written before the per-request slice was dropped: the path alone, `find`. */
const reference = (url: string) => {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  return policies.find(
    (p) =>
      p.prefix === '/' ||
      path === p.prefix ||
      path.startsWith(p.prefix.endsWith('/') ? p.prefix : `${p.prefix}/`),
  );
};

const ofUrl = (url: string) => {
  const query = url.indexOf('?');
  return pagePolicyFor(url, policies, query < 0 ? url.length : query);
};

describe('page policy of a request URL', () => {
  it.each([
    '/dashboard',
    '/dashboard/',
    '/dashboard/orders?x=1',
    '/dashboard?x=/y',
    '/dashboardx',
    '/docs',
    '/docs?',
    '/docs/static/x.js',
    '/do?cs/',
    '/assets/a.js',
    '/assets',
    '/events/v3/events/slug/a',
    '/',
    '',
  ])('%s: the policy of its path, the query string ignored', (url) => {
    expect(ofUrl(url)).toBe(reference(url));
  });

  it('agrees with the path-only rule for any URL made of path-like pieces', () => {
    const piece = fc.constantFrom('/', 'dashboard', 'docs', 'assets', '?', 'x', '/dashboard', '/docs/', '=');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (pieces) => {
        const url = pieces.join('');
        expect(ofUrl(url)).toBe(reference(url));
      }),
      { numRuns: 2000 },
    );
  });
});
