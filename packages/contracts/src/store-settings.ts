import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common.ts';
import { CurrencyCode } from './money.ts';

// The store's own settings (Tessera routes `/_api/tessera/v1/store/settings`): the currency every
// amount of the store is in, the weight unit of products and shipping rates, whether catalog
// prices include tax, and the business address (tax origin of store pickup).

const closed = { additionalProperties: false } as const;
const Text = (maxLength: number) => Type.String({ maxLength });

export const WeightUnits = ['KG', 'LB'] as const;
export type WeightUnit = (typeof WeightUnits)[number];

/** An address as ecom writes it (the parts the store uses: country and subdivision decide tax and shipping). */
export const StoreAddress = Type.Object(
  {
    country: Type.Optional(Nullable(Type.String({ pattern: '^[A-Z]{2}$' }))),
    subdivision: Type.Optional(Nullable(Type.String({ maxLength: 10, pattern: '^[A-Z0-9-]*$' }))),
    city: Type.Optional(Nullable(Text(200))),
    postalCode: Type.Optional(Nullable(Text(40))),
    addressLine1: Type.Optional(Nullable(Text(300))),
    addressLine2: Type.Optional(Nullable(Text(300))),
    streetAddress: Type.Optional(
      Type.Object({ number: Type.Optional(Text(40)), name: Type.Optional(Text(200)) }, closed),
    ),
    countryFullname: Type.Optional(Nullable(Text(100))),
    subdivisionFullname: Type.Optional(Nullable(Text(100))),
  },
  closed,
);
export type StoreAddress = Static<typeof StoreAddress>;

export const StoreSettings = Type.Object(
  {
    /** The site's id: one settings document per site. */
    id: Type.String(),
    currency: CurrencyCode,
    weightUnit: StringEnum(WeightUnits),
    /** True: catalog prices include tax (the tax is found inside them); false: tax is added at checkout. */
    taxIncludedInPrice: Type.Boolean(),
    address: Nullable(StoreAddress),
    revision: Type.String(),
    createdDate: Nullable(Type.String({ format: 'date-time' })),
    updatedDate: Nullable(Type.String({ format: 'date-time' })),
  },
  closed,
);
export type StoreSettings = Static<typeof StoreSettings>;

export const StoreSettingsResponse = Type.Object({ storeSettings: StoreSettings }, closed);

export const UpdateStoreSettingsRequest = Type.Object(
  {
    storeSettings: Type.Object(
      {
        currency: Type.Optional(CurrencyCode),
        weightUnit: Type.Optional(StringEnum(WeightUnits)),
        taxIncludedInPrice: Type.Optional(Type.Boolean()),
        /** null clears it. */
        address: Type.Optional(Nullable(StoreAddress)),
        /** When sent, must be the current one (409 otherwise). */
        revision: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
        id: Type.Optional(Type.Unknown()),
        createdDate: Type.Optional(Type.Unknown()),
        updatedDate: Type.Optional(Type.Unknown()),
      },
      closed,
    ),
  },
  closed,
);
