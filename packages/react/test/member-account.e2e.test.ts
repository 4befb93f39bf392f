import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient, membersAdmin } from '@tessera/sdk';
import { createTestApp, type TestApp } from '../../../apps/server/test/support/test-app.ts';
import { memberHeaders } from '../../../apps/server/test/identity/helpers.ts';
import {
  communityVisibilityMutationOptions,
  currentMemberQueryOptions,
  deleteMyMemberMutationOptions,
  memberKeys,
} from '../src/index.ts';

// The member's own account hooks' logic against a real server, without a DOM: community
// visibility replaces the cached member; deleting the membership forgets the member's data.
describe('@tessera/react member account', () => {
  let app: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    app = await createTestApp({ app: { identity: { rateLimits: false } } });
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  async function newMember(loginEmail: string) {
    const owner = createClient({
      baseUrl,
      auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }),
      modules: { membersAdmin },
    });
    const member = await owner.membersAdmin.createMember({ loginEmail });
    const headers = await memberHeaders(app, member.id);
    const client = createClient({
      baseUrl,
      auth: { getAuthHeaders: async () => ({ Authorization: headers.authorization }) },
    });
    return { member, client, owner: owner.membersAdmin };
  }

  it('useCommunityVisibility joins and leaves the community and replaces the cached member', async () => {
    const { member, client } = await newMember('community@example.com');
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(currentMemberQueryOptions(client));
    const options = communityVisibilityMutationOptions(client, queryClient);

    const joined = await options.mutationFn('PUBLIC');
    expect(joined).toMatchObject({ id: member.id, privacyStatus: 'PUBLIC' });
    options.onSuccess(joined);
    expect(queryClient.getQueryData(memberKeys.current())).toMatchObject({ privacyStatus: 'PUBLIC' });

    const left = await options.mutationFn('PRIVATE');
    options.onSuccess(left);
    expect(queryClient.getQueryData(memberKeys.current())).toMatchObject({ privacyStatus: 'PRIVATE' });
  });

  it("useDeleteMyMember deletes the membership and forgets the member's cached data", async () => {
    const { member, client, owner } = await newMember('leaving@example.com');
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(currentMemberQueryOptions(client));
    const options = deleteMyMemberMutationOptions(client, queryClient);
    await options.mutationFn();
    options.onSuccess();
    expect(queryClient.getQueryData(memberKeys.current())).toBeUndefined();
    expect((await owner.queryMembers({ filter: { id: member.id } })).members).toEqual([]);
    await expect(queryClient.fetchQuery(currentMemberQueryOptions(client))).rejects.toMatchObject({
      status: 401,
    });
  });
});
