import type { ScheduleItem, ScheduleItemData } from '@tessera/contracts/schedule';
import {
  addScheduleItem as addEndpoint,
  deleteScheduleItem as deleteEndpoint,
  discardScheduleDraft as discardEndpoint,
  publishScheduleDraft as publishEndpoint,
  rescheduleDraft as rescheduleEndpoint,
  updateScheduleItem as updateEndpoint,
} from '@tessera/contracts/routes/schedule.endpoints';
import { hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';

const hasItem = hasObject('item');

/**
 * `@tessera/sdk/schedule-admin`: the owner edits an event's draft agenda and publishes it.
 * Owner credentials or the `events.manage` scope.
 */
export function scheduleAdmin(http: HttpClient) {
  const call = callerOf(http);
  return {
    async addScheduleItem(
      eventId: string,
      item: ScheduleItemData,
      options?: CallOptions,
    ): Promise<ScheduleItem> {
      return (await call(addEndpoint, {}, { eventId, item }, { ...options, check: hasItem })).item;
    },
    /** Changes the fields given (or those `fields` names; a named field left out is cleared). */
    async updateScheduleItem(
      eventId: string,
      itemId: string,
      item: ScheduleItemData,
      options?: CallOptions & { fields?: string[] },
    ): Promise<ScheduleItem> {
      const input = { eventId, item, ...(options?.fields ? { fields: options.fields } : {}) };
      return (await call(updateEndpoint, { itemId }, input, { ...options, check: hasItem })).item;
    },
    async deleteScheduleItems(eventId: string, itemIds: string[], options?: CallOptions): Promise<void> {
      await call(deleteEndpoint, {}, { eventId, itemIds }, options);
    },
    /** Moves every draft item by `offsetSeconds` and gives it the time zone. */
    async rescheduleDraft(
      eventId: string,
      timeZoneId: string,
      offsetSeconds = 0,
      options?: CallOptions,
    ): Promise<void> {
      await call(
        rescheduleEndpoint,
        {},
        { eventId, timeZoneId, timeSlotOffset: `${offsetSeconds}s` },
        options,
      );
    },
    async publishDraft(eventId: string, options?: CallOptions): Promise<void> {
      await call(publishEndpoint, {}, { eventId }, options);
    },
    async discardDraft(eventId: string, options?: CallOptions): Promise<void> {
      await call(discardEndpoint, {}, { eventId }, options);
    },
  };
}

export type ScheduleAdminModule = ReturnType<typeof scheduleAdmin>;
