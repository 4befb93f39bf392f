import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveOrder } from '../../src/modules/event-checkout/order-moves.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { AppError } from '../../src/platform/errors.ts';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve, salesOf } from '../ticket-definitions/helpers.ts';

const BUYER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

// An order that ends gives its places back, once: a voided authorized order its sold tickets, a
// declined checkout its hold when that lapses; checkout's own status moves go through the machine.
describe('places freed by ended orders; status moves through the order state machine', () => {
  let app: TestApp;
  let clock: TestClock;
  let eventId: string;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
    eventId = (await createEvent(app)).id;
  });
  afterAll(() => app.close());

  const checkout = async (definitionId: string, quantity: number, payment: Record<string, unknown>) => {
    const visitor = await app.visitorHeaders();
    const held = await reserve(app, visitor, eventId, [{ ticketDefinitionId: definitionId, quantity }]);
    expect(held.statusCode, held.body).toBe(200);
    const response = await app.request({
      method: 'POST',
      url: '/events/v1/checkout',
      headers: visitor,
      payload: { eventId, buyer: BUYER, reservationId: held.json().id, ...payment },
    });
    return { response, reservationId: held.json().id as string, visitor };
  };
  const owner = () => app.ownerHeaders();

  it('a voided authorized order returns its sold places, exactly once', async () => {
    const def = await createDefinition(app, eventId, { initialLimit: 5 });
    const { response } = await checkout(def.id, 3, {
      paymentDetails: { token: 'tok_approve', delayedCapture: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json().order;
    expect(order.status).toBe('AUTHORIZED');
    expect(await salesOf(app, def.id)).toMatchObject({ soldCount: 3, unsoldCount: 2 });
    // Only two places left: a hold of three is refused before the void.
    expect(
      (await reserve(app, await app.visitorHeaders(), eventId, [{ ticketDefinitionId: def.id, quantity: 3 }]))
        .statusCode,
    ).toBe(409);

    const voidUrl = `/events/v1/events/orders/${order.orderNumber}/void`;
    const voided = await app.request({
      method: 'POST',
      url: voidUrl,
      headers: owner(),
      payload: { eventId },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await salesOf(app, def.id)).toMatchObject({ soldCount: 0, unsoldCount: 5 });
    // A repeat is refused by the machine and gives nothing back twice.
    const again = await app.request({ method: 'POST', url: voidUrl, headers: owner(), payload: { eventId } });
    expect(again.statusCode).toBe(428);
    expect(again.json().details.applicationError.code).toBe('ORDER_ALREADY_VOIDED');
    expect(await salesOf(app, def.id)).toMatchObject({ soldCount: 0, unsoldCount: 5 });
    // The freed places sell again.
    const resold = await checkout(def.id, 5, { paymentDetails: { token: 'tok_approve' } });
    expect(resold.response.statusCode, resold.response.body).toBe(200);
    expect(await salesOf(app, def.id)).toMatchObject({ soldCount: 5, unsoldCount: 0 });
  });

  it('two voids at once free the places once', async () => {
    const def = await createDefinition(app, eventId, { initialLimit: 4 });
    const { response } = await checkout(def.id, 2, {
      paymentDetails: { token: 'tok_approve', delayedCapture: true },
    });
    const order = response.json().order;
    const url = `/events/v1/events/orders/${order.orderNumber}/void`;
    const answers = await Promise.all(
      [1, 2].map(() => app.request({ method: 'POST', url, headers: owner(), payload: { eventId } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toContain(200);
    const counter = await app.db
      .selectFrom('ticket_counters')
      .select(['sold', 'held'])
      .where('definition_id', '=', def.id)
      .executeTakeFirstOrThrow();
    expect({ sold: Number(counter.sold), held: Number(counter.held) }).toEqual({ sold: 0, held: 0 });
  });

  it('a declined checkout keeps the hold for another try; its expiry frees the places', async () => {
    const def = await createDefinition(app, eventId, { initialLimit: 2 });
    const { response, reservationId } = await checkout(def.id, 2, {
      paymentDetails: { token: 'tok_decline' },
    });
    expect(response.statusCode, response.body).toBe(409);
    const declined = await app.db
      .selectFrom('event_orders')
      .select(['status', 'live_reservation_id'])
      .where('reservation_id', '=', reservationId)
      .executeTakeFirstOrThrow();
    // Moved by the machine's `decline`: DECLINED, no longer the hold's live order.
    expect(declined).toEqual({ status: 'DECLINED', live_reservation_id: null });
    expect(await salesOf(app, def.id)).toMatchObject({ soldCount: 0, reservedCount: 2, unsoldCount: 0 });
    clock.advance(21 * 60_000);
    await app.jobs.runDue();
    expect(await salesOf(app, def.id)).toMatchObject({ soldCount: 0, reservedCount: 0, unsoldCount: 2 });
  });

  it('a canceled reservation frees its places once', async () => {
    const def = await createDefinition(app, eventId, { initialLimit: 3 });
    const visitor = await app.visitorHeaders();
    const held = await reserve(app, visitor, eventId, [{ ticketDefinitionId: def.id, quantity: 3 }]);
    expect(await salesOf(app, def.id)).toMatchObject({ reservedCount: 3, unsoldCount: 0 });
    const cancel = () =>
      app.request({
        method: 'DELETE',
        url: `/events/v1/checkout/reservations/${held.json().id}?eventId=${eventId}`,
        headers: visitor,
      });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(200);
    expect(await salesOf(app, def.id)).toMatchObject({ reservedCount: 0, unsoldCount: 3 });
  });

  it("refuses an illegal move with the machine's 428 and a lost race with its conflict", async () => {
    const def = await createDefinition(app, eventId, { initialLimit: 3 });
    const { response } = await checkout(def.id, 1, { paymentDetails: { token: 'tok_approve' } });
    const order = await app.db
      .selectFrom('event_orders')
      .selectAll()
      .where('order_number', '=', response.json().order.orderNumber)
      .executeTakeFirstOrThrow();
    const attempt = (status: string, action: 'pay' | 'void') =>
      app.uow
        .run(
          app.site.siteId,
          (unit) => moveOrder(unit, { ...order, status }, action, new Date(clock.now()).toISOString()),
          {
            changes: ['counter:tickets'],
          },
        )
        .then(
          () => undefined,
          (error: unknown) => error,
        );
    const illegal = await attempt('PAID', 'pay');
    expect(illegal).toBeInstanceOf(AppError);
    expect((illegal as AppError).code).toBe('INVALID_ORDER_STATUS_TRANSITION');
    // Read as PENDING but PAID in the row: the conditional write moves nothing.
    const raced = await attempt('PENDING', 'pay');
    expect(raced).toBeInstanceOf(AppError);
    expect((raced as AppError).code).toBe('INVALID_ORDER_STATUS_TRANSITION');
    expect(await salesOf(app, def.id)).toMatchObject({ soldCount: 1 });
  });
});
