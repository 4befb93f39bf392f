import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/platform/ids.ts';
import { createEvent } from '../events/helpers.ts';
import { applicationCode, memberHeaders } from '../identity/helpers.ts';
import { insertTestMember } from '../identity/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve } from '../ticket-definitions/helpers.ts';

const BUYER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

// A member's own event orders ("My tickets"): theirs only, never another member's.
describe('ListMemberEventOrders', () => {
  let app: TestApp;
  let eventId: string;
  let definitionId: string;

  beforeAll(async () => {
    app = await createTestApp();
    eventId = (await createEvent(app)).id;
    definitionId = (await createDefinition(app, eventId, { initialLimit: 100 })).id;
  });
  afterAll(() => app.close());

  /** A paid checkout of `quantity` tickets as `headers`. */
  const buy = async (headers: Record<string, string>, quantity = 1) => {
    const held = await reserve(app, headers, eventId, [{ ticketDefinitionId: definitionId, quantity }]);
    expect(held.statusCode, held.body).toBe(200);
    const response = await app.request({
      method: 'POST',
      url: '/events/v1/checkout',
      headers,
      payload: {
        eventId,
        buyer: BUYER,
        reservationId: held.json().id,
        paymentDetails: { token: 'tok_approve' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().order.orderNumber as string;
  };
  const list = (memberId: string, headers: Record<string, string>, query = '') =>
    app.request({
      method: 'GET',
      url: `/_api/tessera/v1/members/${encodeURIComponent(memberId)}/event-orders${query}`,
      headers,
    });

  it("answers the member's orders with tickets and QR payloads, newest first", async () => {
    const ada = await insertTestMember(app.db, app.site.siteId);
    const asAda = await memberHeaders(app, ada);
    const first = await buy(asAda, 2);
    const second = await buy(asAda);
    await buy(await app.visitorHeaders()); // someone else's

    const response = await list(ada, asAda);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.orders.map((o: any) => o.orderNumber)).toEqual([second, first]);
    expect(body.orders[1].memberId).toBe(ada);
    expect(body.orders[1].tickets).toHaveLength(2);
    expect(body.orders[1].tickets[0].qrCode).toMatch(/\./);
    expect(body).not.toHaveProperty('facets');

    const paged = (await list(ada, asAda, '?limit=1&offset=1&fieldset=DETAILS')).json();
    expect(paged.orders.map((o: any) => o.orderNumber)).toEqual([first]);
    expect(paged.orders[0]).not.toHaveProperty('tickets');
    const other = (await list(ada, asAda, `?eventId=${newId()}`)).json();
    expect(other.total).toBe(0);
  });

  it("refuses another member's list as not found, and anyone without credentials", async () => {
    const ada = await insertTestMember(app.db, app.site.siteId);
    await buy(await memberHeaders(app, ada));
    const bob = await insertTestMember(app.db, app.site.siteId);
    const refused = await list(ada, await memberHeaders(app, bob));
    expect(refused.statusCode).toBe(404);
    expect(applicationCode(refused)).toBe('MEMBER_NOT_FOUND');
    // A visitor, even one whose id were the member's, is not the member.
    expect((await list(ada, await app.visitorHeaders())).statusCode).toBe(404);
    expect((await list(ada, {})).statusCode).toBe(401);
    // The owner reads any member's orders.
    const owned = await list(ada, app.ownerHeaders());
    expect(owned.statusCode, owned.body).toBe(200);
    expect(owned.json().total).toBe(1);
  });

  it('refuses a malformed query with field violations', async () => {
    const ada = await insertTestMember(app.db, app.site.siteId);
    const asAda = await memberHeaders(app, ada);
    for (const query of ['?limit=0', '?limit=101', '?fieldset=NOPE', '?status=LOST', '?offset=-1']) {
      const response = await list(ada, asAda, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().details.validationError.fieldViolations.length, query).toBeGreaterThan(0);
    }
    expect((await list('__proto__', asAda)).statusCode).toBe(404);
    // For the owner too, an unknown member is not found (not an empty list).
    const unknown = await list(newId(), app.ownerHeaders());
    expect(unknown.statusCode).toBe(404);
    expect(applicationCode(unknown)).toBe('MEMBER_NOT_FOUND');
  });
});
