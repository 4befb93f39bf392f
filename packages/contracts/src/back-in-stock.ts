import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PagingMetadata, QueryV2, StringEnum } from './common.ts';
import { CatalogReference } from './ecom-common.ts';

/*
 * Back-in-stock notification requests and their settings (official typings:
 * `@wix/auto_sdk_ecom_back-in-stock-notifications`, `_ecom_back-in-stock-settings`). REST names
 * (`id`, `createdDate`); answers closed; inputs closed and bounded.
 */

const closed = { additionalProperties: false } as const;

export const BackInStockStatuses = [
  'UNSPECIFIED',
  'RECEIVED',
  'PROCESSING',
  'NOTIFICATION_SENT',
  'FAILED',
] as const;
export type BackInStockStatus = (typeof BackInStockStatuses)[number];

/** The item's image in a request's details: the SDK turns a media string into this object. */
export const BackInStockImage = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 200 })),
    url: Type.Optional(Type.String({ maxLength: 2000 })),
    height: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    width: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    altText: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    filename: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    urlExpirationDate: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    sizeInBytes: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    focalPoint: Type.Optional(
      Type.Object(
        {
          x: Type.Optional(Type.Number()),
          y: Type.Optional(Type.Number()),
          height: Type.Optional(Nullable(Type.Integer())),
          width: Type.Optional(Nullable(Type.Integer())),
        },
        closed,
      ),
    ),
  },
  closed,
);

export const BackInStockItemDetails = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 500 })),
    price: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9]+(\\.[0-9]+)?$' })),
    image: Type.Optional(Type.Union([BackInStockImage, Type.String({ maxLength: 2000 })])),
  },
  closed,
);
export type BackInStockItemDetails = Static<typeof BackInStockItemDetails>;

export const BackInStockRequest = Type.Object(
  {
    id: Type.String(),
    catalogReference: CatalogReference,
    email: Type.String(),
    contactId: Nullable(Type.String()),
    status: StringEnum(BackInStockStatuses),
    autoNotified: Type.Optional(Type.Boolean()),
    createdDate: Type.String({ format: 'date-time' }),
    itemUrl: Nullable(Type.String()),
  },
  closed,
);
export type BackInStockRequest = Static<typeof BackInStockRequest>;
export const BackInStockRequestAnswer = Type.Object({ request: BackInStockRequest }, closed);

export const CreateBackInStockRequest = Type.Object(
  {
    request: Type.Object(
      {
        id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
        catalogReference: CatalogReference,
        email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
        itemUrl: Type.Optional(Nullable(Type.String({ maxLength: 2000, format: 'uri' }))),
        contactId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
        status: Type.Optional(StringEnum(BackInStockStatuses)),
        autoNotified: Type.Optional(Nullable(Type.Boolean())),
        createdDate: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
      },
      closed,
    ),
    itemDetails: BackInStockItemDetails,
  },
  closed,
);

export const BackInStockIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, closed);

export const QueryBackInStockRequests = Type.Object({ query: Type.Optional(QueryV2) }, closed);
export const QueryBackInStockRequestsAnswer = Type.Object(
  { requests: Type.Array(BackInStockRequest), metadata: PagingMetadata },
  closed,
);

export const CountByCatalogReferencesRequest = Type.Object(
  { catalogReferences: Type.Array(CatalogReference, { minItems: 1, maxItems: 100 }) },
  closed,
);
export const CountByCatalogReferencesAnswer = Type.Object(
  {
    countsPerCatalogReference: Type.Array(
      Type.Object({ catalogReference: CatalogReference, count: Type.Integer({ minimum: 0 }) }, closed),
    ),
  },
  closed,
);

export const ReportItemsBackInStockRequest = Type.Object(
  {
    catalogReference: Type.Optional(CatalogReference),
    requestIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 })),
    itemDetails: BackInStockItemDetails,
    extraAutomationTemplateParameters: Type.Optional(
      Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 2000 }), { maxProperties: 30 }),
    ),
  },
  closed,
);

export const BackInStockSettings = Type.Object(
  {
    settings: Type.Object(
      {
        collectionStates: Type.Array(
          Type.Object({ appId: Type.String(), collectingRequests: Type.Boolean() }, closed),
        ),
      },
      closed,
    ),
  },
  closed,
);
export const CollectingRequest = Type.Object({ appId: Type.String({ format: 'uuid' }) }, closed);
export const EmptyRequest = Type.Object({}, closed);
export const EmptyAnswer = Type.Object({}, closed);
