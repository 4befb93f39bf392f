import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common.ts';
import { FormResponse } from './event-forms.ts';
import { TicketingMoney } from './money.ts';
import { ReservationStatuses, TicketReservation } from './reservations.ts';

// Event checkout (routes.md "Event orders and event checkout"; events_orders): the invoice of a
// reservation, checkout into an order with tickets, the checkout options.

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });

export const EventOrderStatuses = [
  'NA_ORDER_STATUS',
  'FREE',
  'PENDING',
  'PAID',
  'OFFLINE_PENDING',
  'INITIATED',
  'CANCELED',
  'DECLINED',
  'AUTHORIZED',
  'VOIDED',
  'PARTIALLY_PAID',
] as const;
export type EventOrderStatus = (typeof EventOrderStatuses)[number];
export const ChannelTypes = ['ONLINE', 'OFFLINE_POS'] as const;

/** The service fee added to FEE_ADDED_AT_CHECKOUT tickets (and shown inside FEE_INCLUDED ones), in percent. */
export const SERVICE_FEE_RATE = '2.5';

export const InvoiceFee = Type.Object(
  {
    name: StringEnum(['WIX_FEE'] as const),
    type: StringEnum(['FEE_ADDED', 'FEE_INCLUDED', 'FEE_ADDED_AT_CHECKOUT'] as const),
    rate: Type.String(),
    amount: TicketingMoney,
  },
  closed,
);
export const InvoiceTax = Type.Object(
  {
    type: StringEnum(['INCLUDED', 'ADDED', 'ADDED_AT_CHECKOUT'] as const),
    name: Type.String(),
    rate: Type.String(),
    taxable: TicketingMoney,
    amount: TicketingMoney,
  },
  closed,
);
/** A discount code's part of an invoice or of one of its items (event discount codes). */
export const InvoiceDiscount = Type.Object(
  {
    amount: TicketingMoney,
    afterDiscount: TicketingMoney,
    code: Type.String(),
    name: Type.String(),
    couponId: Type.String(),
    discounts: Type.Optional(
      Type.Array(
        Type.Object(
          {
            coupon: Type.Object(
              { name: Type.String(), code: Type.String(), couponId: Type.String() },
              closed,
            ),
            amount: TicketingMoney,
          },
          closed,
        ),
      ),
    ),
  },
  closed,
);
export const InvoiceItem = Type.Object(
  {
    id: Type.String(),
    quantity: Type.Integer(),
    name: Type.String(),
    price: TicketingMoney,
    total: TicketingMoney,
    discount: Type.Optional(InvoiceDiscount),
    tax: Type.Optional(InvoiceTax),
    fees: Type.Array(InvoiceFee),
  },
  closed,
);
/**
 * `subTotal`: the tickets at their prices; `total`: after the discount code's `discount` (fees
 * and taxes are computed on the discounted lines); `grandTotal`: what the buyer pays — total plus fees and taxes
 * added at checkout. Fees and taxes included in prices are shown, not added.
 */
export const Invoice = Type.Object(
  {
    items: Type.Array(InvoiceItem),
    subTotal: TicketingMoney,
    total: TicketingMoney,
    discount: Type.Optional(InvoiceDiscount),
    tax: Type.Optional(InvoiceTax),
    fees: Type.Array(InvoiceFee),
    grandTotal: TicketingMoney,
    /** What the seller receives: grand total less the service fees. */
    revenue: TicketingMoney,
  },
  closed,
);
export type Invoice = Static<typeof Invoice>;

const DiscountRequest = Type.Object({ couponCode: Type.Optional(Type.String({ maxLength: 100 })) }, closed);
const PaidPlanBenefit = Type.Object({ planOrderId: Type.Optional(Id), benefitId: Type.Optional(Id) }, closed);

