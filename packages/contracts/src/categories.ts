import { Type, type Static } from '@sinclair/typebox';
import {
  BulkActionTally,
  BulkItemMetadata,
  Filter,
  Nullable,
  PagingMetadata,
  QueryV2,
  StringEnum,
} from './common.ts';

// Event categories (`wix.events.categories.v1.category`). A MANUAL category's name is unique
// per site, whatever its spelling (case, blanks, compatibility forms).

const closed = { additionalProperties: false } as const;
const DateTime = Type.String({ format: 'date-time' });
const Guid = Type.String({ format: 'uuid' });

export const CategoryStates = ['MANUAL', 'AUTO', 'RECURRING_EVENT', 'HIDDEN'] as const;
export const CategoryName = Type.String({ minLength: 1, maxLength: 30 });

export const Category = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    createdDate: DateTime,
    /** With the COUNTS fieldset. */
    counts: Type.Optional(
      Type.Object(
        {
          assignedEventsCount: Type.Integer({ minimum: 0 }),
          assignedDraftEventsCount: Type.Integer({ minimum: 0 }),
        },
        closed,
      ),
    ),
    states: Type.Array(StringEnum(CategoryStates)),
  },
  closed,
);
export type Category = Static<typeof Category>;

/** What a caller writes: a name (read-only fields of a category read back are accepted and ignored). */
export const CategoryInput = Type.Object(
  {
    id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    name: CategoryName,
    createdDate: Type.Optional(Nullable(DateTime)),
    counts: Type.Optional(Type.Unknown()),
    /** Only MANUAL may be written (the others are the platform's own). */
    states: Type.Optional(Type.Array(StringEnum(CategoryStates), { maxItems: 3 })),
  },
  closed,
);

export const CreateCategoryRequest = Type.Object({ category: CategoryInput }, closed);
export const CategoryResponse = Type.Object({ category: Category }, closed);
export const BulkCreateCategoryRequest = Type.Object(
  { categories: Type.Array(CategoryInput, { minItems: 1, maxItems: 10 }) },
  closed,
);

export const ItemMetadata = BulkItemMetadata;
export const BulkCategoryResult = Type.Object(
  { itemMetadata: ItemMetadata, item: Type.Optional(Category) },
  closed,
);
export const BulkActionMetadata = BulkActionTally;
export const BulkCategoryResponse = Type.Object(
  { results: Type.Array(BulkCategoryResult), bulkActionMetadata: BulkActionMetadata },
  closed,
);
export type BulkCategoryResponse = Static<typeof BulkCategoryResponse>;

export const CategoryIdParams = Type.Object({ categoryId: Guid }, closed);
export const EventIdParams = Type.Object({ eventId: Guid }, closed);

export const UpdateCategoryRequest = Type.Object({ category: CategoryInput }, closed);

export const QueryCategoriesRequest = Type.Object(
  {
    query: QueryV2,
    fieldset: Type.Optional(Type.Array(StringEnum(['COUNTS'] as const), { maxItems: 1 })),
  },
  closed,
);
export const QueryCategoriesResponse = Type.Object(
  { categories: Type.Array(Category), metaData: PagingMetadata },
  closed,
);

const EventIds = Type.Array(Guid, { minItems: 1, maxItems: 100 });
const CategoryIds = Type.Array(Guid, { minItems: 1, maxItems: 50 });

export const AssignEventsRequest = Type.Object({ eventId: EventIds }, closed);
/** DELETE: the event ids come in the query string. */
export const UnassignEventsRequest = Type.Object({ eventId: EventIds }, closed);
export const BulkAssignEventsRequest = Type.Object({ categoryId: CategoryIds, eventId: EventIds }, closed);
export const BulkUnassignEventsRequest = Type.Object(
  {
    categoryId: CategoryIds,
    /** Without event ids, every event leaves the categories. */
    eventId: Type.Optional(EventIds),
  },
  closed,
);
export const BulkEventsByFilterRequest = Type.Object(
  {
    categoryId: CategoryIds,
    /** An events filter (the language of QueryEvents); `{}` selects every event. */
    filter: Filter,
  },
  closed,
);
export const ListEventCategoriesResponse = Type.Object({ categories: Type.Array(Category) }, closed);

export const ReorderCategoryEventsRequest = Type.Object(
  {
    eventId: Guid,
    beforeEventId: Type.Optional(Guid),
    afterEventId: Type.Optional(Guid),
  },
  closed,
);
