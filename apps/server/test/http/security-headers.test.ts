import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const directives = (csp: string | undefined) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('the dashboard cannot be framed', async () => {
    for (const url of ['/dashboard', '/dashboard/events/new']) {
      const response = await app.request({ method: 'GET', url });
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(
        directives(response.headers['content-security-policy'] as string).get('frame-ancestors'),
      ).toEqual(["'none'"]);
    }
  });

  it('site pages load scripts only from the server itself and may be framed by it only', async () => {
    const response = await app.request({ method: 'GET', url: '/events/some-event' });
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('the API docs keep what Swagger UI needs: its own scripts, inline styles, data images', async () => {
    const response = await app.request({ method: 'GET', url: '/docs' });
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toContain("'unsafe-inline'");
    expect(csp.get('img-src')).toContain('data:');
  });

  it('every answer, errors included, carries the helmet headers', async () => {
    for (const url of ['/healthz', '/events/v3/events/query', '/no-such-thing']) {
      const response = await app.request({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBeDefined();
      expect(response.headers['content-security-policy'], url).toBeDefined();
    }
  });
});
