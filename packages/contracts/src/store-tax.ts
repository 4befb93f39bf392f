import { Type, type Static } from '@sinclair/typebox';
import { CursorPaging, Nullable, PagingMetadata, Sorting, StringEnum } from './common.ts';

// Tax regions (Tessera routes `/_api/tessera/v1/store/tax-regions`): a manual rate per country,
// or per subdivision of it (which wins over its country's). A destination without a region
// collects no tax (rate type NO_TAX_COLLECTED). Whether prices include the tax is a store setting.

const closed = { additionalProperties: false } as const;

export const TaxRateTypes = ['MANUAL_RATE', 'NO_TAX_COLLECTED'] as const;
/** A percentage, 0–100 with at most four decimals ("19", "7.25"). */
export const TaxPercentage = Type.String({ pattern: '^(100(\\.0{1,4})?|[0-9]{1,2}(\\.[0-9]{1,4})?)$' });

export const TaxRegion = Type.Object(
  {
    id: Type.String(),
    country: Type.String(),
    subdivision: Nullable(Type.String()),
    name: Type.String(),
    rateType: StringEnum(TaxRateTypes),
    rate: TaxPercentage,
    revision: Type.String(),
    createdDate: Type.String({ format: 'date-time' }),
    updatedDate: Type.String({ format: 'date-time' }),
  },
  closed,
);
export type TaxRegion = Static<typeof TaxRegion>;

const ignored = {
  id: Type.Optional(Type.Unknown()),
  createdDate: Type.Optional(Type.Unknown()),
  updatedDate: Type.Optional(Type.Unknown()),
};
export const CreateTaxRegionRequest = Type.Object(
  {
    taxRegion: Type.Object(
      {
        country: Type.String({ pattern: '^[A-Z]{2}$' }),
        subdivision: Type.Optional(Nullable(Type.String({ pattern: '^[A-Z]{2}-[A-Z0-9]{1,3}$' }))),
        name: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
        rateType: Type.Optional(StringEnum(TaxRateTypes)),
        rate: Type.Optional(TaxPercentage),
        revision: Type.Optional(Type.Unknown()),
        ...ignored,
      },
      closed,
    ),
  },
  closed,
);
export const UpdateTaxRegionRequest = Type.Object(
  {
    taxRegion: Type.Object(
      {
        name: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
        rateType: Type.Optional(StringEnum(TaxRateTypes)),
        rate: Type.Optional(TaxPercentage),
        revision: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
        country: Type.Optional(Type.Unknown()),
        subdivision: Type.Optional(Type.Unknown()),
        ...ignored,
      },
      closed,
    ),
  },
  closed,
);
export const TaxRegionResponse = Type.Object({ taxRegion: TaxRegion }, closed);
export const TaxRegionIdParams = Type.Object(
  { taxRegionId: Type.String({ minLength: 1, maxLength: 64 }) },
  closed,
);
export const DeleteTaxRegionResponse = Type.Object({}, closed);
export const QueryTaxRegionsRequest = Type.Object(
  {
    query: Type.Optional(
      Type.Object(
        {
          filter: Type.Optional(Nullable(Type.Record(Type.String(), Type.Unknown()))),
          sort: Type.Optional(Type.Array(Sorting, { maxItems: 10 })),
          cursorPaging: Type.Optional(CursorPaging),
        },
        closed,
      ),
    ),
  },
  closed,
);
export const QueryTaxRegionsResponse = Type.Object(
  { taxRegions: Type.Array(TaxRegion), pagingMetadata: PagingMetadata },
  closed,
);
