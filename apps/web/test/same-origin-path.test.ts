import { describe, expect, it } from 'vitest';
import { sameOriginPath } from '../src/shared/same-origin-path.ts';

const origin = 'http://127.0.0.1:3000';

// Item 2 of issue 12: `next` after login must never leave the site, whatever a browser makes of it.
describe('sameOriginPath', () => {
  it.each([
    '/\\evil.example/phish',
    '/%5Cevil.example/phish'.replace('%5C', '\\'),
    '\\/evil.example',
    '/\t/evil.example',
    '/%09/evil.example'.replace('%09', '\t'),
    '/\n/evil.example',
    '//evil.example/phish',
    'https://evil.example/',
    'http://127.0.0.1:3001/account',
    'https://127.0.0.1:3000/account',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://[::1',
  ])('refuses %j', (target) => {
    expect(sameOriginPath(target, origin, '/account')).toBe('/account');
  });

  it.each([
    ['/account', '/account'],
    ['/events/jazz-night?ref=mail#tickets', '/events/jazz-night?ref=mail#tickets'],
    ['account', '/account'],
    [`${origin}/dashboard`, '/dashboard'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps %j as %j', (target, expected) => {
    expect(sameOriginPath(target, origin, '/account')).toBe(expected);
  });

  it('answers the fallback without a target', () => {
    expect(sameOriginPath(null, origin, '/')).toBe('/');
    expect(sameOriginPath('', origin, '/')).toBe('/');
  });

  it('whatever it answers stays on the origin when followed', () => {
    for (const target of ['/\\evil.example', '/\t/evil.example', '//evil.example', '/ok']) {
      expect(new URL(sameOriginPath(target, origin, '/'), origin).origin).toBe(origin);
    }
  });
});
