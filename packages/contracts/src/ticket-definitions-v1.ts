import { Type } from '@sinclair/typebox';
import { Nullable, PagingMetadata, QueryV2, StringEnum } from './common.ts';
import { CurrencyCode, TicketingMoney } from './money.ts';
import {
  AvailableTicket,
  AvailableTicketsFieldsets,
  PricingTypes,
  SaleStatuses,
} from './ticket-definitions.ts';

// Ticket definitions v1 (routes.md "ticket definitions", official module events.ticketDefinitions):
// the same definitions as v3, in the v1 shape the events_orders TicketDefinition has (`AvailableTicket`).

const closed = { additionalProperties: false } as const;
const DateTime = Type.String({ format: 'date-time' });
const Id = Type.String({ minLength: 1, maxLength: 64 });

export const TicketDefinitionV1 = AvailableTicket;
/** v1 fee types: FEE_ADDED is the older name of FEE_ADDED_AT_CHECKOUT. */
export const FeeTypesV1 = ['FEE_ADDED', 'FEE_INCLUDED', 'FEE_ADDED_AT_CHECKOUT', 'NO_FEE'] as const;
/** ListTicketDefinitions `state`: visible/hidden, free/paid. */
export const DefinitionStatesV1 = ['VISIBLE', 'HIDDEN', 'FREE', 'PAID'] as const;

const Fieldset = Type.Optional(Type.Array(StringEnum(AvailableTicketsFieldsets), { maxItems: 20 }));
const Facets = Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10 }));
const FacetCounts = Type.Optional(
  Type.Record(Type.String(), Type.Object({ counts: Type.Record(Type.String(), Type.Integer()) }, closed)),
);

/** What an owner writes (`TicketDefinitionData`); read-only fields a client echoes back are ignored. */
export const TicketDefinitionDataV1 = Type.Object(
  {
    name: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 30 }))),
    price: Type.Optional(TicketingMoney),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    limited: Type.Optional(Type.Boolean()),
    quantity: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100_000 }))),
    orderIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    policy: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    hidden: Type.Optional(Type.Boolean()),
    wixFeeConfig: Type.Optional(Type.Object({ type: Type.Optional(StringEnum(FeeTypesV1)) }, closed)),
    salePeriod: Type.Optional(
      Nullable(
        Type.Object(
          {
            startDate: Type.Optional(Nullable(DateTime)),
            endDate: Type.Optional(Nullable(DateTime)),
            hideNotOnSale: Type.Optional(Type.Boolean()),
          },
          closed,
        ),
      ),
    ),
    pricing: Type.Optional(
      Type.Object(
        {
          fixedPrice: Type.Optional(TicketingMoney),
          minPrice: Type.Optional(TicketingMoney),
          pricingOptions: Type.Optional(Type.Unknown()),
          pricingType: Type.Optional(StringEnum(PricingTypes)),
        },
        closed,
      ),
    ),
    // Read-only on the wire; clients echo them back.
    id: Type.Optional(Type.Unknown()),
    eventId: Type.Optional(Type.Unknown()),
    free: Type.Optional(Type.Unknown()),
    limitPerCheckout: Type.Optional(Type.Unknown()),
    dashboard: Type.Optional(Type.Unknown()),
    saleStatus: Type.Optional(Type.Unknown()),
    state: Type.Optional(Type.Unknown()),
  },
  closed,
);

export const TicketDefinitionV1Response = Type.Object({ definition: TicketDefinitionV1 }, closed);
export const TicketDefinitionV1IdParams = Type.Object({ definitionId: Id }, closed);

export const CreateTicketDefinitionV1Request = Type.Object(
  { eventId: Id, definition: TicketDefinitionDataV1 },
  closed,
);
export const UpdateTicketDefinitionV1Request = Type.Object(
  {
    eventId: Id,
    definitionId: Type.Optional(Id),
    definition: Type.Optional(TicketDefinitionDataV1),
    /** Field mask: the paths of `definition` to apply (a list, or the comma-separated string the SDK sends). */
    fields: Type.Optional(
      Type.Union([
        Type.Array(Type.String({ maxLength: 100 }), { maxItems: 30 }),
        Type.String({ maxLength: 2000 }),
      ]),
    ),
  },
  closed,
);
export const GetTicketDefinitionV1Request = Type.Object({ fieldset: Fieldset }, closed);
/** Sent in the query string (a DELETE): `eventId`, `byId.definitionId` (repeated) or `all=true`. */
export const DeleteTicketDefinitionsV1Request = Type.Object(
  {
    eventId: Id,
    byId: Type.Optional(
      Type.Object({ definitionId: Type.Array(Id, { minItems: 1, maxItems: 100 }) }, closed),
    ),
    all: Type.Optional(Type.Boolean()),
  },
  closed,
);
export const ChangeCurrencyV1Request = Type.Object(
  { eventId: Type.Optional(Id), currency: CurrencyCode },
  closed,
);

export const ListTicketDefinitionsV1Request = Type.Object(
  {
    eventId: Type.Optional(Type.Array(Id, { maxItems: 100 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    fieldset: Fieldset,
    eventCreatorId: Type.Optional(Type.Array(Id, { maxItems: 1 })),
    state: Type.Optional(Type.Array(StringEnum(DefinitionStatesV1), { maxItems: 20 })),
    sort: Type.Optional(Type.String({ maxLength: 100 })),
    saleStatus: Type.Optional(Type.Array(StringEnum(SaleStatuses), { maxItems: 5 })),
    facet: Facets,
  },
  closed,
);
export const ListTicketDefinitionsV1Response = Type.Object(
  {
    metaData: Type.Object({ count: Type.Integer(), offset: Type.Integer(), total: Type.Integer() }, closed),
    definitions: Type.Array(TicketDefinitionV1),
    facets: FacetCounts,
  },
  closed,
);

export const QueryTicketDefinitionsV1Request = Type.Object(
  {
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    fieldset: Fieldset,
    filter: Type.Optional(Nullable(Type.Record(Type.String(), Type.Unknown()))),
    sort: Type.Optional(Type.String({ maxLength: 100 })),
    facet: Facets,
  },
  closed,
);
export const QueryTicketDefinitionsV1Response = Type.Object(
  {
    total: Type.Integer(),
    offset: Type.Integer(),
    limit: Type.Integer(),
    definitions: Type.Array(TicketDefinitionV1),
    facets: FacetCounts,
  },
  closed,
);

export const QueryTicketDefinitionsV2Request = Type.Object(
  { query: Type.Optional(QueryV2), fieldset: Fieldset },
  closed,
);
export const QueryTicketDefinitionsV2Response = Type.Object(
  { definitions: Type.Array(TicketDefinitionV1), metadata: PagingMetadata },
  closed,
);
