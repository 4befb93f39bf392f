import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PagingMetadata, QueryV2, StringEnum } from './common.ts';
import { CommonMoney, CurrencyCode, TicketingMoney } from './money.ts';

// Ticket definitions (routes.md "ticket definitions"): the v3 entity of `events_ticket-definitions-v-2`,
// and the v1 "available tickets" shape of `events_orders` that event pages read.

const closed = { additionalProperties: false } as const;
const DateTime = Type.String({ format: 'date-time' });
const Id = Type.String({ minLength: 1, maxLength: 64 });

export const PricingTypes = ['STANDARD', 'DONATION'] as const;
export const FeeTypes = ['FEE_INCLUDED', 'FEE_ADDED_AT_CHECKOUT', 'NO_FEE'] as const;
export const SaleStatuses = ['SALE_SCHEDULED', 'SALE_STARTED', 'SALE_ENDED'] as const;
export type SaleStatus = (typeof SaleStatuses)[number];
/** Optional parts of a v3 definition (`fields`): sales figures, the event's summary. */
export const TicketDefinitionFields = ['SALES_DETAILS', 'EVENT_DETAILS', 'SEATING_DETAILS'] as const;

/** Per-order limit when none is set, and the most a definition may allow (spec §9, official SDK docs). */
export const DEFAULT_LIMIT_PER_CHECKOUT = 20;
export const MAX_LIMIT_PER_CHECKOUT = 50;

/** What an owner writes: `fixedPrice` (STANDARD; "0" is free) or `guestPrice` (DONATION, the minimum). */
const PricingMethodInput = Type.Object(
  {
    fixedPrice: Type.Optional(CommonMoney),
    guestPrice: Type.Optional(CommonMoney),
    pricingType: Type.Optional(StringEnum(PricingTypes)),
    free: Type.Optional(Type.Boolean()),
  },
  closed,
);

const SalePeriod = Type.Object(
  {
    startDate: Type.Optional(Nullable(DateTime)),
    endDate: Type.Optional(Nullable(DateTime)),
    displayNotOnSale: Type.Optional(Type.Boolean()),
  },
  closed,
);

/** The writable part of a v3 definition; read-only fields sent back by a client are accepted and ignored. */
export const TicketDefinitionInput = Type.Object(
  {
    id: Type.Optional(Nullable(Id)),
    eventId: Type.Optional(Nullable(Id)),
    revision: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    name: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 30 }))),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    policyText: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    hidden: Type.Optional(Type.Boolean()),
    /** The capacity; absent or null: unlimited. */
    initialLimit: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100_000 }))),
    pricingMethod: Type.Optional(PricingMethodInput),
    feeType: Type.Optional(StringEnum(FeeTypes)),
    salePeriod: Type.Optional(Nullable(SalePeriod)),
    limitPerCheckout: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_LIMIT_PER_CHECKOUT }))),
    // Read-only on the wire; clients echo them back.
    createdDate: Type.Optional(Type.String()),
    updatedDate: Type.Optional(Type.String()),
    limited: Type.Optional(Type.Boolean()),
    actualLimit: Type.Optional(Nullable(Type.Integer())),
    saleStatus: Type.Optional(StringEnum(SaleStatuses)),
    salesDetails: Type.Optional(Type.Unknown()),
    eventDetails: Type.Optional(Type.Unknown()),
  },
  closed,
);
export type TicketDefinitionInput = Static<typeof TicketDefinitionInput>;

export const SalesDetails = Type.Object(
  {
    unsoldCount: Nullable(Type.Integer()),
    soldCount: Type.Integer(),
    reservedCount: Type.Integer(),
    soldOut: Type.Boolean(),
  },
  closed,
);

export const TicketDefinitionEventDetails = Type.Object(
  { title: Type.String(), slug: Type.String(), status: Type.String() },
  closed,
);

/** A v3 ticket definition as the wire shows it. */
export const TicketDefinition = Type.Object(
  {
    id: Type.String(),
    eventId: Type.String(),
    revision: Type.String(),
    createdDate: DateTime,
    updatedDate: DateTime,
    name: Type.String(),
    description: Type.Optional(Type.String()),
    policyText: Type.Optional(Type.String()),
    hidden: Type.Boolean(),
    limited: Type.Boolean(),
    initialLimit: Nullable(Type.Integer()),
    actualLimit: Nullable(Type.Integer()),
    pricingMethod: Type.Object(
      {
        fixedPrice: Type.Optional(CommonMoney),
        guestPrice: Type.Optional(CommonMoney),
        pricingType: StringEnum(PricingTypes),
        free: Type.Boolean(),
      },
      closed,
    ),
    feeType: StringEnum(FeeTypes),
    salePeriod: Type.Optional(SalePeriod),
    saleStatus: StringEnum(SaleStatuses),
    /** The most one checkout may take now: the set limit, or fewer when fewer are left (0: sold out). */
    limitPerCheckout: Type.Integer(),
    salesDetails: Type.Optional(SalesDetails),
    eventDetails: Type.Optional(TicketDefinitionEventDetails),
  },
  closed,
);
export type TicketDefinition = Static<typeof TicketDefinition>;

