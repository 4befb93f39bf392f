import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { bootstrapOwnerUser } from '../../src/seed/bootstrap.ts';
import type { TestApp } from '../support/test-app.ts';
import { createIdentityApp, post } from './helpers.ts';

describe('identity configuration and owner bootstrap', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp();
  });
  afterAll(() => app.close());

  it('reads SMTP, captcha, owner, rate limit and lockout settings from the environment', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Shop <shop@example.com>',
      CAPTCHA_SECRET: 's3cret',
      TESSERA_OWNER_EMAIL: 'me@example.com',
      TESSERA_OWNER_PASSWORD: 'pw-from-env',
      IDENTITY_RATE_LIMIT_PER_LOGIN: '5',
      LOGIN_LOCKOUT_FAILURES: '4',
      MFA_LOCKOUT_FAILURES: '20',
    }).identity;
    expect(config).toMatchObject({
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Shop <shop@example.com>',
      captcha: {
        kind: 'http',
        verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
        secret: 's3cret',
      },
      owner: { email: 'me@example.com', password: 'pw-from-env' },
      rateLimits: { perLogin: 5, perIp: undefined },
      lockout: { maxFailures: 4, maxMfaFailures: 20 },
    });
    expect(loadConfig({ IDENTITY_RATE_LIMIT_PER_IP: '0', CAPTCHA_VERIFIER: 'test' }).identity).toMatchObject({
      rateLimits: false,
      captcha: { kind: 'test' },
    });
    // No verifier configured: captcha fails closed.
    expect(loadConfig({}).identity.captcha).toBeUndefined();
  });

  it('bootstraps the owner user with a generated password (printed once) that signs in', async () => {
    const owner = await bootstrapOwnerUser(app.db, app.site.siteId, { email: 'first-owner@example.com' });
    expect(owner.generatedPassword).toBeTruthy();
    const response = await post(
      app,
      '/_api/tessera/v1/owner/login',
      { email: 'first-owner@example.com', password: owner.generatedPassword },
      {},
    );
    expect(response.statusCode, response.body).toBe(200);
    const again = await bootstrapOwnerUser(app.db, app.site.siteId, { email: 'first-owner@example.com' });
    expect(again).toMatchObject({ id: owner.id, created: false });
    expect(again.generatedPassword).toBeUndefined();
  });
});
