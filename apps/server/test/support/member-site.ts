import { expect } from 'vitest';
import { freePort } from './free-port.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Where the site's pages run in client tests: the OAuth client allows this origin. */
export const SITE_ORIGIN = 'http://localhost:5173';

export interface MemberSite {
  app: TestApp;
  /** Where the server listens (its addresses, e.g. the authorize page, point here). */
  baseUrl: string;
  /** A public OAuth client of the site that allows `http://localhost:*`. */
  clientId: string;
  /** What a browser page of the site sends: every request carries the page's Origin. */
  siteFetch(input: string, init?: RequestInit): Promise<Response>;
  /** An owner call; fails the test unless it answers 200. */
  owner<T = any>(method: string, path: string, body?: unknown): Promise<T>;
  /** The six-digit code last mailed to `to` (development mailbox), waiting for the outbox. */
  mailedCode(to: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real server on a free port for the SDK and React tests of member login: test captcha,
 * no rate limits, and a public OAuth client for pages on localhost.
 */
export async function startMemberSite(clientName: string): Promise<MemberSite> {
  const port = await freePort();
  const app = await createTestApp({
    publicUrl: `http://127.0.0.1:${port}`,
    app: { identity: { captcha: { kind: 'test' }, rateLimits: false } },
  });
  const baseUrl = await app.server.listen({ port, host: '127.0.0.1' });
  async function owner<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...app.ownerHeaders(), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  }
  const created = await owner<{ client: { id: string } }>('POST', '/_api/tessera/v1/oauth-clients', {
    client: { name: clientName, allowedRedirectOrigins: ['http://localhost:*'] },
  });
  return {
    app,
    baseUrl,
    clientId: created.client.id,
    siteFetch: (input, init = {}) =>
      fetch(input, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), origin: SITE_ORIGIN },
      }),
    owner,
    async mailedCode(to) {
      let code: string | undefined;
      await expect
        .poll(
          async () => {
            const { messages } = await owner<{ messages: { subject: string }[] }>(
              'GET',
              `/_api/tessera/v1/dev-mailbox?to=${encodeURIComponent(to)}`,
            );
            code = messages.map((m) => /\b(\d{6})\b/.exec(m.subject)?.[1]).find(Boolean);
            return code;
          },
          { timeout: 10_000 },
        )
        .toMatch(/^\d{6}$/);
      return code!;
    },
    close: () => app.close(),
  };
}