const Fields = Type.Array(StringEnum(TicketDefinitionFields), { maxItems: 5 });

export const TicketDefinitionResponse = Type.Object({ ticketDefinition: TicketDefinition }, closed);
export const TicketDefinitionIdParams = Type.Object({ ticketDefinitionId: Id }, closed);
export const CreateTicketDefinitionRequest = Type.Object(
  { ticketDefinition: TicketDefinitionInput, fields: Type.Optional(Fields) },
  closed,
);
export const UpdateTicketDefinitionRequest = CreateTicketDefinitionRequest;
export const GetTicketDefinitionRequest = Type.Object({ fields: Type.Optional(Fields) }, closed);
export const QueryTicketDefinitionsRequest = Type.Object(
  { query: Type.Optional(QueryV2), fields: Type.Optional(Fields) },
  closed,
);
export const QueryTicketDefinitionsResponse = Type.Object(
  { ticketDefinitions: Type.Array(TicketDefinition), metadata: PagingMetadata },
  closed,
);
const FilterOnly = Type.Optional(Nullable(Type.Record(Type.String(), Type.Unknown())));
export const CountTicketDefinitionsRequest = Type.Object(
  { filter: FilterOnly, facet: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })) },
  closed,
);
export const CountTicketDefinitionsResponse = Type.Object(
  {
    metadata: PagingMetadata,
    facets: Type.Optional(
      Type.Record(Type.String(), Type.Object({ counts: Type.Record(Type.String(), Type.Integer()) }, closed)),
    ),
  },
  closed,
);
export const CountAvailableTicketDefinitionsRequest = Type.Object({ filter: FilterOnly }, closed);
export const CountAvailableTicketDefinitionsResponse = Type.Object({ metadata: PagingMetadata }, closed);
export const ReorderTicketDefinitionsRequest = Type.Object(
  {
    eventId: Id,
    ticketDefinitionId: Id,
    beforeDefinitionId: Type.Optional(Id),
    afterDefinitionId: Type.Optional(Id),
  },
  closed,
);
export const BulkDeleteTicketDefinitionsByFilterRequest = Type.Object(
  { filter: Nullable(Type.Record(Type.String(), Type.Unknown())) },
  closed,
);
export const ChangeCurrencyRequest = Type.Object({ eventId: Id, currency: CurrencyCode }, closed);
export const EmptyResponse = Type.Object({}, closed);

// --- v1 available tickets (events_orders: ListAvailableTickets, QueryAvailableTickets) ---

export const AvailableTicketsStates = ['INCLUDE_HIDDEN_NOT_ON_SALE'] as const;
export const AvailableTicketsFieldsets = ['POLICY', 'DASHBOARD'] as const;

/** The ticket definition of the v1 checkout API, as the official event page reads it. */
export const AvailableTicket = Type.Object(
  {
    id: Type.String(),
    eventId: Type.String(),
    price: TicketingMoney,
    free: Type.Boolean(),
    name: Type.String(),
    description: Type.Optional(Type.String()),
    limitPerCheckout: Type.Integer(),
    orderIndex: Type.Integer(),
    policy: Type.Optional(Type.String()),
    dashboard: Type.Optional(
      Type.Object(
        {
          hidden: Type.Boolean(),
          sold: Type.Integer(),
          limited: Type.Boolean(),
          quantity: Nullable(Type.Integer()),
          unsold: Nullable(Type.Integer()),
          ticketsSold: Type.Integer(),
          ticketsReserved: Type.Integer(),
        },
        closed,
      ),
    ),
    wixFeeConfig: Type.Object({ type: StringEnum(FeeTypes) }, closed),
    salePeriod: Type.Optional(
      Type.Object(
        {
          startDate: Type.Optional(Nullable(DateTime)),
          endDate: Type.Optional(Nullable(DateTime)),
          hideNotOnSale: Type.Boolean(),
        },
        closed,
      ),
    ),
    saleStatus: StringEnum(SaleStatuses),
    state: Type.Array(StringEnum(AvailableTicketsStates)),
    pricing: Type.Object(
      {
        fixedPrice: Type.Optional(TicketingMoney),
        minPrice: Type.Optional(TicketingMoney),
        pricingType: StringEnum(PricingTypes),
      },
      closed,
    ),
  },
  closed,
);
export type AvailableTicket = Static<typeof AvailableTicket>;

export const ListAvailableTicketsRequest = Type.Object(
  {
    eventId: Type.Optional(Id),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    sort: Type.Optional(Type.String({ maxLength: 100 })),
    state: Type.Optional(Type.Array(StringEnum(AvailableTicketsStates), { maxItems: 1 })),
  },
  closed,
);
export const QueryAvailableTicketsRequest = Type.Object(
  {
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    filter: FilterOnly,
    fieldset: Type.Optional(Type.Array(StringEnum(AvailableTicketsFieldsets), { maxItems: 20 })),
    sort: Type.Optional(Type.String({ maxLength: 100 })),
  },
  closed,
);
export const AvailableTicketsResponse = Type.Object(
  {
    metaData: Type.Object({ count: Type.Integer(), offset: Type.Integer(), total: Type.Integer() }, closed),
    definitions: Type.Array(AvailableTicket),
  },
  closed,
);
