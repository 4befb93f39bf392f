import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient } from '@tessera/sdk';
import { createTestApp, type TestApp } from '../../../apps/server/test/support/test-app.ts';
import { createMemberMutationOptions, membersAdminKeys, membersQueryOptions } from '../src/index.ts';

// The owner's member hooks' logic against a real server, without a DOM.
describe('@tessera/react members admin', () => {
  let app: TestApp;
  let baseUrl: string;
  const ownerClient = () =>
    createClient({ baseUrl, auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }) });

  beforeAll(async () => {
    app = await createTestApp({ app: { identity: { rateLimits: false } } });
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('useCreateMember adds a member and refreshes the cached member lists', async () => {
    const client = ownerClient();
    const queryClient = new QueryClient();
    const list = membersQueryOptions(client);
    expect((await queryClient.fetchQuery(list)).members).toEqual([]);

    const options = createMemberMutationOptions(client, queryClient);
    const member = await options.mutationFn({ loginEmail: 'hook@example.com', firstName: 'Hook' });
    expect(member).toMatchObject({ loginEmail: 'hook@example.com', contact: { firstName: 'Hook' } });
    await options.onSettled();
    expect(queryClient.getQueryState(membersAdminKeys.members({}))?.isInvalidated).toBe(true);
    const refreshed = await queryClient.fetchQuery(list);
    expect(refreshed.members.map((m) => m.loginEmail)).toEqual(['hook@example.com']);
  });
});
