import type { QueryV2 } from '@tessera/contracts';
import type { ListScheduleItemsRequest, ScheduleItem } from '@tessera/contracts/schedule';
import {
  getScheduleItem as getScheduleItemEndpoint,
  listScheduleItems as listScheduleItemsEndpoint,
  queryScheduleItems as queryScheduleItemsEndpoint,
} from '@tessera/contracts/routes/schedule.endpoints';
import { hasArray } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';
import { QueryBuilder, pagedQuery, type QueryPage } from './paged-query.ts';

export type { ScheduleItem, ScheduleItemData } from '@tessera/contracts/schedule';
export type { QueryPage } from './paged-query.ts';

const hasItems = hasArray('items');

/**
 * `@tessera/sdk/schedule`: an event's agenda as visitors read it (published, visible items of
 * published events; owners also drafts). Owner writes are in `schedule-admin`.
 */
export function schedule(http: HttpClient) {
  const call = callerOf(http);
  const query = (q: QueryV2, options?: CallOptions) =>
    pagedQuery<ScheduleItem>(q, async (page) => {
      const answer = await call(
        queryScheduleItemsEndpoint,
        {},
        { query: page },
        {
          ...options,
          check: hasItems,
          idempotent: true,
        },
      );
      return { items: answer.items, paging: answer.pagingMetadata };
    });
  return {
    /** `GET /events/v1/schedule`: items by event, state, start, tag and stage, with facets. */
    listScheduleItems(request: ListScheduleItemsRequest = {}, options?: CallOptions) {
      return call(listScheduleItemsEndpoint, {}, request, { ...options, check: hasItems });
    },
    /** One item; `includeDraft` (owners) adds its draft copy. */
    getScheduleItem(
      itemId: string,
      request: { eventId?: string; includeDraft?: boolean } = {},
      options?: CallOptions,
    ) {
      return call(getScheduleItemEndpoint, { itemId }, request, options);
    },
    /** `POST /events/v1/schedule/query`: published items by filter and sort, page by page. */
    queryScheduleItems(q: QueryV2 = {}, options?: CallOptions): Promise<QueryPage<ScheduleItem>> {
      return query(q, options);
    },
    /** The same query as a builder: `queryItems().eq('eventId', id).ascending('timeSlot.start').find()`. */
    queryItems(options?: CallOptions): QueryBuilder<ScheduleItem> {
      return new QueryBuilder((q) => query(q, options));
    },
  };
}

export type ScheduleModule = ReturnType<typeof schedule>;
