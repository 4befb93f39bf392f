import { Type, type Static } from '@sinclair/typebox';
import { Empty, Nullable, PagingMetadata, QueryV2, StringEnum } from './common.ts';

// The agenda of an event (`wix.events.schedule.v1.schedule_item`): items edited as a draft and
// published together; visitors read the published, visible items of published events.

const closed = { additionalProperties: false } as const;
const DateTime = Type.String({ format: 'date-time' });
const Guid = Type.String({ format: 'uuid' });

export const ScheduleStatuses = ['SCHEDULED', 'CANCELED'] as const;
export const ScheduleStateFilters = ['PUBLISHED', 'DRAFT', 'VISIBLE', 'HIDDEN'] as const;
export type ScheduleStateFilter = (typeof ScheduleStateFilters)[number];
/** Facets a list may count: distinct tags and stage names of the items it selects. */
export const ScheduleFacets = ['tag', 'stageName'] as const;

/** A tag: 1–30 characters, no quotes, backslashes or control characters. */
export const ScheduleTag = Type.String({
  minLength: 1,
  maxLength: 30,
  pattern: '^[^"\\\\\\u0000-\\u001f]+$',
});

export const TimeInterval = Type.Object(
  {
    start: Type.Optional(Nullable(DateTime)),
    end: Type.Optional(Nullable(DateTime)),
    timeZoneId: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 100 }))),
  },
  closed,
);

/** What an owner writes: every field of an item but its identity and dates. */
export const ScheduleItemData = Type.Object(
  {
    hidden: Type.Optional(Type.Boolean()),
    name: Type.Optional(Type.String({ maxLength: 120 })),
    timeSlot: Type.Optional(TimeInterval),
    description: Type.Optional(Type.String({ maxLength: 10000 })),
    stageName: Type.Optional(Type.String({ maxLength: 30 })),
    tags: Type.Optional(Type.Array(ScheduleTag, { maxItems: 5 })),
    status: Type.Optional(StringEnum(ScheduleStatuses)),
  },
  closed,
);
export type ScheduleItemData = Static<typeof ScheduleItemData>;

export const ScheduleItem = Type.Object(
  {
    id: Type.String(),
    hidden: Type.Boolean(),
    name: Type.String(),
    timeSlot: Type.Object({ start: DateTime, end: DateTime, timeZoneId: Type.String() }, closed),
    description: Type.String(),
    stageName: Type.String(),
    tags: Type.Array(Type.String()),
    status: StringEnum(ScheduleStatuses),
    createdDate: DateTime,
    updatedDate: DateTime,
    eventId: Type.String(),
    draft: Type.Boolean(),
  },
  closed,
);
export type ScheduleItem = Static<typeof ScheduleItem>;

export const ScheduleItemIdParams = Type.Object({ itemId: Guid }, closed);

/** `GET /events/v1/schedule`: its query parameters (flattened or `.r`), or the POST fallback's body. */
export const ListScheduleItemsRequest = Type.Object(
  {
    eventId: Type.Optional(Type.Array(Guid, { maxItems: 100 })),
    state: Type.Optional(Type.Array(StringEnum(ScheduleStateFilters), { maxItems: 20 })),
    startingFrom: Type.Optional(Nullable(DateTime)),
    startingBefore: Type.Optional(Nullable(DateTime)),
    /** Deprecated by the platform for `paging`; honoured when `paging` is absent. */
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    facet: Type.Optional(Type.Array(StringEnum(ScheduleFacets), { maxItems: 20 })),
    itemId: Type.Optional(Type.Array(Guid, { maxItems: 100 })),
    tag: Type.Optional(Type.Array(ScheduleTag, { maxItems: 50 })),
    stageName: Type.Optional(Type.Array(Type.String({ maxLength: 30 }), { maxItems: 50 })),
    paging: Type.Optional(
      Type.Object(
        {
          limit: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100 }))),
          offset: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100_000 }))),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type ListScheduleItemsRequest = Static<typeof ListScheduleItemsRequest>;

export const FacetCounts = Type.Object(
  { counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })) },
  closed,
);

export const ListScheduleItemsResponse = Type.Object(
  {
    total: Type.Integer(),
    limit: Type.Integer(),
    offset: Type.Integer(),
    items: Type.Array(ScheduleItem),
    facets: Type.Optional(Type.Record(Type.String(), FacetCounts)),
    /** Owners only: some listed event has draft changes that are not published. */
    draftNotPublished: Type.Optional(Nullable(Type.Boolean())),
    pagingMetadata: PagingMetadata,
  },
  closed,
);
export type ListScheduleItemsResponse = Static<typeof ListScheduleItemsResponse>;

export const QueryScheduleItemsRequest = Type.Object({ query: Type.Optional(QueryV2) }, closed);
export const QueryScheduleItemsResponse = Type.Object(
  { pagingMetadata: PagingMetadata, items: Type.Array(ScheduleItem) },
  closed,
);

export const GetScheduleItemRequest = Type.Object(
  { eventId: Type.Optional(Guid), includeDraft: Type.Optional(Type.Boolean()) },
  closed,
);
export const GetScheduleItemResponse = Type.Object(
  { item: Type.Optional(ScheduleItem), draft: Type.Optional(ScheduleItem) },
  closed,
);

export const AddScheduleItemRequest = Type.Object({ eventId: Guid, item: ScheduleItemData }, closed);
export const ScheduleItemResponse = Type.Object({ item: ScheduleItem }, closed);

export const UpdateScheduleItemRequest = Type.Object(
  {
    /** The official SDK repeats the path's item id in the body. */
    itemId: Type.Optional(Guid),
    eventId: Guid,
    item: ScheduleItemData,
    /**
     * Field mask: the paths of `item` to change (all given fields when empty), as a list or, as
     * the official SDK sends it, one comma-separated string.
     */
    fields: Type.Optional(
      Type.Union([
        Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 }),
        Type.String({ maxLength: 2100 }),
      ]),
    ),
  },
  closed,
);

export const DeleteScheduleItemRequest = Type.Object(
  { eventId: Guid, itemIds: Type.Optional(Type.Array(Guid, { maxItems: 100 })) },
  closed,
);
export const EventIdRequest = Type.Object({ eventId: Guid }, closed);

/** Google's Duration in JSON: seconds with an `s`, e.g. `"3600s"`, `"-1.5s"`. */
export const DurationString = Type.String({ pattern: '^-?[0-9]{1,12}(\\.[0-9]{1,9})?s$', maxLength: 30 });
export const RescheduleDraftRequest = Type.Object(
  {
    eventId: Guid,
    timeZoneId: Type.String({ minLength: 1, maxLength: 100 }),
    timeSlotOffset: Type.Optional(DurationString),
  },
  closed,
);

export { Empty as ScheduleEmpty };