export const InvoiceParams = Type.Object({ reservationId: Id }, closed);
export const GetInvoiceRequest = Type.Object(
  {
    eventId: Id,
    /** An event discount code: applied to the invoice, or refused in `discountErrors`. */
    withDiscount: Type.Optional(DiscountRequest),
    paidPlanBenefit: Type.Optional(PaidPlanBenefit),
  },
  closed,
);
export const GetInvoiceResponse = Type.Object(
  {
    invoice: Invoice,
    discountErrors: Type.Optional(
      Type.Object({ error: Type.Array(Type.Object({ code: Type.String() }, closed)) }, closed),
    ),
    expires: Type.String({ format: 'date-time' }),
    reservationStatus: StringEnum(ReservationStatuses),
    reservationOccupied: Type.Boolean(),
    reservations: Type.Array(TicketReservation),
  },
  closed,
);

export const GetCheckoutOptionsRequest = Type.Object({}, closed);
export const GetCheckoutOptionsResponse = Type.Object(
  {
    paymentMethodConfigured: Type.Boolean(),
    acceptCoupons: Type.Boolean(),
    premiumServices: Type.Boolean(),
    paidTickets: Type.Boolean(),
    acceptGiftCards: Type.Boolean(),
  },
  closed,
);

export const Buyer = Type.Object(
  {
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
  },
  closed,
);
export const CheckoutGuest = Type.Object({ form: Type.Optional(FormResponse) }, closed);

/**
 * Tessera's field for paying in the same call (the hosted API pays on its own page): the
 * payment provider's token of the buyer's card — the test gateway's `tok_approve`, `tok_decline`,
 * `tok_authorize_only`, `tok_slow`, `tok_provider_down` — and `delayedCapture` to authorize only
 * (the order is AUTHORIZED until captured).
 */
export const CheckoutPaymentDetails = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    delayedCapture: Type.Optional(Type.Boolean()),
  },
  closed,
);

export const CheckoutRequest = Type.Object(
  {
    eventId: Id,
    reservationId: Id,
    /** A member may name only themself; the owner and staff selling tickets anyone. */
    memberId: Type.Optional(Id),
    discount: Type.Optional(DiscountRequest),
    buyer: Type.Optional(Buyer),
    /** One form response per reserved ticket, checked against the event's published form. */
    guests: Type.Optional(Type.Array(CheckoutGuest, { maxItems: 500 })),
    paidPlanBenefit: Type.Optional(PaidPlanBenefit),
    options: Type.Optional(
      Type.Object(
        {
          silent: Type.Optional(Type.Boolean()),
          /** Pay at the venue: the order is OFFLINE_PENDING. */
          payInPerson: Type.Optional(Type.Boolean()),
          ignoreFormValidation: Type.Optional(Type.Boolean()),
          markAsPaid: Type.Optional(Nullable(Type.Boolean())),
        },
        closed,
      ),
    ),
    marketingConsent: Type.Optional(Nullable(Type.Boolean())),
    paymentDetails: Type.Optional(CheckoutPaymentDetails),
  },
  closed,
);
export type CheckoutRequest = Static<typeof CheckoutRequest>;

export const OrderTicket = Type.Object(
  {
    ticketNumber: Type.String(),
    ticketDefinitionId: Type.String(),
    name: Type.String(),
    price: TicketingMoney,
    free: Type.Boolean(),
    /** Signed payload for the ticket's QR code (`<ticketNumber>.<signature>`); the door verifies it. */
    qrCode: Type.String(),
    /** When the ticket was checked in at the door (absent: not yet). */
    checkIn: Type.Optional(Type.Object({ created: Type.String({ format: 'date-time' }) }, closed)),
    guestDetails: Type.Object(
      {
        firstName: Type.Optional(Type.String()),
        lastName: Type.Optional(Type.String()),
        email: Type.Optional(Type.String()),
        form: Type.Optional(FormResponse),
        /** Whether the guest's own form was answered (else the buyer stands in). */
        guestAssigned: Type.Optional(Type.Boolean()),
      },
      closed,
    ),
    // What the official types declare non-nullable on a ticket ('' and false where Tessera has
    // nothing to say: no anonymizing, no wallet passes, no per-ticket links yet).
    orderNumber: Type.Optional(Type.String()),
    policy: Type.Optional(Type.String()),
    orderStatus: Type.Optional(StringEnum(EventOrderStatuses)),
    orderArchived: Type.Optional(Type.Boolean()),
    orderFullName: Type.Optional(Type.String()),
    archived: Type.Optional(Type.Boolean()),
    anonymized: Type.Optional(Type.Boolean()),
    checkInUrl: Type.Optional(Type.String()),
    ticketPdfUrl: Type.Optional(Type.String()),
    walletPassUrl: Type.Optional(Type.String()),
    channel: Type.Optional(StringEnum(ChannelTypes)),
  },
  closed,
);

