import { Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common.ts';

// Events settings (official module events.eventsSettings: GET /events/v1/settings, PATCH
// /events/v1/settings/{id}); one per site. `reservationSettings` is Tessera's: the hold duration
// of reservations of events that set none.

const closed = { additionalProperties: false } as const;

export const EventsSettingsRequestedFields = [
  'SITE_INFO',
  'EVENTS_INFO',
  'SERVICE_FEE_SETTINGS',
  'PAYMENT_SETTINGS',
] as const;
/** Hold duration bounds (minutes); DEFAULT_RESERVATION_MINUTES (reservations.ts) when neither sets one. */
export const MIN_RESERVATION_MINUTES = 5;
export const MAX_RESERVATION_MINUTES = 1440;

const ReservationSettings = Type.Object(
  {
    reservationDurationInMinutes: Type.Integer({
      minimum: MIN_RESERVATION_MINUTES,
      maximum: MAX_RESERVATION_MINUTES,
    }),
  },
  closed,
);

export const EventsSettings = Type.Object(
  {
    id: Type.String(),
    createdDate: Nullable(Type.String({ format: 'date-time' })),
    updatedDate: Nullable(Type.String({ format: 'date-time' })),
    revision: Type.String(),
    siteInfo: Type.Optional(
      Type.Object(
        {
          locale: Nullable(Type.String()),
          language: Nullable(Type.String()),
          premiumFeatures: Type.Array(Type.String()),
        },
        closed,
      ),
    ),
    eventsInfo: Type.Optional(
      Type.Object(
        {
          firstEventCreated: Type.Boolean(),
          sellingTickets: Type.Boolean(),
          sellingPaidTickets: Type.Boolean(),
        },
        closed,
      ),
    ),
    serviceFeeSettings: Type.Optional(Type.Object({ serviceFeeEnabled: Type.Boolean() }, closed)),
    paymentSettings: Type.Optional(
      Type.Object(
        {
          ticketSalesEnabled: Type.Optional(Type.Boolean()),
          activePaymentMethods: Type.Optional(Type.Array(Type.Object({ methodId: Type.String() }, closed))),
          couponsAccepted: Type.Optional(Type.Boolean()),
          giftCardsAccepted: Type.Optional(Type.Boolean()),
          delayedPaymentCaptureSettings: Type.Object({ enabled: Type.Boolean() }, closed),
        },
        closed,
      ),
    ),
    reservationSettings: ReservationSettings,
  },
  closed,
);

const Fields = Type.Optional(Type.Array(StringEnum(EventsSettingsRequestedFields), { maxItems: 4 }));

export const GetEventsSettingsRequest = Type.Object({ fields: Fields }, closed);
export const EventsSettingsResponse = Type.Object({ eventsSettings: EventsSettings }, closed);
export const EventsSettingsIdParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64 }) },
  closed,
);

/** What an owner writes; read-only parts a client sends back are accepted and ignored. */
export const UpdateEventsSettingsRequest = Type.Object(
  {
    eventsSettings: Type.Object(
      {
        id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
        revision: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
        paymentSettings: Type.Optional(
          Type.Object(
            {
              delayedPaymentCaptureSettings: Type.Optional(
                Type.Object({ enabled: Type.Optional(Nullable(Type.Boolean())) }, closed),
              ),
              ticketSalesEnabled: Type.Optional(Type.Unknown()),
              activePaymentMethods: Type.Optional(Type.Unknown()),
              couponsAccepted: Type.Optional(Type.Unknown()),
              giftCardsAccepted: Type.Optional(Type.Unknown()),
            },
            closed,
          ),
        ),
        reservationSettings: Type.Optional(
          Nullable(
            Type.Object(
              {
                /** null: back to the default. */
                reservationDurationInMinutes: Type.Optional(
                  Nullable(
                    Type.Integer({ minimum: MIN_RESERVATION_MINUTES, maximum: MAX_RESERVATION_MINUTES }),
                  ),
                ),
              },
              closed,
            ),
          ),
        ),
        createdDate: Type.Optional(Type.Unknown()),
        updatedDate: Type.Optional(Type.Unknown()),
        siteInfo: Type.Optional(Type.Unknown()),
        eventsInfo: Type.Optional(Type.Unknown()),
        serviceFeeSettings: Type.Optional(Type.Unknown()),
      },
      closed,
    ),
    fields: Fields,
  },
  closed,
);
