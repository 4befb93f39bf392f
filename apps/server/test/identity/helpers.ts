import { expect } from 'vitest';
import { signAccessToken } from '../../src/platform/auth/access-tokens.ts';
import { SigningKeyCache } from '../../src/platform/auth/signing-keys.ts';
import type { IdentityAppOptions } from '../../src/modules/identity/identity.module.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { uniqueEmail } from './fixtures.ts';

export { uniqueEmail };

const AUTH = '/_api/iam/authentication/v2';

/** A test app with the documented test captcha verifier and no rate limits (unless given). */
export const createIdentityApp = (identity: IdentityAppOptions = {}) =>
  createTestApp({ app: { identity: { captcha: { kind: 'test' }, rateLimits: false, ...identity } } });

export async function setSettings(app: TestApp, settings: Record<string, unknown>) {
  const response = await app.request({
    method: 'PATCH',
    url: '/_api/tessera/v1/identity-settings',
    headers: app.ownerHeaders(),
    payload: { settings },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().settings;
}

export async function register(
  app: TestApp,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) {
  return app.request({
    method: 'POST',
    url: `${AUTH}/register`,
    headers: headers ?? (await app.visitorHeaders()),
    payload: body,
  });
}

export async function login(app: TestApp, body: Record<string, unknown>, headers?: Record<string, string>) {
  return app.request({
    method: 'POST',
    url: `${AUTH}/login`,
    headers: headers ?? (await app.visitorHeaders()),
    payload: body,
  });
}

/** Registers a member with default settings and returns its id, email and password. */
export async function registeredMember(app: TestApp, password = 'correct-horse') {
  const email = uniqueEmail();
  const response = await register(app, { loginId: { email }, password });
  expect(response.statusCode, response.body).toBe(200);
  return { id: response.json().identity.id as string, email, password };
}

export async function post(app: TestApp, url: string, payload: unknown, headers?: Record<string, string>) {
  return app.request({ method: 'POST', url, headers: headers ?? (await app.visitorHeaders()), payload });
}

/** Delivers queued messages, then the newest development-mailbox messages to `to`. */
export async function mailTo(app: TestApp, to: string) {
  await app.outbox.dispatchPending();
  await app.outbox.dispatchPending();
  const response = await app.request({
    method: 'GET',
    url: `/_api/tessera/v1/dev-mailbox?to=${encodeURIComponent(to)}`,
    headers: app.ownerHeaders(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().messages as { subject: string; body: string; channel: string; to: string }[];
}

/** The six-digit code of the newest message to `to`. */
export async function latestCode(app: TestApp, to: string): Promise<string> {
  const [message] = await mailTo(app, to);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  expect(code, `no code in ${JSON.stringify(message)}`).toBeDefined();
  return code!;
}

/** Headers of a member: an access token as the OAuth module would issue it. */
export async function memberHeaders(app: TestApp, memberId: string) {
  const token = await signAccessToken(new SigningKeyCache(app.db), {
    siteId: app.site.siteId,
    clientId: app.site.clientId,
    subjectId: memberId,
    role: 'MEMBER',
  });
  return { authorization: token };
}

export const applicationCode = (response: { json(): any }) => response.json().details?.applicationError?.code;
