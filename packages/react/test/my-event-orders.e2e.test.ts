import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@tessera/sdk';
import { OAuthStrategy } from '@tessera/sdk/oauth';
import { memberOrders } from '@tessera/sdk/member-orders';
import { createEvent } from '../../../apps/server/test/events/helpers.ts';
import { insertTestMember } from '../../../apps/server/test/identity/fixtures.ts';
import { memberHeaders } from '../../../apps/server/test/identity/helpers.ts';
import { createTestApp, type TestApp } from '../../../apps/server/test/support/test-app.ts';
import { createDefinition, reserve } from '../../../apps/server/test/ticket-definitions/helpers.ts';
import { myEventOrdersQueryOptions } from '../src/index.ts';

// "My tickets": the member-orders module and its query options against a real server.
describe('@tessera/react my event orders', () => {
  let app: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  /** A client holding the member's access token (as after a login). */
  const memberClient = async (memberId: string) => {
    const client = createClient({ baseUrl, auth: OAuthStrategy({ clientId: app.site.clientId }) });
    const { authorization } = await memberHeaders(app, memberId);
    client.auth.setTokens({
      accessToken: { value: authorization, expiresAt: Math.floor(Date.now() / 1000) + 3600 },
      refreshToken: { value: 'unused-in-this-test', role: 'MEMBER' },
    });
    return client;
  };

  it("reads every page of the member's orders with tickets, and refuses another member's", async () => {
    const eventId = (await createEvent(app)).id as string;
    const ticketDefinitionId = (await createDefinition(app, eventId, { initialLimit: 50 })).id as string;
    const memberId = await insertTestMember(app.db, app.site.siteId);
    const headers = await memberHeaders(app, memberId);
    for (let i = 0; i < 3; i++) {
      const held = await reserve(app, headers, eventId, [{ ticketDefinitionId, quantity: 1 }]);
      const placed = await app.request({
        method: 'POST',
        url: '/events/v1/checkout',
        headers,
        payload: {
          eventId,
          reservationId: held.json().id,
          buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
          paymentDetails: { token: 'tok_approve' },
        },
      });
      expect(placed.statusCode, placed.body).toBe(200);
    }
    const client = await memberClient(memberId);
    const orders = await new QueryClient().fetchQuery(myEventOrdersQueryOptions(client, memberId));
    expect(orders).toHaveLength(3);
    expect(orders.every((o) => o.tickets?.length === 1 && o.tickets[0]!.qrCode)).toBe(true);

    const module = memberOrders(client);
    const page = await module.listMemberEventOrders(memberId, { limit: 2, offset: 2, fieldset: ['DETAILS'] });
    expect(page).toMatchObject({ total: 3, offset: 2, limit: 2 });
    expect(page.orders).toHaveLength(1);
    const other = await insertTestMember(app.db, app.site.siteId);
    await expect(module.listMemberEventOrders(other)).rejects.toMatchObject({
      status: 404,
      code: 'MEMBER_NOT_FOUND',
    });
  });
});
