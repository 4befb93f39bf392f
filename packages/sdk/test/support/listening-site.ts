import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../../apps/server/test/support/test-app.ts';
import { ApiKeyStrategy, createClient, type ModuleMap, type TesseraClient } from '../../src/index.ts';

export interface ListeningSite {
  /** The server (set once the suite's beforeAll ran). */
  readonly app: TestApp;
  /** Where it listens on loopback. */
  readonly baseUrl: string;
  /** A client of the site's owner (its API key) carrying exactly `modules`. */
  owner<M extends ModuleMap>(modules: M): TesseraClient<OwnerAuth, M>;
}

type OwnerAuth = ReturnType<typeof ApiKeyStrategy>;

/**
 * The SDK e2e suites' server: a test app listening on a free loopback port for the enclosing
 * `describe` (started in beforeAll, closed in afterAll), so the SDK runs over real HTTP.
 * Call it at the top of the describe; a later beforeAll of the suite sees it started.
 */
export function listeningSite(options?: Parameters<typeof createTestApp>[0]): ListeningSite {
  let app: TestApp | undefined;
  let baseUrl = '';
  beforeAll(async () => {
    app = await createTestApp(options);
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app?.close());
  const started = () => {
    if (!app) throw new Error('listeningSite: the server starts in beforeAll');
    return app;
  };
  return {
    get app() {
      return started();
    },
    get baseUrl() {
      return baseUrl;
    },
    owner: <M extends ModuleMap>(modules: M): TesseraClient<OwnerAuth, M> =>
      createClient({
        baseUrl,
        auth: ApiKeyStrategy({ apiKey: started().site.apiKey, siteId: started().site.siteId }),
        modules,
      }),
  };
}
