import type { ScheduleItem } from '@tessera/contracts/schedule';
import type { ScheduleItemRow } from './schedule.store.ts';

/** The one wire shape of an agenda item. */
export function toWireItem(row: ScheduleItemRow): ScheduleItem {
  return {
    id: row.id,
    hidden: row.hidden === 1,
    name: row.name,
    timeSlot: { start: row.start_date, end: row.end_date, timeZoneId: row.time_zone_id },
    description: row.description,
    stageName: row.stage_name,
    tags: JSON.parse(row.tags) as string[],
    status: row.status as ScheduleItem['status'],
    createdDate: row.created_date,
    updatedDate: row.updated_date,
    eventId: row.event_id,
    draft: row.state === 'DRAFT',
  };
}
