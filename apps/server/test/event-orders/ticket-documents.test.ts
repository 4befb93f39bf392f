import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCalendarPath } from '../../src/modules/event-checkout/documents/document-routes.ts';
import { ticketsPdfPath } from '../../src/modules/event-checkout/documents/tickets-link.ts';
import { qrSecretOf } from '../../src/modules/event-checkout/index.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve } from '../ticket-definitions/helpers.ts';

const BUYER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const DAY = 24 * 60 * 60_000;

/** Pages of a PDF: page objects (`/Type /Page`, not the `/Pages` tree). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

// The tickets PDF behind a signed, expiring link, and the event's calendar file: plain links with
// no credentials, outside the site route table.
describe('ticket documents: tickets PDF by signed link, calendar files', () => {
  let app: TestApp;
  let clock: TestClock;
  let eventId: string;
  let definitionId: string;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
    eventId = (
      await createEvent(app, {
        title: 'Night, at the; Museum',
        location: { name: 'Grand Hall', type: 'VENUE', address: { formattedAddress: '1 Main St, Paris' } },
        dateAndTimeSettings: {
          startDate: '2031-06-01T18:00:00.000Z',
          endDate: '2031-06-01T21:30:00.000Z',
          timeZoneId: 'Europe/Paris',
        },
      })
    ).id;
    definitionId = (await createDefinition(app, eventId, { initialLimit: 50 })).id;
  });
  afterAll(() => app.close());

  const paidOrder = async (quantity: number, token = 'tok_approve') => {
    const visitor = await app.visitorHeaders();
    const held = await reserve(app, visitor, eventId, [{ ticketDefinitionId: definitionId, quantity }]);
    const response = await app.request({
      method: 'POST',
      url: '/events/v1/checkout',
      headers: visitor,
      payload: { eventId, buyer: BUYER, reservationId: held.json().id, paymentDetails: { token } },
    });
    return response.json().order as { orderNumber: string; status: string };
  };
  const linkOf = async (orderNumber: string, event = eventId) =>
    ticketsPdfPath(
      await qrSecretOf(siteScope(app.db, app.site.siteId)),
      { siteId: app.site.siteId, eventId: event, orderNumber },
      clock.now(),
    );
  const get = (url: string) => app.request({ method: 'GET', url });

  it('serves one page per ticket to a plain link, no credentials', async () => {
    const order = await paidOrder(3);
    expect(order.status).toBe('PAID');
    const response = await get(await linkOf(order.orderNumber));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(3);
    // The order as the buyer and the owner read it carries the link.
    const read = await app.request({
      method: 'GET',
      url: `/events/v1/events/${eventId}/orders/${order.orderNumber}`,
      headers: app.ownerHeaders(),
    });
    const wireLink = read.json().order.ticketsPdf as string;
    expect(wireLink).toMatch(/\/tickets\.pdf\?expires=\d+&sig=/);
    expect((await get(wireLink)).statusCode).toBe(200);
  });

  it('refuses a forged, tampered or expired link (403) and finds no order it does not sign (404)', async () => {
    const order = await paidOrder(1);
    const link = await linkOf(order.orderNumber);
    const [path, query] = link.split('?');
    const params = new URLSearchParams(query);
    const codeOf = (r: { json(): any }) => r.json().details.applicationError.code;

    const tamperedSig = new URLSearchParams(params);
    tamperedSig.set(
      'sig',
      `${params.get('sig')!.slice(0, -1)}${params.get('sig')!.endsWith('A') ? 'B' : 'A'}`,
    );
    const forged = await get(`${path}?${tamperedSig}`);
    expect(forged.statusCode).toBe(403);
    expect(codeOf(forged)).toBe('INVALID_LINK_SIGNATURE');
    // A later expiry is not the one signed.
    const longer = new URLSearchParams(params);
    longer.set('expires', String(Number(params.get('expires')) + DAY));
    expect((await get(`${path}?${longer}`)).statusCode).toBe(403);
    // Another order's number under this order's signature.
    const other = await paidOrder(1);
    expect((await get(`${path.replace(order.orderNumber, other.orderNumber)}?${params}`)).statusCode).toBe(
      403,
    );
    expect((await get(path)).statusCode).toBe(403);
    expect((await get(`${path}?expires=abc&sig=x`)).statusCode).toBe(403);

    // Past its expiry (a week, rounded up to a day).
    clock.advance(9 * DAY);
    const expired = await get(link);
    expect(expired.statusCode).toBe(403);
    expect(codeOf(expired)).toBe('LINK_EXPIRED');
    // A fresh link works again.
    expect((await get(await linkOf(order.orderNumber))).statusCode).toBe(200);

    // Signed, but there is no such order (or not of that event).
    expect((await get(await linkOf('NOPE-NOPE'))).statusCode).toBe(404);
    expect((await get(await linkOf(order.orderNumber, 'other-event'))).statusCode).toBe(404);
    // Another site's signature never opens this site's order.
    const other2 = await app.createSite('Other');
    const foreign = `${path.replace(app.site.siteId, other2.siteId)}?${params}`;
    expect((await get(foreign)).statusCode).toBe(403);
  });

  it('has no tickets for an order not confirmed', async () => {
    const visitor = await app.visitorHeaders();
    const held = await reserve(app, visitor, eventId, [{ ticketDefinitionId: definitionId, quantity: 1 }]);
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
    const declined = await app.db
      .selectFrom('event_orders')
      .select('order_number')
      .where('reservation_id', '=', held.json().id)
      .executeTakeFirstOrThrow();
    const response = await get(await linkOf(declined.order_number));
    expect(response.statusCode).toBe(409);
    expect(response.json().details.applicationError.code).toBe('ORDER_NOT_CONFIRMED');
  });

  it('never answers 5xx to hostile paths', async () => {
    for (const url of [
      '/_api/tessera/v1/sites/__proto__/events/constructor/orders/__proto__/tickets.pdf?expires=1&sig=x',
      `/_api/tessera/v1/sites/${'x'.repeat(300)}/events/e/orders/o/tickets.pdf`,
      '/_api/tessera/v1/sites/%00/events/%F0/calendar.ics',
      '/_api/tessera/v1/sites/__proto__/events/__proto__/calendar.ics',
      `/_api/tessera/v1/sites/s/events/e/orders/o/tickets.pdf?expires=${'9'.repeat(40)}&sig=${'a'.repeat(500)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it("serves a published event's calendar file: UTC times, escaped text; drafts are 404", async () => {
    // The event names its calendar file for the page's "add to calendar".
    const read = await app.request({
      method: 'GET',
      url: `/events/v3/events/${eventId}?fields=DETAILS`,
      headers: await app.visitorHeaders(),
    });
    expect(read.json().event.calendarUrls.ics).toBe(eventCalendarPath(app.site.siteId, eventId));
    const response = await get(eventCalendarPath(app.site.siteId, eventId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = response.body;
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('DTSTART:20310601T180000Z');
    expect(ics).toContain('DTEND:20310601T213000Z');
    expect(ics).toContain('SUMMARY:Night\\, at the\\; Museum');
    expect(ics).toContain('LOCATION:Grand Hall\\, 1 Main St\\, Paris');
    expect(ics).toContain(`UID:${eventId}-0@tessera`);

    const draft = (await createEvent(app, {}, { draft: true })).id;
    expect((await get(eventCalendarPath(app.site.siteId, draft))).statusCode).toBe(404);
    expect((await get(eventCalendarPath(app.site.siteId, 'missing'))).statusCode).toBe(404);
    const other = await app.createSite('Calendar other');
    expect((await get(eventCalendarPath(other.siteId, eventId))).statusCode).toBe(404);
  });

  it('writes one entry per date of a recurring event', async () => {
    const recurring = (
      await createEvent(app, {
        title: 'Weekly',
        dateAndTimeSettings: {
          startDate: '2031-07-01T08:00:00.000Z',
          endDate: '2031-07-01T09:00:00.000Z',
          timeZoneId: 'America/New_York',
          recurringEvents: {
            individualEventDates: [
              { startDate: '2031-07-01T08:00:00.000Z', endDate: '2031-07-01T09:00:00.000Z' },
              { startDate: '2031-07-08T08:00:00.000Z', endDate: '2031-07-08T09:00:00.000Z' },
            ],
          },
        },
      })
    ).id;
    const response = await get(eventCalendarPath(app.site.siteId, recurring));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(response.body).toContain('DTSTART:20310708T080000Z');
  });
});
