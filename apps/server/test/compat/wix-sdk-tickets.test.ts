/**
 * Compatibility: the official `@wix/events` ticketing modules against Tessera, unmodified, over
 * real HTTP through `@tessera/wix-compat` — what an event page built on the official SDK reads
 * (available tickets, v1 and v3) and the hold it makes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, OAuthStrategy, createClient } from '@wix/sdk';
import { orders, ticketDefinitionsV2 } from '@wix/events';
import { createEvent } from '../events/helpers.ts';
import { pointOfficialSdkAt, type Exchange } from '../support/official-sdk.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('official @wix/events ticketing against Tessera', () => {
  let app: TestApp;
  let restoreFetch = () => {};
  const log: Exchange[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    restoreFetch = await pointOfficialSdkAt(app, log);
  });
  afterAll(async () => {
    restoreFetch();
    await app?.close();
  });

  const modules = { orders, ticketDefinitionsV2 };
  const owner = () =>
    createClient({ modules, auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }) });
  const visitor = () => createClient({ modules, auth: OAuthStrategy({ clientId: app.site.clientId }) });

  it('owner defines tickets; a visitor reads them as the event page does and reserves', async () => {
    const eventId = (await createEvent(app)).id as string;
    const created = await owner().ticketDefinitionsV2.createTicketDefinition({
      eventId,
      name: 'Early bird',
      initialLimit: 5,
      pricingMethod: { fixedPrice: { value: '12.50', currency: 'EUR' } },
      feeType: 'FEE_ADDED_AT_CHECKOUT',
    });
    expect(created._id).toBeTruthy();

    const client = visitor();
    // The headless event page's own call (sort by sortIndex).
    const v3 = await client.ticketDefinitionsV2.queryAvailableTicketDefinitions({
      filter: { eventId },
      sort: [{ fieldName: 'sortIndex', order: 'ASC' }],
    } as never);
    expect(
      v3.ticketDefinitions?.map((d) => [
        d._id,
        d.saleStatus,
        d.limitPerCheckout,
        d.pricingMethod?.fixedPrice?.value,
      ]),
    ).toEqual([[created._id, 'SALE_STARTED', 5, '12.50']]);

    const v1 = await client.orders.queryAvailableTickets({ filter: { eventId }, limit: 10 });
    expect(v1.definitions?.[0]).toMatchObject({
      _id: created._id,
      price: { value: '12.50', currency: 'EUR' },
      wixFeeConfig: { type: 'FEE_ADDED_AT_CHECKOUT' },
      saleStatus: 'SALE_STARTED',
      limitPerCheckout: 5,
    });

    const reservation = await client.orders.createReservation(eventId, {
      ticketQuantities: [{ ticketDefinitionId: created._id!, quantity: 2 }],
    });
    expect(reservation.reservationStatus).toBe('RESERVATION_PENDING');
    expect(reservation.expires).toBeInstanceOf(Date);
    expect(reservation.reservations?.[0]?.quantity).toBe(2);
    await client.orders.cancelReservation(reservation._id!, eventId);
    expect(log.filter((e) => e.status >= 500)).toEqual([]);
    expect(log.map((e) => `${e.method} ${e.url.split('?')[0]} ${e.status}`)).toEqual([
      'POST /events-ticket-definitions/v3/ticket-definitions 200',
      expect.stringMatching(/^POST \/oauth2\/token 200$/),
      'POST /events-ticket-definitions/v3/ticket-definitions/available/query 200',
      'POST /events/v1/checkout/available-tickets/query 200',
      'POST /events/v1/checkout/reservations 200',
      expect.stringMatching(/^DELETE \/events\/v1\/checkout\/reservations\/[0-9a-f-]+ 200$/),
    ]);
  });
});
