import { describe, expect, it } from 'vitest';
import { listeningSite } from '../support/listening-site.ts';
import { ApplicationError, createClient } from '../../src/index.ts';
import { OAuthStrategy } from '../../src/oauth.ts';
import { eventCheckout } from '../../src/modules/event-checkout.ts';
import { createEvent } from '../../../../apps/server/test/events/helpers.ts';
import { createDefinition } from '../../../../apps/server/test/ticket-definitions/helpers.ts';

const BUYER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const guest = (first: string, email: string) => ({
  form: {
    inputValues: [
      { inputName: 'firstName', value: first },
      { inputName: 'lastName', value: 'Guest' },
      { inputName: 'email', value: email },
    ],
  },
});

// The visitor's ticket purchase through @tessera/sdk/event-checkout against a real server, over HTTP.
describe('@tessera/sdk event-checkout against a Tessera server', () => {
  const site = listeningSite();
  const visitor = () =>
    createClient({
      baseUrl: site.baseUrl,
      auth: OAuthStrategy({ clientId: site.app.site.clientId }),
      modules: { eventCheckout },
    }).eventCheckout;

  async function ticketedEvent() {
    const event = await createEvent(site.app, { registration: { initialType: 'TICKETING' } });
    const paid = await createDefinition(site.app, event.id, {
      name: 'Standard',
      feeType: 'FEE_ADDED_AT_CHECKOUT',
      initialLimit: 10,
      limitPerCheckout: 4,
    });
    const donation = await createDefinition(site.app, event.id, {
      name: 'Supporter',
      pricingMethod: { guestPrice: { value: '5.00', currency: 'USD' }, pricingType: 'DONATION' },
    });
    return { eventId: event.id as string, paidId: paid.id as string, donationId: donation.id as string };
  }

  it('lists and queries the tickets on sale, page by page', async () => {
    const { eventId, paidId, donationId } = await ticketedEvent();
    const tickets = visitor();
    const listed = await tickets.listAvailableTickets(eventId);
    expect(listed.total).toBe(2);
    expect(listed.definitions.map((d) => d.id)).toEqual([paidId, donationId]);
    expect(listed.definitions[0]).toMatchObject({ limitPerCheckout: 4, saleStatus: 'SALE_STARTED' });
    expect(listed.definitions[1]?.pricing).toMatchObject({
      pricingType: 'DONATION',
      minPrice: { value: '5.00' },
    });

    const first = await tickets.queryTickets().eq('eventId', eventId).ascending('orderIndex').limit(1).find();
    expect(first.items.map((d) => d.name)).toEqual(['Standard']);
    expect(first.total).toBe(2);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items.map((d) => d.name)).toEqual(['Supporter']);
    expect(second.hasNext()).toBe(false);
  });

  it('reserves, prices, checks out with a test card and reads the order and its tickets', async () => {
    const { eventId, paidId, donationId } = await ticketedEvent();
    const tickets = visitor();
    const reservation = await tickets.createReservation(eventId, [
      { ticketDefinitionId: paidId, quantity: 2 },
      { ticketDefinitionId: donationId, quantity: 1, priceOverride: '7.50' },
    ]);
    expect(reservation.reservationStatus).toBe('RESERVATION_PENDING');
    const again = await tickets.getReservation(reservation.id, eventId);
    expect(again).toMatchObject({ id: reservation.id, expires: reservation.expires });
    // Lines come back in the server's order (by definition), not necessarily as sent.
    expect(Object.fromEntries(again.reservations.map((r) => [r.ticket.name, r.quantity]))).toEqual({
      Standard: 2,
      Supporter: 1,
    });

    const { invoice, discountErrors } = await tickets.getInvoice(reservation.id, eventId, {
      couponCode: 'NOPE',
    });
    expect(invoice.subTotal.value).toBe('27.50');
    expect(invoice.grandTotal.value).toBe('28.00');
    expect(discountErrors?.error[0]?.code).toBeTruthy();

    await expect(
      tickets.checkout({
        eventId,
        reservationId: reservation.id,
        buyer: BUYER,
        guests: [guest('A', 'a@example.com'), guest('B', 'not an email'), guest('C', 'c@example.com')],
        paymentDetails: { token: 'tok_approve' },
      }),
    ).rejects.toMatchObject({ status: 400 });

    const declined = await tickets
      .checkout({
        eventId,
        reservationId: reservation.id,
        buyer: BUYER,
        paymentDetails: { token: 'tok_decline' },
      })
      .catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(ApplicationError);
    expect((declined as ApplicationError).code).toBe('PAYMENT_DECLINED');

    const { order } = await tickets.checkout({
      eventId,
      reservationId: reservation.id,
      buyer: BUYER,
      guests: [guest('A', 'a@example.com'), guest('B', 'b@example.com'), guest('C', 'c@example.com')],
      paymentDetails: { token: 'tok_approve' },
    });
    expect(order).toMatchObject({ status: 'PAID', ticketsQuantity: 3 });

    const read = await tickets.getOrder(eventId, order.orderNumber);
    expect(read).toMatchObject({ orderNumber: order.orderNumber, status: 'PAID', confirmed: true });
    const orderTickets = await tickets.orderTickets(eventId, order.orderNumber);
    expect(orderTickets.map((t) => t.guestDetails.firstName)).toEqual(['A', 'B', 'C']);
    expect(orderTickets.every((t) => t.qrCode.startsWith(`${t.ticketNumber}.`))).toBe(true);
    const one = await tickets.getTicket(orderTickets[0]!.ticketNumber, eventId);
    expect(one.ticketNumber).toBe(orderTickets[0]!.ticketNumber);

    // The order and the reservation are their maker's: another visitor finds neither.
    const stranger = visitor();
    await expect(stranger.getOrder(eventId, order.orderNumber)).rejects.toMatchObject({ status: 404 });
    await expect(stranger.getInvoice(reservation.id, eventId)).rejects.toMatchObject({ status: 404 });
  });

  it('cancels a hold, reads the event form and the checkout options', async () => {
    const { eventId, paidId } = await ticketedEvent();
    const tickets = visitor();
    const reservation = await tickets.createReservation(eventId, [
      { ticketDefinitionId: paidId, quantity: 1 },
    ]);
    await tickets.cancelReservation(reservation.id, eventId);
    expect((await tickets.getReservation(reservation.id, eventId)).reservationStatus).toBe(
      'RESERVATION_CANCELED',
    );
    await expect(
      tickets.createReservation(eventId, [{ ticketDefinitionId: paidId, quantity: 5 }]),
    ).rejects.toMatchObject({ status: 400 });

    const form = await tickets.eventForm(eventId);
    expect(form.controls.flatMap((c) => c.inputs.map((i) => i.name))).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'email']),
    );
    expect((await tickets.checkoutOptions()).paidTickets).toBe(true);
  });
});