export const EventOrder = Type.Object(
  {
    orderNumber: Type.String(),
    reservationId: Type.String(),
    eventId: Type.String(),
    memberId: Type.Optional(Type.String()),
    /** The member ('' for a visitor), as the orders listing's contactId filter. */
    contactId: Type.Optional(Type.String()),
    /** The payment's id ('' when nothing was paid through the provider). */
    snapshotId: Type.Optional(Type.String()),
    ticketsPdf: Type.Optional(Type.String()),
    anonymized: Type.Optional(Type.Boolean()),
    fullyCheckedIn: Type.Optional(Type.Boolean()),
    created: Type.String({ format: 'date-time' }),
    updated: Type.String({ format: 'date-time' }),
    firstName: Type.String(),
    lastName: Type.String(),
    fullName: Type.String(),
    email: Type.String(),
    checkoutForm: FormResponse,
    confirmed: Type.Boolean(),
    status: StringEnum(EventOrderStatuses),
    method: Type.Optional(Type.String()),
    ticketsQuantity: Type.Integer(),
    totalPrice: TicketingMoney,
    tickets: Type.Array(OrderTicket),
    archived: Type.Boolean(),
    invoice: Invoice,
    paymentDetails: Type.Optional(
      Type.Object(
        {
          transaction: Type.Optional(
            Type.Object({ transactionId: Type.String(), method: Type.String() }, closed),
          ),
        },
        closed,
      ),
    ),
    channel: StringEnum(ChannelTypes),
    marketingConsent: Type.Optional(Nullable(Type.Boolean())),
  },
  closed,
);
export type EventOrder = Static<typeof EventOrder>;

export const CheckoutResponse = Type.Object(
  {
    order: EventOrder,
    expires: Type.String({ format: 'date-time' }),
    reservations: Type.Array(TicketReservation),
  },
  closed,
);
export type CheckoutResponse = Static<typeof CheckoutResponse>;

export const OrderNumberParams = Type.Object(
  { orderNumber: Type.String({ minLength: 1, maxLength: 64 }) },
  closed,
);
export const UpdateCheckoutRequest = Type.Object(
  {
    eventId: Id,
    buyer: Type.Optional(Buyer),
    guests: Type.Optional(Type.Array(CheckoutGuest, { maxItems: 500 })),
    memberId: Type.Optional(Nullable(Id)),
    discount: Type.Optional(DiscountRequest),
    paidPlanBenefit: Type.Optional(PaidPlanBenefit),
    /**
     * Tessera: pays a PENDING order placed without payment details (the official checkout call has
     * none) through the payment provider, while its hold stands.
     */
    paymentDetails: Type.Optional(CheckoutPaymentDetails),
  },
  closed,
);
export type UpdateCheckoutRequest = Static<typeof UpdateCheckoutRequest>;
export const UpdateCheckoutResponse = Type.Object({ order: EventOrder }, closed);

export const PosCheckoutRequest = Type.Object(
  {
    eventId: Id,
    reservationId: Id,
    /** The card terminal's or register's reference: the order is PAID; without it OFFLINE_PENDING. */
    paymentDetailsId: Type.Optional(Nullable(Id)),
  },
  closed,
);
