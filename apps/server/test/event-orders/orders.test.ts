import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrSecretOf } from '../../src/modules/event-checkout/index.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve } from '../ticket-definitions/helpers.ts';

const BUYER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

describe('event orders: list, read, archive, confirm, capture, void, summary', () => {
  let app: TestApp;
  let eventId: string;
  let paidId: string;
  let owner: Record<string, string>;
  let clock: TestClock;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
    owner = app.ownerHeaders();
    eventId = (await createEvent(app)).id;
    paidId = (await createDefinition(app, eventId, { initialLimit: 100 })).id;
  });
  afterAll(() => app.close());

  /** A checkout of `quantity` 10.00 tickets by a fresh visitor: the order and the visitor. */
  const order = async (payload: Record<string, unknown>, quantity = 1, buyer = BUYER) => {
    // Each order a second after the last: newest-first is then decided by the creation time.
    clock.advance(1_000);
    const visitor = await app.visitorHeaders();
    const held = await reserve(app, visitor, eventId, [{ ticketDefinitionId: paidId, quantity }]);
    expect(held.statusCode, held.body).toBe(200);
    const response = await app.request({
      method: 'POST',
      url: '/events/v1/checkout',
      headers: visitor,
      payload: { eventId, buyer, reservationId: held.json().id, ...payload },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { order: response.json().order, visitor };
  };
  const call = (method: string, url: string, headers = owner, payload?: Record<string, unknown>) =>
    app.request({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

  it('lists orders by the spec parameters, tags, search, facets and fieldsets', async () => {
    const paid = (await order({ paymentDetails: { token: 'tok_approve' } }, 2)).order;
    const atDoor = (
      await order({ options: { payInPerson: true } }, 1, {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'g@x.io',
      })
    ).order;
    const list = async (query: string) => {
      const response = await call('GET', `/events/v1/orders?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const all = await list(`eventId=${eventId}`);
    expect(all.total).toBeGreaterThanOrEqual(2);
    // Newest first, all parts by default.
    expect(all.orders[0].orderNumber).toBe(atDoor.orderNumber);
    expect(all.orders[0]).toHaveProperty('invoice');
    expect(all.orders[0]).toHaveProperty('tickets');
    const byStatus = await list(`eventId=${eventId}&status=OFFLINE_PENDING&fieldset=DETAILS`);
    expect(byStatus.orders.map((o: any) => o.orderNumber)).toEqual([atDoor.orderNumber]);
    expect(byStatus.orders[0].email).toBe('g@x.io');
    expect(byStatus.orders[0]).not.toHaveProperty('tickets');
    expect(byStatus.orders[0]).not.toHaveProperty('invoice');
    const byNumber = await list(`orderNumber=${paid.orderNumber}&fieldset=TICKETS`);
    expect(byNumber.orders).toHaveLength(1);
    expect(byNumber.orders[0].tickets).toHaveLength(2);
    expect(byNumber.orders[0]).not.toHaveProperty('email');
    expect(
      (await list(`searchPhrase=hopper&eventId=${eventId}`)).orders.map((o: any) => o.orderNumber),
    ).toEqual([atDoor.orderNumber]);
    expect((await list(`searchPhrase=${encodeURIComponent('%')}`)).total).toBe(0);
    const confirmed = await list(`eventId=${eventId}&tag=CONFIRMED&tag=NON_ARCHIVED`);
    expect(confirmed.orders.map((o: any) => o.orderNumber)).toContain(paid.orderNumber);
    expect((await list(`eventId=${eventId}&tag=ARCHIVED`)).total).toBe(0);
    expect((await list(`eventId=${eventId}&tag=FULLY_CHECKED_IN`)).total).toBe(0);
    expect((await list(`eventId=${eventId}&tag=MEMBER`)).total).toBe(0);
    const faceted = await list(`eventId=${eventId}&facet=status&limit=0`);
    expect(faceted.orders).toEqual([]);
    expect(faceted.facets.status.counts).toMatchObject({ PAID: 1, OFFLINE_PENDING: 1 });
    const sorted = await list(`eventId=${eventId}&sort=created:asc&limit=1&offset=1`);
    expect(sorted.orders[0].orderNumber).toBe(atDoor.orderNumber);

    // Bad parameters are field violations; visitors may not list.
    const bad = await call('GET', '/events/v1/orders?tag=NOPE&sort=__proto__:asc');
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/events/v1/orders?limit=401')).statusCode).toBe(400);
    expect((await call('GET', '/events/v1/orders', await app.visitorHeaders())).statusCode).toBe(403);
  });

  it('the buyer reads their own order; another visitor gets 404', async () => {
    const { order: placed, visitor } = await order({ paymentDetails: { token: 'tok_approve' } });
    const url = `/events/v1/events/${eventId}/orders/${placed.orderNumber}`;
    const own = await call('GET', url, visitor);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().order).toMatchObject({
      orderNumber: placed.orderNumber,
      status: 'PAID',
      ticketsQuantity: 1,
    });
    expect((await call('GET', url, await app.visitorHeaders())).statusCode).toBe(404);
    expect((await call('GET', `/events/v1/events/other/orders/${placed.orderNumber}`)).statusCode).toBe(404);
    const details = await call('GET', `${url}?fieldset=FORM`);
    expect(details.json().order).toHaveProperty('checkoutForm');
    expect(details.json().order).not.toHaveProperty('tickets');
  });

  it('archives one or many orders, and re-validates changed answers', async () => {
    const a = (await order({ paymentDetails: { token: 'tok_approve' } })).order;
    const b = (await order({ paymentDetails: { token: 'tok_approve' } })).order;
    const url = `/events/v1/events/${eventId}/orders/${a.orderNumber}`;
    const archived = await call('PATCH', url, owner, { archived: true });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().order.archived).toBe(true);
    const badForm = await call('PATCH', url, owner, {
      checkoutForm: { inputValues: [{ inputName: 'email', value: 'no' }] },
    });
    expect(badForm.statusCode).toBe(400);
    expect(badForm.json().details.validationError.fieldViolations[0].field).toMatch(/^checkoutForm/);
    const masked = await call('PATCH', url, owner, { fields: ['archived'] });
    expect(masked.statusCode).toBe(400);
    const bulk = await call('PATCH', `/events/v1/events/${eventId}/orders`, owner, {
      orderNumber: [a.orderNumber, b.orderNumber],
      archived: true,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().orders.map((o: any) => o.archived)).toEqual([true, true]);
    // An unknown number: 404 and nothing written.
    const unknown = await call('PATCH', `/events/v1/events/${eventId}/orders`, owner, {
      orderNumber: [a.orderNumber, 'NOPE-NOPE'],
      archived: false,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', url)).json().order.archived).toBe(true);
    expect((await call('PATCH', url, await app.visitorHeaders(), { archived: false })).statusCode).toBe(403);
  });

  it('confirms pay-at-the-door orders (a repeat is no change) and refuses others', async () => {
    const atDoor = (await order({ options: { payInPerson: true } })).order;
    const paid = (await order({ paymentDetails: { token: 'tok_approve', delayedCapture: true } })).order;
    const url = `/events/v1/events/${eventId}/orders/confirm`;
    const confirmed = await call('POST', url, owner, { orderNumber: [atDoor.orderNumber] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().orders[0].status).toBe('PAID');
    expect(
      (await call('POST', url, owner, { orderNumber: [atDoor.orderNumber] })).json().orders[0].status,
    ).toBe('PAID');
    const refused = await call('POST', url, owner, { orderNumber: [paid.orderNumber] });
    expect(refused.statusCode).toBe(428);
    expect(refused.json().details.applicationError.code).toBe('INVALID_ORDER_STATUS_TRANSITION');
  });

  it('captures and voids authorized payments through payments', async () => {
    const toCapture = (await order({ paymentDetails: { token: 'tok_approve', delayedCapture: true } })).order;
    const toVoid = (await order({ paymentDetails: { token: 'tok_approve', delayedCapture: true } })).order;
    expect(toCapture.status).toBe('AUTHORIZED');
    const capture = await call('POST', `/events/v1/events/orders/${toCapture.orderNumber}/capture`, owner, {
      eventId,
    });
    expect(capture.statusCode, capture.body).toBe(200);
    const status = async (n: string) =>
      (await call('GET', `/events/v1/events/${eventId}/orders/${n}`)).json().order.status;
    expect(await status(toCapture.orderNumber)).toBe('PAID');
    const again = await call('POST', `/events/v1/events/orders/${toCapture.orderNumber}/capture`, owner, {
      eventId,
    });
    expect(again.statusCode).toBe(428);
    expect(again.json().details.applicationError.code).toBe('ORDER_ALREADY_CAPTURED');
    const voided = await call('POST', `/events/v1/events/orders/${toVoid.orderNumber}/void`, owner, {
      eventId,
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await status(toVoid.orderNumber)).toBe('VOIDED');
    expect(
      (await call('POST', `/events/v1/events/orders/${toVoid.orderNumber}/capture`, owner, { eventId }))
        .statusCode,
    ).toBe(428);
    expect((await call('POST', `/events/v1/events/orders/NOPE/void`, owner, { eventId })).statusCode).toBe(
      404,
    );
  });

  it('sums confirmed sales by currency', async () => {
    const fresh = (await createEvent(app)).id;
    const def = (await createDefinition(app, fresh, { feeType: 'FEE_ADDED_AT_CHECKOUT', initialLimit: 10 }))
      .id;
    const visitor = await app.visitorHeaders();
    const held = await reserve(app, visitor, fresh, [{ ticketDefinitionId: def, quantity: 3 }]);
    const done = await app.request({
      method: 'POST',
      url: '/events/v1/checkout',
      headers: visitor,
      payload: {
        eventId: fresh,
        buyer: BUYER,
        reservationId: held.json().id,
        paymentDetails: { token: 'tok_approve' },
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    const summary = await call('GET', `/events/v1/orders/summary?eventId=${fresh}`);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().sales).toEqual([
      expect.objectContaining({
        count: 1,
        ticketCount: 3,
        total: expect.objectContaining({ value: '30.75' }),
      }),
    ]);
    expect(summary.json().sales[0].revenue.value).toBe('30.00');
  });

  it('checks tickets in by number and by QR, once; undoes check-ins; tags follow', async () => {
    const placed = (await order({ paymentDetails: { token: 'tok_approve' } }, 2)).order;
    const [first, second] = placed.tickets;
    const url = '/events/v1/tickets/check-in';
    const byNumber = await call('POST', url, owner, { eventId, ticketNumber: [first.ticketNumber] });
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    expect(byNumber.json().tickets[0].checkIn.created).toBeTruthy();
    expect(byNumber.json().alreadyCheckedIn).toEqual([]);
    const repeat = await call('POST', url, owner, { eventId, qrCode: [first.qrCode] });
    expect(repeat.json().alreadyCheckedIn).toEqual([first.ticketNumber]);
    expect(repeat.json().tickets[0].checkIn.created).toBe(byNumber.json().tickets[0].checkIn.created);
    const forged = await call('POST', url, owner, { eventId, qrCode: [`${second.ticketNumber}.forged`] });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().details.validationError.fieldViolations[0].field).toBe('qrCode[0]');
    const secret = await qrSecretOf(siteScope(app.db, app.site.siteId));
    expect(secret).toBeTruthy();
    expect((await call('POST', url, owner, { eventId, qrCode: [second.qrCode] })).statusCode).toBe(200);
    const full = await call(
      'GET',
      `/events/v1/orders?orderNumber=${placed.orderNumber}&tag=FULLY_CHECKED_IN`,
    );
    expect(full.json().orders[0]).toMatchObject({ fullyCheckedIn: true, checkedInQuantity: 2 });
    const undone = await call('DELETE', `${url}?eventId=${eventId}&ticketNumber=${second.ticketNumber}`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().tickets[0].checkIn).toBeUndefined();
    const partly = await call(
      'GET',
      `/events/v1/orders?orderNumber=${placed.orderNumber}&tag=NOT_FULLY_CHECKED_IN`,
    );
    expect(partly.json().orders[0].checkedInQuantity).toBe(1);
    expect((await call('POST', url, owner, { eventId, ticketNumber: ['NOPE-01'] })).statusCode).toBe(404);
    expect((await call('POST', url, owner, { eventId })).statusCode).toBe(400);
    expect(
      (await call('POST', url, await app.visitorHeaders(), { eventId, ticketNumber: [first.ticketNumber] }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses check-in of an unpaid order; lists, reads and updates tickets', async () => {
    const declinedOrder = await (async () => {
      const visitor = await app.visitorHeaders();
      const held = await reserve(app, visitor, eventId, [{ ticketDefinitionId: paidId, quantity: 1 }]);
      await app.request({
        method: 'POST',
        url: '/events/v1/checkout',
        headers: visitor,
        payload: {
          eventId,
          buyer: BUYER,
          reservationId: held.json().id,
          paymentDetails: { token: 'tok_decline' },
        },
      });
      return (
        await call('GET', `/events/v1/orders?eventId=${eventId}&status=DECLINED&fieldset=TICKETS`)
      ).json().orders[0];
    })();
    const refused = await call('POST', '/events/v1/tickets/check-in', owner, {
      eventId,
      ticketNumber: [declinedOrder.tickets[0].ticketNumber],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.validationError.fieldViolations[0].ruleName).toBe('TICKET_NOT_VALID');

    const { order: placed, visitor } = await order({ paymentDetails: { token: 'tok_approve' } }, 2);
    const list = await call('GET', `/events/v1/tickets?eventId=${eventId}&orderNumber=${placed.orderNumber}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().tickets.map((t: any) => t.ticketNumber)).toEqual(
      placed.tickets.map((t: any) => t.ticketNumber),
    );
    const number = placed.tickets[0].ticketNumber;
    const searched = await call(
      'GET',
      `/events/v1/tickets?eventId=${eventId}&search=${number}&checkedIn=false`,
    );
    expect(searched.json().tickets.map((t: any) => t.ticketNumber)).toEqual([number]);
    const own = await call('GET', `/events/v1/tickets/${number}?eventId=${eventId}`, visitor);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().ticket).toMatchObject({ orderNumber: placed.orderNumber, orderStatus: 'PAID' });
    expect(
      (await call('GET', `/events/v1/tickets/${number}?eventId=${eventId}`, await app.visitorHeaders()))
        .statusCode,
    ).toBe(404);
    const form = {
      inputValues: [
        { inputName: 'firstName', value: 'Grace' },
        { inputName: 'lastName', value: 'Hopper' },
        { inputName: 'email', value: 'grace@example.com' },
      ],
    };
    const updated = await call('PATCH', `/events/v1/tickets/${number}`, owner, {
      eventId,
      guestDetails: { form },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().ticket.guestDetails).toMatchObject({
      firstName: 'Grace',
      email: 'grace@example.com',
    });
    const bad = await call('PATCH', `/events/v1/tickets/${number}`, owner, {
      eventId,
      guestDetails: { form: { inputValues: [{ inputName: 'email', value: 'nope' }] } },
    });
    expect(bad.statusCode).toBe(400);
  });
});
