import type { FieldViolation } from '@tessera/contracts';
import type {
  CheckoutRequest,
  CheckoutResponse,
  EventOrderStatus,
  UpdateCheckoutRequest,
} from '@tessera/contracts/event-checkout';
import { can, type Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import { isUniqueViolation, type Db } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { runFlow } from '../../platform/flow.ts';
import { newId } from '../../platform/ids.ts';
import { money, toDecimal, toWireMoney } from '../../platform/money/index.ts';
import type { Payment, PaymentsService } from '../../platform/payments/payments.service.ts';
import {
  insertIntoSite,
  selectFromSite,
  siteScope,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { contactOf, validateFormAnswers, type EventFormsService } from '../event-forms/index.ts';
import {
  confirmReservation,
  reservationForCheckout,
  SELL_TICKETS_SCOPE,
  type ReservationForCheckout,
} from '../reservations/index.ts';
import {
  countsOf,
  definitionsByIds,
  toAvailableTicket,
  type DefinitionRow,
} from '../ticket-definitions/index.ts';
import type { NewOrder, OrderRow } from './event-checkout.schema.ts';
import { releaseDiscountOf } from '../event-discounts/index.ts';
import {
  discountErrorsOf,
  discountViolation,
  priceDiscount,
  redeemOrRefuse,
  type PricedDiscount,
} from './checkout-discount.ts';
import { computeInvoice, type ComputedInvoice, type TaxSettings } from './invoice.ts';
import { recordOrderEvent } from './order-events.ts';
import { moveOrder } from './order-moves.ts';
import { toWireOrder } from './order-wire.ts';
import { ensureQrSecret, newOrderNumber, qrSecretOf, ticketNumberOf } from './ticket-codes.ts';
import { holderColumnsOf } from './ticket-holders.ts';

export interface EventCheckoutDeps {
  db: Db;
  uow: UnitOfWork;
  clock: Clock;
  payments: PaymentsService;
  forms: EventFormsService;
  /** Settles a PENDING order by its finished payment (EventOrdersService.paymentSettled). */
  paymentSettled?: (siteId: string, payment: Payment) => Promise<void>;
}

const CHANGES = { changes: ['counter:tickets', 'payments'] } as const;

export { recordOrderEvent };

const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'Order not found');
const reservationNotFound = () => notFound('RESERVATION_NOT_FOUND', 'Reservation not found');

interface Priced {
  reservation: ReservationForCheckout;
  definitions: Map<string, DefinitionRow>;
  invoice: ComputedInvoice;
  /** The discount code applied, or why the one typed was not. */
  discount: PricedDiscount;
}

/** What a checkout flow carries from step to step. */
interface CheckoutRun {
  orderId: string;
  orderNumber: string;
  payment?: Payment;
}

/**
 * Event checkout (pretix's and Saleor's split: reserve → price → pay → confirm). The reservation
 * (reservations module) holds the places; the invoice prices it; checkout writes the order and its
 * numbered tickets, pays through the PaymentsService and confirms the reservation in the unit that
 * marks the order paid. Each step keeps its undo (platform/flow.ts): a declined payment marks the
 * order DECLINED and leaves the hold pending, so the buyer may try again.
 */
export class EventCheckoutService {
  constructor(private readonly deps: EventCheckoutDeps) {}

  private now = () => isoAt(this.deps.clock.now());

  options(): Record<string, boolean> {
    return {
      paymentMethodConfigured: true,
      acceptCoupons: true,
      premiumServices: false,
      paidTickets: true,
      acceptGiftCards: false,
    };
  }

  async invoice(
    caller: Caller,
    reservationId: string,
    input: { eventId: string; withDiscount?: { couponCode?: string } },
  ) {
    const scope = siteScope(this.deps.db, caller.siteId);
    const priced = await this.price(scope, reservationId, input.eventId, input.withDiscount?.couponCode);
    const now = this.now();
    return {
      invoice: priced.invoice.wire,
      ...discountErrorsOf(priced.discount),
      expires: priced.reservation.expires,
      reservationStatus: priced.reservation.status as 'RESERVATION_PENDING',
      reservationOccupied: priced.reservation.status === 'RESERVATION_CONFIRMED',
      reservations: await this.ticketReservations(scope, priced, now),
    };
  }

  /**
   * POS checkout (staff selling tickets, or the owner): the order of a hold sold at the venue,
   * channel OFFLINE_POS. With `paymentDetailsId` (the card terminal's or cash register's reference)
   * it is PAID, else OFFLINE_PENDING; a zero total is FREE. No buyer details are asked.
   */
  async posCheckout(
    caller: Caller,
    input: { eventId: string; reservationId: string; paymentDetailsId?: string | null },
  ): Promise<CheckoutResponse> {
    return this.checkout(
      caller,
      { eventId: input.eventId, reservationId: input.reservationId },
      {
        paidAtVenue: input.paymentDetailsId ? input.paymentDetailsId : undefined,
      },
    );
  }

  async checkout(
    caller: Caller,
    input: CheckoutRequest,
    pos?: { paidAtVenue?: string },
  ): Promise<CheckoutResponse> {
    const scope = siteScope(this.deps.db, caller.siteId);
    const priced = await this.price(scope, input.reservationId, input.eventId, input.discount?.couponCode);
    const { reservation, invoice } = priced;
    const now = this.now();
    if (reservation.status !== 'RESERVATION_PENDING')
      throw new AppError(
        'CONFLICT',
        'RESERVATION_NOT_PENDING',
        'The reservation was already checked out, canceled or expired',
        {
          reservationStatus: reservation.status,
        },
      );
    if (reservation.expires <= now) throw reservationExpired();

    const seller = can(caller, SELL_TICKETS_SCOPE);
    const violations: FieldViolation[] = [];
    if (
      input.memberId !== undefined &&
      !seller &&
      !(caller.role === 'MEMBER' && caller.subjectId === input.memberId)
    )
      violations.push(violation('memberId', 'may name only the calling member', 'VALIDATION'));
    const memberId = input.memberId ?? (caller.role === 'MEMBER' ? caller.subjectId : undefined);
    const ticketCount = reservation.lines.reduce((n, line) => n + line.quantity, 0);
    const form = await this.deps.forms.publishedForm(scope, input.eventId);
    const checkForms = form && !(input.options?.ignoreFormValidation && seller);
    const guests = input.guests ?? [];
    if (input.guests && guests.length !== ticketCount)
      violations.push(
        violation('guests', `must hold one form per ticket (${ticketCount})`, 'VALIDATION', {
          expected: ticketCount,
        }),
      );
    else if (checkForms)
      guests.forEach((guest, i) =>
        violations.push(...validateFormAnswers(form, guest.form ?? {}, `guests[${i}].form`)),
      );
    const buyer = input.buyer ?? buyerFromForm(guests[0]?.form);
    if (!buyer && !pos) violations.push(violation('buyer', 'must not be empty', 'REQUIRED_FIELD'));
    const offline = input.options?.payInPerson === true || pos !== undefined;
    // A paid order without payment details is PENDING, awaiting payment (as on the hosted platform:
    // the official checkout call carries none); its hold keeps the places until it expires, and
    // UpdateCheckout with paymentDetails pays it.
    const free = invoice.grandTotal.minor === 0;
    if (priced.discount.error) violations.push(discountViolation(priced.discount.error));
    if (violations.length) throw validationError(violations);

    const status: EventOrderStatus = free
      ? 'FREE'
      : pos?.paidAtVenue
        ? 'PAID'
        : offline
          ? 'OFFLINE_PENDING'
          : 'PENDING';
    const run: CheckoutRun = { orderId: newId(), orderNumber: '' };
    const order: Omit<NewOrder, 'site_id' | 'order_number'> = {
      id: run.orderId,
      event_id: input.eventId,
      reservation_id: reservation.id,
      live_reservation_id: reservation.id,
      status,
      channel: pos ? 'OFFLINE_POS' : 'ONLINE',
      member_id: memberId ?? null,
      subject_role: caller.role,
      subject_id: caller.subjectId ?? null,
      first_name: buyer?.firstName ?? '',
      last_name: buyer?.lastName ?? '',
      email: buyer?.email ?? '',
      checkout_form: JSON.stringify(guests[0]?.form ?? { inputValues: [] }),
      invoice: JSON.stringify(invoice.wire),
      currency: invoice.grandTotal.currency,
      total_minor: invoice.grandTotal.minor,
      marketing_consent: input.marketingConsent == null ? null : input.marketingConsent ? 1 : 0,
      payment_id: pos?.paidAtVenue ?? null,
      archived: 0,
      tickets_count: reservation.lines.reduce((n, line) => n + line.quantity, 0),
      created_date: now,
      updated_date: now,
    };
    const tickets = reservation.lines.flatMap((line) =>
      Array.from({ length: line.quantity }, () => ({
        line,
        definition: priced.definitions.get(line.definitionId)!,
      })),
    );

    await runFlow(run, [
      {
        name: 'order',
        // The order and its tickets in one unit; a free or pay-at-the-door order confirms the hold there too.
        run: async (ctx) => {
          ctx.orderNumber = await this.insertOrder(caller.siteId, order, async (unit, orderNumber) => {
            // The code's use is counted with the order, atomically (never past its limit).
            await redeemOrRefuse(unit, priced.discount, ctx.orderId, this.now());
            await ensureQrSecret(unit);
            return Promise.all(
              tickets.map(({ line, definition }, position) =>
                insertIntoSite(unit, 'event_tickets', [
                  {
                    ticket_number: ticketNumberOf(orderNumber, position),
                    order_id: ctx.orderId,
                    event_id: input.eventId,
                    definition_id: line.definitionId,
                    name: definition.name,
                    price_minor: line.priceMinor,
                    currency: line.currency,
                    guest_form: guests[position]?.form ? JSON.stringify(guests[position].form) : null,
                    ...holderColumnsOf(guests[position]?.form),
                    position,
                  },
                ]).execute(),
              ),
            ).then(async () => {
              const at = this.now();
              await recordOrderEvent(unit, 'event_order_placed', ctx.orderId, {
                eventId: input.eventId,
                timestamp: at,
                orderNumber,
                reservationId: reservation.id,
                status,
                channel: order.channel,
                ticketsQuantity: tickets.length,
                total: { value: toDecimal(invoice.grandTotal), currency: invoice.grandTotal.currency },
                memberId: order.member_id ?? null,
              });
              if (status === 'PENDING') return;
              if (!(await confirmReservation(unit, reservation.id, at))) throw reservationExpired();
              await recordOrderEvent(unit, 'event_order_confirmed', ctx.orderId, {
                eventId: input.eventId,
                timestamp: at,
                orderNumber,
                status,
              });
            });
          });
        },
        undo: async (ctx) => {
          await this.settle(
            caller.siteId,
            { orderId: ctx.orderId, orderNumber: ctx.orderNumber, eventId: input.eventId },
            !ctx.payment || ctx.payment.status === 'DECLINED' ? 'decline' : 'cancel',
          );
        },
      },
      ...(status === 'PENDING' && input.paymentDetails
        ? [
            {
              name: 'pay',
              run: async (ctx: CheckoutRun) => {
                ctx.payment = await this.deps.payments.authorize(caller.siteId, {
                  idempotencyKey: `event-order:${ctx.orderId}`,
                  amount: invoice.grandTotal,
                  source: input.paymentDetails!.token,
                  capture: !input.paymentDetails!.delayedCapture,
                  reference: ctx.orderNumber,
                });
                if (ctx.payment.status === 'DECLINED')
                  throw new AppError('CONFLICT', 'PAYMENT_DECLINED', 'The payment was declined', {
                    reason: ctx.payment.declineReason ?? 'DECLINED',
                    orderNumber: ctx.orderNumber,
                  });
              },
              // Money taken for an order that could not be confirmed goes back.
              undo: async (ctx: CheckoutRun) => {
                const p = ctx.payment;
                if (!p) return;
                const key = `event-order-undo:${ctx.orderId}`;
                if (p.status === 'CAPTURED')
                  await this.deps.payments.refund(caller.siteId, p.id, {
                    idempotencyKey: key,
                    amount: p.amount,
                  });
                else if (p.status === 'AUTHORIZED')
                  await this.deps.payments.void(caller.siteId, p.id, { idempotencyKey: key });
              },
            },
            {
              name: 'confirm',
              run: async (ctx: CheckoutRun) => {
                const p = ctx.payment!;
                // A slow payment stays PENDING (its webhook or a refresh settles it later).
                if (p.status === 'PENDING') {
                  await updateSiteTable(scope, 'event_orders')
                    .set({ payment_id: p.id })
                    .where('id', '=', ctx.orderId)
                    .execute();
                  return;
                }
                await this.deps.uow.run(
                  caller.siteId,
                  async (unit) => {
                    if (!(await confirmReservation(unit, reservation.id, this.now())))
                      throw reservationExpired();
                    await moveOrder(
                      unit,
                      { ...this.placed(ctx, input.eventId), status: 'PENDING' },
                      p.status === 'AUTHORIZED' ? 'authorize' : 'pay',
                      this.now(),
                      { payment_id: p.id },
                    );
                  },
                  CHANGES,
                );
              },
            },
          ]
        : []),
    ]);
    return {
      order: await this.order(scope, run.orderId),
      expires: reservation.expires,
      reservations: await this.ticketReservations(scope, priced, this.now()),
    };
  }

  /**
   * UpdateCheckout: the buyer, the guests' answers and the member of an order not paid yet
   * (PENDING, OFFLINE_PENDING), under the order's row lock; answers checked like checkout's.
   */
  async updateCheckout(caller: Caller, orderNumber: string, input: UpdateCheckoutRequest) {
    const scope = siteScope(this.deps.db, caller.siteId);
    const violations: FieldViolation[] = [];
    if (
      input.memberId != null &&
      !can(caller, SELL_TICKETS_SCOPE) &&
      !(caller.role === 'MEMBER' && caller.subjectId === input.memberId)
    )
      violations.push(violation('memberId', 'may name only the calling member', 'VALIDATION'));
    const form = await this.deps.forms.publishedForm(scope, input.eventId);
    const orderId = await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const order = await unit
          .forUpdate(selectFromSite(unit, 'event_orders').selectAll().where('order_number', '=', orderNumber))
          .executeTakeFirst();
        if (!order || order.event_id !== input.eventId) throw orderNotFound();
        if (input.paymentDetails) await this.assertPayable(unit, order);
        if (order.status !== 'PENDING' && order.status !== 'OFFLINE_PENDING')
          throw new AppError('CONFLICT', 'ORDER_NOT_UPDATABLE', 'Only an order not paid yet can be changed', {
            status: order.status,
          });
        const tickets = await selectFromSite(unit, 'event_tickets')
          .select(['ticket_number', 'position'])
          .where('order_id', '=', order.id)
          .orderBy('position')
          .execute();
        if (input.guests && input.guests.length !== tickets.length)
          violations.push(
            violation('guests', `must hold one form per ticket (${tickets.length})`, 'VALIDATION', {
              expected: tickets.length,
            }),
          );
        else if (input.guests && form)
          input.guests.forEach((guest, i) =>
            violations.push(...validateFormAnswers(form, guest.form ?? {}, `guests[${i}].form`)),
          );
        if (violations.length) throw validationError(violations);
        await updateSiteTable(unit, 'event_orders')
          .set({
            ...(input.buyer
              ? {
                  first_name: input.buyer.firstName,
                  last_name: input.buyer.lastName,
                  email: input.buyer.email,
                }
              : {}),
            ...(input.memberId !== undefined ? { member_id: input.memberId } : {}),
            ...(input.guests?.[0]?.form ? { checkout_form: JSON.stringify(input.guests[0].form) } : {}),
            updated_date: this.now(),
          })
          .where('id', '=', order.id)
          .execute();
        await recordOrderEvent(unit, 'event_order_updated', order.id, {
          eventId: order.event_id,
          timestamp: this.now(),
          orderNumber,
          fields: (['buyer', 'guests', 'memberId'] as const).filter((f) => input[f] !== undefined),
        });
        for (const [i, guest] of (input.guests ?? []).entries())
          await updateSiteTable(unit, 'event_tickets')
            .set({
              guest_form: guest.form ? JSON.stringify(guest.form) : null,
              ...holderColumnsOf(guest.form),
            })
            .where('ticket_number', '=', tickets[i].ticket_number)
            .execute();
        return order.id;
      },
      { changes: [] },
    );
    if (input.paymentDetails) await this.payPending(caller.siteId, orderId, input.paymentDetails);
    return { order: await this.order(scope, orderId) };
  }

  /** A PENDING order placed without payment, whose hold still stands, may be paid. */
  private async assertPayable(unit: SiteTx, order: OrderRow): Promise<void> {
    if (order.status !== 'PENDING' || order.payment_id)
      throw new AppError('CONFLICT', 'ORDER_NOT_PAYABLE', 'Only an order awaiting payment can be paid', {
        status: order.status,
      });
    const hold = await reservationForCheckout(unit, order.reservation_id);
    if (!hold || hold.status !== 'RESERVATION_PENDING' || hold.expires <= this.now())
      throw reservationExpired();
  }

  /**
   * Pays a PENDING order through the provider (one payment per order: the key is the order's, so a
   * retry finds the same payment), records it on the order, then settles it as a late payment does:
   * PAID or AUTHORIZED with its hold confirmed, DECLINED, or canceled with the money given back when
   * the hold lapsed meanwhile. A slow payment leaves the order PENDING for its webhook.
   */
  private async payPending(
    siteId: string,
    orderId: string,
    details: { token: string; delayedCapture?: boolean },
  ): Promise<void> {
    const scope = siteScope(this.deps.db, siteId);
    const order = await selectFromSite(scope, 'event_orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const payment = await this.deps.payments.authorize(siteId, {
      idempotencyKey: `event-order:${order.id}`,
      amount: money(BigInt(order.total_minor), order.currency),
      source: details.token,
      capture: !details.delayedCapture,
      reference: order.order_number,
    });
    const recorded = await updateSiteTable(scope, 'event_orders')
      .set({ payment_id: payment.id })
      .where('id', '=', order.id)
      .where('status', '=', 'PENDING')
      .where('payment_id', 'is', null)
      .executeTakeFirst();
    // The hold lapsed while the provider was asked (its expiry job canceled the order): no order
    // carries this payment, so nothing would settle it — the money goes straight back.
    if (Number(recorded.numUpdatedRows) !== 1 && payment.status !== 'DECLINED') {
      const key = `event-order-undo:${payment.id}`;
      if (payment.status === 'CAPTURED')
        await this.deps.payments.refund(siteId, payment.id, { idempotencyKey: key, amount: payment.amount });
      else if (payment.status === 'AUTHORIZED')
        await this.deps.payments.void(siteId, payment.id, { idempotencyKey: key });
      throw reservationExpired();
    }
    if (payment.status !== 'PENDING') await this.deps.paymentSettled?.(siteId, payment);
    if (payment.status === 'DECLINED')
      throw new AppError('CONFLICT', 'PAYMENT_DECLINED', 'The payment was declined', {
        reason: payment.declineReason ?? 'DECLINED',
        orderNumber: order.order_number,
      });
  }

  /** Inserts the order under a fresh number (drawn again on the rare repeat) with `more` in its unit. */
  private async insertOrder(
    siteId: string,
    order: Omit<NewOrder, 'site_id' | 'order_number'>,
    more: (unit: SiteTx, orderNumber: string) => Promise<void>,
  ): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const orderNumber = newOrderNumber();
      try {
        await this.deps.uow.run(
          siteId,
          async (unit) => {
            await insertIntoSite(unit, 'event_orders', [{ ...order, order_number: orderNumber }]).execute();
            await more(unit, orderNumber);
          },
          CHANGES,
        );
        return orderNumber;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const live = await selectFromSite(siteScope(this.deps.db, siteId), 'event_orders')
          .select('id')
          .where('live_reservation_id', '=', order.reservation_id)
          .executeTakeFirst();
        if (live)
          throw new AppError(
            'CONFLICT',
            'RESERVATION_NOT_PENDING',
            'The reservation is being checked out already',
            {
              reservationStatus: 'RESERVATION_PENDING',
            },
          );
        if (attempt >= 4) throw error;
      }
    }
  }

  /** Ends the order the flow placed (declined, canceled): it no longer holds its reservation's live slot. */
  private async settle(
    siteId: string,
    order: { orderId: string; orderNumber: string; eventId: string },
    action: 'decline' | 'cancel',
  ) {
    await this.deps.uow.run(
      siteId,
      async (unit) => {
        // Only a PENDING order is undone (a free or pay-at-the-door one never outlives a failed
        // step); one a racing settlement moved already is left as that made it.
        const row = await unit
          .forUpdate(selectFromSite(unit, 'event_orders').select('status').where('id', '=', order.orderId))
          .executeTakeFirst();
        if (row?.status !== 'PENDING') return;
        await moveOrder(
          unit,
          { ...this.placed(order, order.eventId), status: row.status },
          action,
          this.now(),
        );
        // A discount code's use comes back with the order that ends unpaid.
        await releaseDiscountOf(unit, order.orderId);
      },
      CHANGES,
    );
  }

  /** The order a checkout flow placed, as a status move reads it. */
  private placed(run: { orderId: string; orderNumber: string }, eventId: string) {
    return { id: run.orderId, order_number: run.orderNumber, event_id: eventId };
  }

  private async order(scope: SiteScope, orderId: string) {
    const row = await selectFromSite(scope, 'event_orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const tickets = await selectFromSite(scope, 'event_tickets')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('position')
      .execute();
    return toWireOrder(row, tickets, await qrSecretOf(scope));
  }

  private async price(
    scope: SiteScope,
    reservationId: string,
    eventId: string,
    couponCode?: string,
  ): Promise<Priced> {
    const reservation = await reservationForCheckout(scope, reservationId);
    if (!reservation || reservation.eventId !== eventId) throw reservationNotFound();
    const definitions = new Map(
      (
        await definitionsByIds(
          scope,
          reservation.lines.map((l) => l.definitionId),
        )
      ).map((d) => [d.id, d]),
    );
    const currency = reservation.lines[0]?.currency ?? 'USD';
    const discount = await priceDiscount(scope, eventId, couponCode, this.now(), reservation.lines);
    const invoice = computeInvoice(
      reservation.lines.map((line) => {
        const definition = definitions.get(line.definitionId);
        return {
          definitionId: line.definitionId,
          name: definition?.name ?? '',
          quantity: line.quantity,
          price: money(line.priceMinor, line.currency),
          feeType: definition?.fee_type ?? 'NO_FEE',
          donation: definition?.pricing_type === 'DONATION',
        };
      }),
      currency,
      await taxSettingsOf(scope, eventId),
      discount.discount,
    );
    return { reservation, definitions, invoice, discount };
  }

  private async ticketReservations(scope: SiteScope, priced: Priced, now: string) {
    const ids = priced.reservation.lines.map((l) => l.definitionId);
    const counts = await countsOf(scope, ids, now);
    return priced.reservation.lines
      .filter((line) => priced.definitions.has(line.definitionId))
      .map((line) => {
        const definition = priced.definitions.get(line.definitionId)!;
        const price = money(line.priceMinor, line.currency);
        return {
          quantity: line.quantity,
          ticket: toAvailableTicket(
            definition,
            now,
            counts.get(line.definitionId) ?? { capacity: null, sold: 0, held: 0 },
          ),
          ...(definition.pricing_type === 'DONATION'
            ? { priceOverride: toWireMoney('COMMON', price).value! }
            : {}),
        };
      });
  }
}

const reservationExpired = () =>
  new AppError('CONFLICT', 'RESERVATION_EXPIRED', 'The reservation has expired: reserve the tickets again');

function buyerFromForm(form: unknown) {
  const contact = contactOf(form);
  return contact.firstName && contact.email
    ? { firstName: contact.firstName, lastName: contact.lastName ?? '', email: contact.email }
    : undefined;
}

/** `registration.tickets.taxSettings` of the event (the events table is only read here). */
async function taxSettingsOf(scope: SiteScope, eventId: string): Promise<TaxSettings> {
  const row = await selectFromSite(scope, 'events')
    .select('doc')
    .where('id', '=', eventId)
    .executeTakeFirst();
  try {
    const doc = row
      ? (JSON.parse(row.doc) as { registration?: { tickets?: { taxSettings?: TaxSettings } } })
      : {};
    return doc.registration?.tickets?.taxSettings ?? {};
  } catch {
    return {};
  }
}
