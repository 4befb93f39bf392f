import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsModule, TestCardTokens } from '../../src/modules/payments/index.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { registerErrorHandler } from '../../src/platform/errors.ts';
import { money } from '../../src/platform/money/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const WEBHOOK = '/_api/tessera/v1/payments/webhooks';

describe('payments over HTTP: the provider webhook and PROVIDER_IS_DOWN', () => {
  let app: TestApp;
  let clock: TestClock;
  const exports = () => app.modules.get(paymentsModule);

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock, payments: { testGatewayWebhookSecret: 'hook-secret' } } });
  });
  afterAll(() => app.close());

  it('settles a slow payment from the signed raw body, refuses a tampered or unsigned one', async () => {
    const { service, testGateway } = exports();
    const slow = await service.authorize(app.site.siteId, {
      idempotencyKey: 'slow-1',
      amount: money(2500, 'EUR'),
      source: TestCardTokens.SLOW,
    });
    expect(slow.status).toBe('PENDING');
    clock.advance(6_000);
    const webhook = await testGateway!.webhookFor(app.site.siteId, slow.providerReference!);
    const send = (body: string, headers: Record<string, string>) =>
      app.server.inject({
        method: 'POST',
        url: `${WEBHOOK}/test`,
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
    const headers = webhook.headers as Record<string, string>;

    const tampered = await send(webhook.rawBody.replace('CAPTURED', 'AUTHORIZED'), headers);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().details.applicationError.code).toBe('INVALID_WEBHOOK_SIGNATURE');
    const unsigned = await send(webhook.rawBody, {});
    expect(unsigned.statusCode).toBe(400);
    expect((await service.get(app.site.siteId, slow.id)).status).toBe('PENDING');

    // The signature covers the exact bytes: a body that is not JSON to Fastify still arrives as sent.
    const applied = await send(webhook.rawBody, { ...headers, 'content-type': 'text/plain' });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ received: true, applied: true });
    expect((await service.get(app.site.siteId, slow.id)).status).toBe('CAPTURED');
    // A repeat delivery changes nothing.
    expect((await send(webhook.rawBody, headers)).statusCode).toBe(200);
    expect((await service.get(app.site.siteId, slow.id)).status).toBe('CAPTURED');
  });

  it('answers an unknown provider with 404 and hostile bodies with 4xx, never 5xx', async () => {
    for (const provider of ['nope', '__proto__', 'constructor']) {
      const response = await app.server.inject({
        method: 'POST',
        url: `${WEBHOOK}/${provider}`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().details.applicationError.code).toBe('PAYMENT_PROVIDER_NOT_FOUND');
    }
    for (const payload of ['', 'not json', '{"__proto__":{"x":1}}', '[]', 'x'.repeat(70_000)]) {
      const response = await app.server.inject({
        method: 'POST',
        url: `${WEBHOOK}/test`,
        headers: {
          'content-type': 'application/octet-stream',
          'x-tessera-test-gateway-signature': 't=1,v1=00',
        },
        payload,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('maps ProviderUnavailableError to a 503 PROVIDER_IS_DOWN envelope', async () => {
    const { service } = exports();
    // The app's own error handler on a bare server (the app's routes are fixed once it is ready).
    const bare = Fastify();
    registerErrorHandler(bare);
    bare.get('/provider-down', async () =>
      service.authorize(app.site.siteId, {
        idempotencyKey: 'down-1',
        amount: money(100, 'EUR'),
        source: TestCardTokens.PROVIDER_DOWN,
      }),
    );
    const response = await bare.inject({ method: 'GET', url: '/provider-down' });
    await bare.close();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().details.applicationError.code).toBe('PROVIDER_IS_DOWN');
  });
});
