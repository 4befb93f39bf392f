import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  BulkActionTally,
  BulkItemMetadata,
  CursorPagingMetadata,
  Filter,
  Nullable,
  Sorting,
  StringEnum,
} from './common.ts';

// Catalog v3 brands and ribbons (routes.md "Catalog v3", `stores_brands-v-3`, `stores_ribbons-v-3`):
// a site's named labels of products. A product carries one of each by name (its v1 `brand` and
// `ribbon` strings); the entity's `assignedProduct(s)Count`, asked for with `fields`, counts them.
// The two families differ only in names and limits: ribbon names 1–30 characters, brand names 1–50;
// a ribbon query page holds up to 100, a brand query page up to 300; bulk calls take up to 100 items.

const closed = { additionalProperties: false } as const;
const DateTime = Type.String({ format: 'date-time' });

/** `{ [key]: schema }` with the key's literal type kept (a family's own key). */
const keyed = <K extends string, S extends TSchema>(key: K, schema: S) => ({ [key]: schema }) as Record<K, S>;
/** The same, as a closed object. */
const one = <K extends string, S extends TSchema>(key: K, schema: S) =>
  Type.Object(keyed(key, schema), closed);

const Id = Type.String({ minLength: 1, maxLength: 64 });
/** A GUID the client names an entity by; only read, never chosen on create. */
const ReadOnly = Type.Optional(Type.Unknown());

/** What differs between the two families. */
interface LabelNames<S extends string, P extends string, C extends string, F extends string> {
  /** `ribbon` / `brand`: the entity's key in requests and answers. */
  one: S;
  /** `ribbons` / `brands`. */
  many: P;
  /** The count field (`assignedProductCount` / `assignedProductsCount`). */
  countField: C;
  /** The requested field that asks for it. */
  requestedField: F;
  nameMax: number;
  queryMax: number;
  sortMax: number;
}

function labelSchemas<S extends string, P extends string, C extends string, F extends string>(
  n: LabelNames<S, P, C, F>,
) {
  const Name = Type.String({ minLength: 1, maxLength: n.nameMax });
  const Fields = Type.Optional(Type.Array(StringEnum([n.requestedField] as const), { maxItems: 1 }));
  const Entity = Type.Object(
    {
      id: Type.String(),
      revision: Type.String(),
      createdDate: DateTime,
      updatedDate: DateTime,
      name: Type.String(),
      ...keyed(n.countField, Type.Optional(Type.Integer())),
    },
    closed,
  );
  const ignored = {
    createdDate: ReadOnly,
    updatedDate: ReadOnly,
    ...keyed(n.countField, ReadOnly),
  };
  const CreateInput = Type.Object({ id: ReadOnly, revision: ReadOnly, name: Name, ...ignored }, closed);
  const UpdateInput = Type.Object(
    {
      id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
      revision: Type.String({ minLength: 1, maxLength: 20 }),
      name: Type.Optional(Name),
      ...ignored,
    },
    closed,
  );
  const BulkUpdateInput = Type.Object(
    {
      id: Id,
      revision: Type.String({ minLength: 1, maxLength: 20 }),
      name: Type.Optional(Name),
      ...ignored,
    },
    closed,
  );
  const CursorPaging = Type.Object(
    {
      limit: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: n.queryMax }))),
      cursor: Type.Optional(Nullable(Type.String({ maxLength: 16000 }))),
    },
    closed,
  );
  const Query = Type.Object(
    {
      filter: Type.Optional(Filter),
      sort: Type.Optional(Type.Array(Sorting, { maxItems: n.sortMax })),
      cursorPaging: Type.Optional(CursorPaging),
    },
    closed,
  );
  const BulkResult = Type.Object({ itemMetadata: BulkItemMetadata, item: Type.Optional(Entity) }, closed);
  const BulkResponse = Type.Object(
    { results: Type.Array(BulkResult), bulkActionMetadata: BulkActionTally },
    closed,
  );
  const Bulk = { minItems: 1, maxItems: 100 } as const;
  return {
    Entity,
    Params: one(`${n.one}Id` as `${S}Id`, Id),
    CreateRequest: one(n.one, CreateInput),
    Response: one(n.one, Entity),
    GetRequest: Type.Object({ fields: Fields }, closed),
    UpdateRequest: Type.Object({ ...keyed(n.one, UpdateInput), fields: Fields }, closed),
    DeleteRequest: Type.Object({}, closed),
    DeleteResponse: Type.Object({}, closed),
    QueryRequest: Type.Object({ query: Type.Optional(Query), fields: Fields }, closed),
    QueryResponse: Type.Object(
      {
        ...keyed(n.many, Type.Array(Entity)),
        pagingMetadata: CursorPagingMetadata,
      },
      closed,
    ),
    CountRequest: Type.Object({ filter: Type.Optional(Filter) }, closed),
    CountResponse: Type.Object({ count: Type.Integer() }, closed),
    BulkCreateRequest: Type.Object(
      {
        ...keyed(n.many, Type.Array(CreateInput, Bulk)),
        returnEntity: Type.Optional(Type.Boolean()),
      },
      closed,
    ),
    BulkUpdateRequest: Type.Object(
      {
        ...keyed(
          n.many,
          Type.Array(
            Type.Object(
              {
                ...keyed(n.one, BulkUpdateInput),
                fieldMask: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 10 })),
              },
              closed,
            ),
            Bulk,
          ),
        ),
        returnEntity: Type.Optional(Type.Boolean()),
        fields: Fields,
      },
      closed,
    ),
    GetOrCreateRequest: Type.Object({ ...keyed(`${n.one}Name` as `${S}Name`, Name), fields: Fields }, closed),
    BulkGetOrCreateRequest: Type.Object(
      {
        ...keyed(`${n.one}Names` as `${S}Names`, Type.Array(Name, Bulk)),
        fields: Fields,
      },
      closed,
    ),
    BulkDeleteRequest: Type.Object(
      {
        ...keyed(`${n.one}Ids` as `${S}Ids`, Type.Array(Id, Bulk)),
      },
      closed,
    ),
    BulkResponse,
    BulkDeleteResponse: Type.Object(
      {
        results: Type.Array(Type.Object({ itemMetadata: BulkItemMetadata }, closed)),
        bulkActionMetadata: BulkActionTally,
      },
      closed,
    ),
  };
}

export const RibbonSchemas = labelSchemas({
  one: 'ribbon',
  many: 'ribbons',
  countField: 'assignedProductCount',
  requestedField: 'ASSIGNED_PRODUCT_COUNT',
  nameMax: 30,
  queryMax: 100,
  sortMax: 4,
});
export const BrandSchemas = labelSchemas({
  one: 'brand',
  many: 'brands',
  countField: 'assignedProductsCount',
  requestedField: 'ASSIGNED_PRODUCTS_COUNT',
  nameMax: 50,
  queryMax: 300,
  sortMax: 5,
});

export const Ribbon = RibbonSchemas.Entity;
export type Ribbon = Static<typeof Ribbon>;
export const Brand = BrandSchemas.Entity;
export type Brand = Static<typeof Brand>;
