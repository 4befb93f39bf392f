import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient } from '@tessera/sdk';
import { createTestApp, type TestApp } from '../../../apps/server/test/support/test-app.ts';
import { memberHeaders } from '../../../apps/server/test/identity/helpers.ts';
import {
  bulkDeleteMembersMutationOptions,
  bulkMembersMutationOptions,
  createMemberMutationOptions,
  memberKeys,
  membersAdminKeys,
  membersQueryOptions,
  setMemberSlugMutationOptions,
  updateCurrentMemberSlugMutationOptions,
} from '../src/index.ts';

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

  it('slug, bulk by filter and bulk delete options call the server and refresh the lists', async () => {
    const client = ownerClient();
    const queryClient = new QueryClient();
    const create = createMemberMutationOptions(client, queryClient).mutationFn;
    const a = await create({ loginEmail: 'bulk-a@example.com' });
    const b = await create({ loginEmail: 'bulk-b@example.com' });

    const setSlug = setMemberSlugMutationOptions(client, queryClient);
    expect((await setSlug.mutationFn({ memberId: a.id, slug: 'Team A' })).profile.slug).toBe('team-a');

    const headers = await memberHeaders(app, b.id);
    const memberClient = createClient({
      baseUrl,
      auth: { getAuthHeaders: async () => ({ Authorization: headers.authorization }) },
    });
    const mine = updateCurrentMemberSlugMutationOptions(memberClient, queryClient);
    const updated = await mine.mutationFn('team-b');
    mine.onSuccess(updated);
    expect(queryClient.getQueryData(memberKeys.current())).toMatchObject({ profile: { slug: 'team-b' } });

    const bulk = bulkMembersMutationOptions(client, queryClient);
    const blocked = await bulk.mutationFn({ action: 'block', filter: { id: a.id } });
    expect(blocked.bulkActionMetadata.totalSuccesses).toBe(1);
    await queryClient.fetchQuery(membersQueryOptions(client));
    await bulk.onSettled();
    expect(queryClient.getQueryState(membersAdminKeys.members({}))?.isInvalidated).toBe(true);

    const remove = bulkDeleteMembersMutationOptions(client, queryClient);
    const removed = await remove.mutationFn([a.id, b.id]);
    expect(removed.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 0 });
  });
});
