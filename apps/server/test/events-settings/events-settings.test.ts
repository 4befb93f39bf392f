import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve } from '../ticket-definitions/helpers.ts';

const URL = '/events/v1/settings';

describe('events settings', () => {
  let app: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
  });
  afterAll(() => app.close());

  const get = (query = '', headers = app.ownerHeaders()) =>
    app.request({ method: 'GET', url: `${URL}${query}`, headers });
  const patch = (id: string, payload: unknown, headers = app.ownerHeaders()) =>
    app.request({ method: 'PATCH', url: `${URL}/${id}`, headers, payload });

  it('answers the defaults before any change, parts only when asked for', async () => {
    const plain = await get();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().eventsSettings).toEqual({
      id: app.site.siteId,
      createdDate: null,
      updatedDate: null,
      revision: '0',
      reservationSettings: { reservationDurationInMinutes: 20 },
    });
    const full = await get('?fields=PAYMENT_SETTINGS&fields=EVENTS_INFO&fields=SITE_INFO');
    expect(full.json().eventsSettings).toMatchObject({
      paymentSettings: { delayedPaymentCaptureSettings: { enabled: false } },
      eventsInfo: { firstEventCreated: false, sellingTickets: false, sellingPaidTickets: false },
      siteInfo: { premiumFeatures: ['SELL_TICKETS'] },
    });
    expect((await get('?fields=NOPE')).statusCode).toBe(400);
  });

  it('changes delayed capture and the hold duration; a stale revision conflicts; the id is the site', async () => {
    const first = await patch(app.site.siteId, {
      eventsSettings: {
        revision: '0',
        paymentSettings: { delayedPaymentCaptureSettings: { enabled: true } },
        reservationSettings: { reservationDurationInMinutes: 45 },
      },
      fields: ['PAYMENT_SETTINGS'],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().eventsSettings).toMatchObject({
      revision: '1',
      createdDate: new Date(clock.now()).toISOString(),
      paymentSettings: { delayedPaymentCaptureSettings: { enabled: true } },
      reservationSettings: { reservationDurationInMinutes: 45 },
    });
    const stale = await patch(app.site.siteId, { eventsSettings: { revision: '0' } });
    expect(stale.statusCode).toBe(409);
    expect((await patch('another-site', { eventsSettings: {} })).statusCode).toBe(404);
    const tooLong = await patch(app.site.siteId, {
      eventsSettings: { reservationSettings: { reservationDurationInMinutes: 100_000 } },
    });
    expect(tooLong.statusCode).toBe(400);
    const hostile = await app.request({
      method: 'PATCH',
      url: `${URL}/${app.site.siteId}`,
      headers: { ...app.ownerHeaders(), 'content-type': 'application/json' },
      payload:
        '{"eventsSettings":{"__proto__":{"revision":"7"},"reservationSettings":{"__proto__":{"x":1}}}}',
    });
    expect(hostile.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).revision).toBeUndefined();
    expect(Number((await get()).json().eventsSettings.revision)).toBeLessThanOrEqual(2);
  });

  it("holds last the site's duration when the event sets none, the event's when it does", async () => {
    await patch(app.site.siteId, {
      eventsSettings: { reservationSettings: { reservationDurationInMinutes: 45 } },
    });
    // An event that sets no duration takes the site's at reservation time.
    const eventId = (await createEvent(app, { registration: { initialType: 'TICKETING' } })).id;
    const def = await createDefinition(app, eventId, { initialLimit: 10 });
    const line = [{ ticketDefinitionId: def.id, quantity: 1 }];
    const held = await reserve(app, await app.visitorHeaders(), eventId, line);
    expect(held.statusCode, held.body).toBe(200);
    expect(Date.parse(held.json().expires) - clock.now()).toBe(45 * 60_000);
    // So does one told null explicitly.
    const told = (
      await createEvent(app, {
        registration: { initialType: 'TICKETING', tickets: { reservationDurationInMinutes: null } },
      })
    ).id;
    const toldDef = await createDefinition(app, told, { initialLimit: 10 });
    const toldHeld = await reserve(app, await app.visitorHeaders(), told, [
      { ticketDefinitionId: toldDef.id, quantity: 1 },
    ]);
    expect(Date.parse(toldHeld.json().expires) - clock.now()).toBe(45 * 60_000);
    // An event's own duration wins over the site's.
    const own = (
      await createEvent(app, {
        registration: { initialType: 'TICKETING', tickets: { reservationDurationInMinutes: 15 } },
      })
    ).id;
    const ownDef = await createDefinition(app, own, { initialLimit: 10 });
    const ownHeld = await reserve(app, await app.visitorHeaders(), own, [
      { ticketDefinitionId: ownDef.id, quantity: 1 },
    ]);
    expect(Date.parse(ownHeld.json().expires) - clock.now()).toBe(15 * 60_000);
    // Back to the default.
    await patch(app.site.siteId, { eventsSettings: { reservationSettings: null } });
    const again = await reserve(app, await app.visitorHeaders(), eventId, line);
    expect(Date.parse(again.json().expires) - clock.now()).toBe(20 * 60_000);
  });

  it('two first changes at once both land (one row, revision 2)', async () => {
    const other = await app.createSite('Concurrent');
    const [a, b] = await Promise.all([
      patch(
        other.siteId,
        { eventsSettings: { reservationSettings: { reservationDurationInMinutes: 10 } } },
        app.ownerHeaders(other),
      ),
      patch(
        other.siteId,
        { eventsSettings: { paymentSettings: { delayedPaymentCaptureSettings: { enabled: true } } } },
        app.ownerHeaders(other),
      ),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const read = (await get('?fields=PAYMENT_SETTINGS', app.ownerHeaders(other))).json().eventsSettings;
    expect(read).toMatchObject({
      revision: '2',
      reservationSettings: { reservationDurationInMinutes: 10 },
      paymentSettings: { delayedPaymentCaptureSettings: { enabled: true } },
    });
  });

  it('is for those who manage events', async () => {
    const visitor = await app.visitorHeaders();
    expect((await get('', visitor)).statusCode).toBe(403);
    expect((await patch(app.site.siteId, { eventsSettings: {} }, visitor)).statusCode).toBe(403);
  });
});
