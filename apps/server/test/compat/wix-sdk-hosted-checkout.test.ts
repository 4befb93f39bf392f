/**
 * Compatibility: the hosted event checkout of a site built on the official SDK, on its own origin
 * with its own OAuth client — `@wix/events` reserves, `@wix/redirects` asks for the
 * `eventsCheckout` page with a post-flow URL (through `@tessera/wix-compat`, real HTTP) — and the
 * web app, trading the page's redirect session, reads and checks out that reservation as the same
 * visitor with its own client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuthStrategy, createClient } from '@wix/sdk';
import { orders } from '@wix/events';
import { redirects } from '@wix/redirects';
import { oauthRoutes } from '@tessera/contracts/routes/oauth.routes';
import { createEvent } from '../events/helpers.ts';
import { createDefinition } from '../ticket-definitions/helpers.ts';
import { SITE } from '../oauth/helpers.ts';
import { pointOfficialSdkAt } from '../support/official-sdk.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';

describe('official @wix/redirects eventsCheckout from another origin', () => {
  let app: TestApp;
  let restoreFetch = () => {};
  let eventId: string;
  let freeId: string;
  let shopClientId: string;

  beforeAll(async () => {
    app = await createTestApp();
    restoreFetch = await pointOfficialSdkAt(app);
    eventId = (await createEvent(app, { registration: { initialType: 'TICKETING' } })).id;
    freeId = (await createDefinition(app, eventId, { name: 'Free', pricingMethod: { free: true } })).id;
    const created = await testClient(app).call(oauthRoutes.createOAuthClient, {
      input: { client: { name: 'Shop', allowedRedirectOrigins: [SITE] } },
      as: app.ownerHeaders(),
    });
    shopClientId = created.client.id;
  });
  afterAll(async () => {
    restoreFetch();
    await app?.close();
  });

  it("the web app continues as the shop's visitor and checks its reservation out", async () => {
    const shop = createClient({
      modules: { orders, redirects },
      auth: OAuthStrategy({ clientId: shopClientId }),
    });
    const reservation = await shop.orders.createReservation(eventId, {
      ticketQuantities: [{ ticketDefinitionId: freeId, quantity: 1 }],
    });
    const { redirectSession } = await shop.redirects.createRedirectSession({
      eventsCheckout: { reservationId: reservation._id!, eventSlug: 'any' },
      callbacks: { postFlowUrl: `${SITE}/thanks` },
    });
    const handle = new URL(redirectSession!.fullUrl!).searchParams.get('redirectSession');
    expect(handle).toMatch(/^rs_/);

    // The web app: its own visitor (the site's public client) trades the handle.
    const traded = await app.request({
      method: 'POST',
      url: '/_api/tessera/v1/redirect-sessions/visitor-tokens',
      headers: await app.visitorHeaders(),
      payload: { sessionToken: handle },
    });
    expect(traded.statusCode, traded.body).toBe(200);
    const { tokens, role, callbacks } = traded.json();
    expect(callbacks.postFlowUrl).toBe(`${SITE}/thanks`);

    const webApp = createClient({
      modules: { orders },
      auth: OAuthStrategy({
        clientId: app.site.clientId,
        tokens: {
          accessToken: {
            value: tokens.access_token,
            expiresAt: Math.floor(Date.now() / 1000) + tokens.expires_in,
          },
          refreshToken: { value: tokens.refresh_token, role: role.toLowerCase() },
        },
      }),
    });
    const invoice = await webApp.orders.getInvoice(reservation._id!, eventId);
    expect(invoice.reservationStatus).toBe('RESERVATION_PENDING');
    const placed = await webApp.orders.checkout(eventId, {
      reservationId: reservation._id!,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      guests: [
        {
          form: {
            inputValues: [
              { inputName: 'firstName', value: 'Ada' },
              { inputName: 'lastName', value: 'Lovelace' },
              { inputName: 'email', value: 'ada@example.com' },
            ],
          },
        },
      ],
    });
    expect(placed.order?.status).toBe('FREE');

    // A browser without the trade is another visitor: the reservation is not theirs.
    const stranger = createClient({
      modules: { orders },
      auth: OAuthStrategy({ clientId: app.site.clientId }),
    });
    await expect(stranger.orders.getInvoice(reservation._id!, eventId)).rejects.toThrow();
  });
});
