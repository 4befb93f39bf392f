import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient } from '@tessera/sdk';
import { createTestApp, type TestApp } from '../../../apps/server/test/support/test-app.ts';
import {
  createOAuthClientMutationOptions,
  deleteOAuthClientMutationOptions,
  oauthClientsKeys,
  oauthClientsQueryOptions,
  updateOAuthClientMutationOptions,
} from '../src/index.ts';

// The owner's OAuth-client hooks' logic against a real server, without a DOM.
describe('@tessera/react OAuth clients', () => {
  let app: TestApp;
  let baseUrl: string;
  const ownerClient = () =>
    createClient({ baseUrl, auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }) });

  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('adds an origin: the cached list holds the stored spelling at once', async () => {
    const client = ownerClient();
    const queryClient = new QueryClient();
    const [first] = await queryClient.fetchQuery(oauthClientsQueryOptions(client));
    expect(first.allowedRedirectOrigins).toEqual([]);

    const update = updateOAuthClientMutationOptions(client, queryClient);
    const saved = await update.mutationFn({
      clientId: first.id,
      changes: { allowedRedirectOrigins: ['http://LOCALHOST:5173'] },
    });
    update.onSuccess(saved);
    expect(
      queryClient.getQueryData<(typeof saved)[]>(oauthClientsKeys.list())?.[0].allowedRedirectOrigins,
    ).toEqual(['http://localhost:5173']);
  });

  it('creates and deletes a client; the list refreshes after each', async () => {
    const client = ownerClient();
    const queryClient = new QueryClient();
    const list = oauthClientsQueryOptions(client);
    await queryClient.fetchQuery(list);
    const create = createOAuthClientMutationOptions(client, queryClient);
    const created = await create.mutationFn({ name: 'Kiosk' });
    await create.onSettled();
    expect(queryClient.getQueryState(oauthClientsKeys.list())?.isInvalidated).toBe(true);
    expect((await queryClient.fetchQuery(list)).map((c) => c.name)).toContain('Kiosk');
    const remove = deleteOAuthClientMutationOptions(client, queryClient);
    await remove.mutationFn(created.id);
    await remove.onSettled();
    expect((await queryClient.fetchQuery(list)).map((c) => c.id)).not.toContain(created.id);
  });
});
