import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve } from '../ticket-definitions/helpers.ts';

const BUYER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

// A discount code's use is counted with the order and given back when the order ends unpaid
// after checkout — here an authorized order the owner voids (every ended status goes through
// moveOrder) — exactly once, so the freed use is available to the next buyer.
describe('a discount use given back by an order that ends unpaid', () => {
  let app: TestApp;
  let eventId: string;
  let definitionId: string;

  beforeAll(async () => {
    app = await createTestApp({ app: { clock: new TestClock(Date.now()) } });
    eventId = (await createEvent(app, { registration: { initialType: 'TICKETING' } })).id;
    definitionId = (await createDefinition(app, eventId, { initialLimit: 50 })).id;
  });
  afterAll(() => app.close());

  const codes = (suffix = '') => `/_api/tessera/v1/events/${eventId}/discount-codes${suffix}`;
  const timesUsed = async (id: string) =>
    (await app.request({ method: 'GET', url: codes(`/${id}`), headers: app.ownerHeaders() })).json()
      .discountCode.timesUsed as number;
  const buy = async (couponCode: string, paymentDetails: Record<string, unknown>) => {
    const visitor = await app.visitorHeaders();
    const held = await reserve(app, visitor, eventId, [{ ticketDefinitionId: definitionId, quantity: 1 }]);
    expect(held.statusCode, held.body).toBe(200);
    return app.request({
      method: 'POST',
      url: '/events/v1/checkout',
      headers: visitor,
      payload: {
        eventId,
        buyer: BUYER,
        reservationId: held.json().id,
        discount: { couponCode },
        paymentDetails,
      },
    });
  };
  const voidOrder = (orderNumber: string) =>
    app.request({
      method: 'POST',
      url: `/events/v1/events/orders/${orderNumber}/void`,
      headers: app.ownerHeaders(),
      payload: { eventId },
    });

  it('a voided authorized order gives its use back once, and the use sells again', async () => {
    const created = await app.request({
      method: 'POST',
      url: codes(),
      headers: app.ownerHeaders(),
      payload: { discountCode: { code: 'ONCE', discount: { percentOff: '50' }, usageLimit: 1 } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const code = created.json().discountCode;

    const authorized = await buy('ONCE', { token: 'tok_approve', delayedCapture: true });
    expect(authorized.statusCode, authorized.body).toBe(200);
    const order = authorized.json().order;
    expect(order.status).toBe('AUTHORIZED');
    expect(await timesUsed(code.id)).toBe(1);
    // Used up: the next buyer is refused while the authorized order holds the use.
    const refused = await buy('ONCE', { token: 'tok_approve' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.validationError.fieldViolations[0].ruleName).toBe(
      'ERROR_COUPON_USAGE_EXCEEDED',
    );

    const voided = await voidOrder(order.orderNumber);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await timesUsed(code.id)).toBe(0);
    // A repeated void is refused by the order machine and gives nothing back twice.
    expect((await voidOrder(order.orderNumber)).statusCode).toBe(428);
    expect(await timesUsed(code.id)).toBe(0);

    const paid = await buy('once', { token: 'tok_approve' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order.invoice.discount.code).toBe('ONCE');
    expect(await timesUsed(code.id)).toBe(1);
  });

  it('a paid order keeps its use; voiding a captured order is refused and changes nothing', async () => {
    const created = await app.request({
      method: 'POST',
      url: codes(),
      headers: app.ownerHeaders(),
      payload: { discountCode: { code: 'KEEP', discount: { percentOff: '10' } } },
    });
    const code = created.json().discountCode;
    const paid = await buy('KEEP', { token: 'tok_approve' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order.status).toBe('PAID');
    expect((await voidOrder(paid.json().order.orderNumber)).statusCode).toBe(428);
    expect(await timesUsed(code.id)).toBe(1);
  });
});
