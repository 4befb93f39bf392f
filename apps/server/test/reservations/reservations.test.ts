import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/platform/auth/api-keys.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { SWEEP_WINDOW_MS } from '../../src/modules/reservations/reservations.expiry.ts';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve, salesOf } from '../ticket-definitions/helpers.ts';

const MINUTE = 60_000;

describe('reservations', () => {
  let app: TestApp;
  let clock: TestClock;
  let eventId: string;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
    eventId = (await createEvent(app)).id;
  });
  afterAll(() => app.close());

  it('holds tickets until the expiry, in the official shape', async () => {
    const def = await createDefinition(app, eventId, { initialLimit: 10, limitPerCheckout: 4 });
    const donation = await createDefinition(app, eventId, {
      name: 'Give',
      pricingMethod: { guestPrice: { value: '5' } },
    });
    const visitor = await app.visitorHeaders();
    const response = await reserve(app, visitor, eventId, [
      { ticketDefinitionId: def.id, quantity: 3 },
      { ticketDefinitionId: donation.id, quantity: 1, priceOverride: '7.5' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.reservationStatus).toBe('RESERVATION_PENDING');
    expect(Date.parse(body.expires)).toBe(clock.now() + 20 * MINUTE);
    expect(body.reservations[0]).toMatchObject({ quantity: 3, ticket: { id: def.id, limitPerCheckout: 4 } });
    expect(body.reservations[1]).toMatchObject({ quantity: 1, priceOverride: '7.50' });
    expect(await salesOf(app, def.id)).toEqual({
      unsoldCount: 7,
      soldCount: 0,
      reservedCount: 3,
      soldOut: false,
    });

    // The hold stops counting at its expiry, before any job runs; its window's sweep expires it.
    clock.advance(20 * MINUTE);
    expect((await salesOf(app, def.id)).reservedCount).toBe(0);
    clock.advance(SWEEP_WINDOW_MS);
    await app.jobs.runDue();
    const row = await app.db
      .selectFrom('reservations')
      .select('status')
      .where('id', '=', body.id)
      .executeTakeFirst();
    expect(row?.status).toBe('RESERVATION_EXPIRED');
    const counter = await app.db
      .selectFrom('ticket_counters')
      .select('held')
      .where('definition_id', '=', def.id)
      .executeTakeFirst();
    expect(counter?.held).toBe(0);
  });

  it('a full definition takes a new hold once an old one has expired, even before the job', async () => {
    const def = await createDefinition(app, eventId, { initialLimit: 2 });
    const visitor = await app.visitorHeaders();
    expect(
      (await reserve(app, visitor, eventId, [{ ticketDefinitionId: def.id, quantity: 2 }])).statusCode,
    ).toBe(200);
    const full = await reserve(app, visitor, eventId, [{ ticketDefinitionId: def.id, quantity: 1 }]);
    expect(full.statusCode).toBe(409);
    expect(full.json().details.applicationError.code).toBe('TICKETS_UNAVAILABLE');
    clock.advance(21 * MINUTE);
    expect(
      (await reserve(app, visitor, eventId, [{ ticketDefinitionId: def.id, quantity: 2 }])).statusCode,
    ).toBe(200);
    expect(await salesOf(app, def.id)).toMatchObject({ reservedCount: 2, unsoldCount: 0, soldOut: true });
  });

  it('cancel releases the places; only its maker, the owner or event staff may cancel', async () => {
    const def = await createDefinition(app, eventId, { initialLimit: 5 });
    const maker = await app.visitorHeaders();
    const created = (
      await reserve(app, maker, eventId, [{ ticketDefinitionId: def.id, quantity: 2 }])
    ).json();
    const cancel = (headers: Record<string, string>, id = created.id) =>
      app.request({ method: 'DELETE', url: `/events/v1/checkout/reservations/${id}`, headers });
    expect((await cancel(await app.visitorHeaders())).statusCode).toBe(404);
    expect((await cancel(maker, 'missing')).statusCode).toBe(404);
    expect((await cancel(maker)).statusCode).toBe(200);
    expect((await salesOf(app, def.id)).reservedCount).toBe(0);
    // Again: nothing to release, nothing changes.
    expect((await cancel(maker)).statusCode).toBe(200);
    expect((await salesOf(app, def.id)).reservedCount).toBe(0);
    const other = (await reserve(app, maker, eventId, [{ ticketDefinitionId: def.id, quantity: 1 }])).json();
    expect((await cancel(app.ownerHeaders(), other.id)).statusCode).toBe(200);
    const row = await app.db
      .selectFrom('reservations')
      .select('status')
      .where('id', '=', other.id)
      .executeTakeFirst();
    expect(row?.status).toBe('RESERVATION_CANCELED_MANUALLY');
  });

  it('refuses bad lines with field violations, closed sales and privileged flags for visitors', async () => {
    const def = await createDefinition(app, eventId, { initialLimit: 100, limitPerCheckout: 2 });
    const hidden = await createDefinition(app, eventId, { name: 'Hidden', hidden: true });
    const later = await createDefinition(app, eventId, {
      name: 'Later',
      salePeriod: { startDate: new Date(clock.now() + 60 * MINUTE).toISOString() },
    });
    const otherEvent = (await createEvent(app)).id;
    const foreign = await createDefinition(app, otherEvent);
    const visitor = await app.visitorHeaders();
    const violations = async (lines: Parameters<typeof reserve>[3], extra = {}) => {
      const response = await reserve(app, visitor, eventId, lines, extra);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field);
    };
    expect(await violations([{ ticketDefinitionId: def.id, quantity: 3 }])).toEqual([
      'ticketQuantities[0].quantity',
    ]);
    expect(await violations([{ ticketDefinitionId: hidden.id, quantity: 1 }])).toEqual([
      'ticketQuantities[0].ticketDefinitionId',
    ]);
    expect(await violations([{ ticketDefinitionId: foreign.id, quantity: 1 }])).toEqual([
      'ticketQuantities[0].ticketDefinitionId',
    ]);
    expect(
      await violations([
        { ticketDefinitionId: def.id, quantity: 1 },
        { ticketDefinitionId: def.id, quantity: 1 },
      ]),
    ).toEqual(['ticketQuantities[1].ticketDefinitionId']);
    expect(await violations([{ ticketDefinitionId: def.id, quantity: 1, priceOverride: '1' }])).toEqual([
      'ticketQuantities[0].priceOverride',
    ]);
    expect(await violations([{ ticketDefinitionId: def.id, quantity: 0 }])).toEqual([
      'ticketQuantities.0.quantity',
    ]);
    const closed = await reserve(app, visitor, eventId, [{ ticketDefinitionId: later.id, quantity: 1 }]);
    expect(closed.statusCode).toBe(428);
    const flagged = await reserve(app, visitor, eventId, [{ ticketDefinitionId: hidden.id, quantity: 1 }], {
      allowHiddenTickets: true,
    });
    expect(flagged.statusCode).toBe(403);
    expect((await reserve(app, {}, eventId, [{ ticketDefinitionId: def.id, quantity: 1 }])).statusCode).toBe(
      401,
    );
    const draft = (await createEvent(app, {}, { draft: true })).id;
    expect(
      (await reserve(app, visitor, draft, [{ ticketDefinitionId: def.id, quantity: 1 }])).statusCode,
    ).toBe(404);
    expect((await salesOf(app, def.id)).reservedCount).toBe(0);

    // Staff selling tickets may pass the limits and reserve hidden tickets; capacity still holds.
    const seller = await createApiKey(app.db, app.site.siteId, 'seller', undefined, ['events.sell-tickets']);
    const sold = await reserve(
      app,
      { authorization: seller.key },
      eventId,
      [
        { ticketDefinitionId: def.id, quantity: 10 },
        { ticketDefinitionId: hidden.id, quantity: 1 },
        { ticketDefinitionId: later.id, quantity: 1 },
      ],
      { ignoreLimits: true, allowHiddenTickets: true },
    );
    expect(sold.statusCode, sold.body).toBe(200);
  });

  it('an Idempotency-Key retry answers the same reservation and holds once', async () => {
    const def = await createDefinition(app, eventId, { initialLimit: 10 });
    const headers = { ...(await app.visitorHeaders()), 'idempotency-key': 'hold-1' };
    const first = await reserve(app, headers, eventId, [{ ticketDefinitionId: def.id, quantity: 2 }]);
    const second = await reserve(app, headers, eventId, [{ ticketDefinitionId: def.id, quantity: 2 }]);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().id).toBe(first.json().id);
    expect((await salesOf(app, def.id)).reservedCount).toBe(2);
  });
});
