import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Rule kinds a field violation can name (spec §5). */
export const RuleKinds = [
  'VALIDATION',
  'OTHER',
  'MAX',
  'MIN',
  'MAX_LENGTH',
  'MIN_LENGTH',
  'MAX_SIZE',
  'MIN_SIZE',
  'FORMAT',
  'DECIMAL_LTE',
  'DECIMAL_GTE',
  'DECIMAL_LT',
  'DECIMAL_GT',
  'DECIMAL_MAX_SCALE',
  'INVALID_ENUM_VALUE',
  'REQUIRED_FIELD',
  'FIELD_NOT_ALLOWED',
  'ONE_OF_ALIGNMENT',
  'EXACT_LENGTH',
  'EXACT_SIZE',
  'REQUIRED_ONE_OF_FIELD',
] as const;
export type RuleKind = (typeof RuleKinds)[number];

export const StringEnum = <T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

// Null first: with type coercion on, Ajv would otherwise turn null into "" or 0 via the first branch.
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

/** Any JSON object; used where the platform stores a client-owned document verbatim. */
export const LooseObject = Type.Object({}, { additionalProperties: true });

export const FieldViolation = Type.Object({
  field: Type.String(),
  description: Type.String(),
  violatedRule: StringEnum(RuleKinds),
  ruleName: Type.Optional(Type.String()),
  data: Type.Optional(LooseObject),
});
export type FieldViolation = Static<typeof FieldViolation>;

export const ErrorEnvelope = Type.Object(
  {
    message: Type.String(),
    details: Type.Object({
      validationError: Type.Optional(Type.Object({ fieldViolations: Type.Array(FieldViolation) })),
      applicationError: Type.Optional(
        Type.Object({ description: Type.String(), code: Type.String(), data: Type.Optional(LooseObject) }),
      ),
    }),
  },
  { $id: 'ErrorEnvelope' },
);
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

export const SortOrder = StringEnum(['ASC', 'DESC'] as const);
export const Sorting = Type.Object(
  { fieldName: Type.String({ maxLength: 512 }), order: Type.Optional(SortOrder) },
  { additionalProperties: false },
);
export type Sorting = Static<typeof Sorting>;

export const Paging = Type.Object(
  {
    limit: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1000 }))),
    // Deep offsets cost a scan of every skipped row; cursor paging goes further.
    offset: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100_000 }))),
  },
  { additionalProperties: false },
);
export const CursorPaging = Type.Object(
  {
    // At least 1: an empty cursor page would point its next cursor at itself.
    limit: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100 }))),
    cursor: Type.Optional(Nullable(Type.String({ maxLength: 16000 }))),
  },
  { additionalProperties: false },
);

export const Filter = Nullable(Type.Record(Type.String(), Type.Unknown()));

/** The platform's query object: filter, sort, offset or cursor paging, projections. */
export const QueryV2 = Type.Object(
  {
    filter: Type.Optional(Filter),
    sort: Type.Optional(Type.Array(Sorting, { maxItems: 20 })),
    paging: Type.Optional(Paging),
    cursorPaging: Type.Optional(CursorPaging),
    fields: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 })),
    fieldsets: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type QueryV2 = Static<typeof QueryV2>;

export const PagingMetadata = Type.Object({
  count: Type.Optional(Type.Integer()),
  offset: Type.Optional(Type.Integer()),
  total: Type.Optional(Type.Integer()),
  tooManyToCount: Type.Optional(Type.Boolean()),
  cursors: Type.Optional(
    Type.Object({
      next: Type.Optional(Nullable(Type.String())),
      prev: Type.Optional(Nullable(Type.String())),
    }),
  ),
  hasNext: Type.Optional(Type.Boolean()),
});
export type PagingMetadata = Static<typeof PagingMetadata>;

export const Empty = Type.Object({});

/**
 * A bulk call's outcome for one item (`results[].itemMetadata`), and the call's tally: the shapes
 * the official bulk calls share.
 */
export const BulkItemMetadata = Type.Object(
  {
    id: Type.Optional(Nullable(Type.String())),
    originalIndex: Type.Integer(),
    success: Type.Boolean(),
    error: Type.Optional(
      Type.Object(
        {
          code: Type.String(),
          description: Type.String(),
          data: Type.Optional(Nullable(Type.Record(Type.String(), Type.Unknown()))),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export const BulkActionTally = Type.Object(
  { totalSuccesses: Type.Integer(), totalFailures: Type.Integer(), undetailedFailures: Type.Integer() },
  { additionalProperties: false },
);

/** A cursor page's metadata as the Catalog v3 calls answer it: every key there, null for no cursor. */
export const CursorPagingMetadata = Type.Object(
  {
    count: Type.Integer(),
    cursors: Type.Object(
      { next: Nullable(Type.String()), prev: Nullable(Type.String()) },
      { additionalProperties: false },
    ),
    hasNext: Type.Boolean(),
  },
  { additionalProperties: false },
);
