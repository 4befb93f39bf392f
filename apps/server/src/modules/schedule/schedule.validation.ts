import type { FieldViolation } from '@tessera/contracts';
import type { ScheduleItemData } from '@tessera/contracts/schedule';
import { isoAt } from '../../platform/clock.ts';
import { validationError, violation } from '../../platform/errors.ts';

export const DEFAULT_TIME_ZONE = 'Etc/UTC';

/** A TZ database name the runtime knows (`Etc/UTC`, `America/Los_Angeles`, `EST`). */
export function isTimeZone(id: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: id });
    return true;
  } catch {
    return false;
  }
}

/** An item's values once every field has one: what a row stores. */
export interface ItemValues {
  name: string;
  description: string;
  stage_name: string;
  tags: string;
  status: string;
  hidden: number;
  start_date: string;
  end_date: string;
  time_zone_id: string;
}

/**
 * The values of `data` over `base` (an add starts from nothing), checked as a whole: a name, a
 * time slot whose end is after its start, a known time zone. Dates are stored in one spelling
 * (UTC, milliseconds) so they compare as text.
 */
export function itemValues(data: ScheduleItemData, base: ItemValues | null, path = 'item'): ItemValues {
  const violations: FieldViolation[] = [];
  const name = data.name !== undefined ? data.name.trim() : base?.name;
  if (!name) violations.push(violation(`${path}.name`, 'must not be empty', 'REQUIRED_FIELD'));
  const slot = data.timeSlot;
  const start = slot?.start !== undefined ? slot.start : base?.start_date;
  const end = slot?.end !== undefined ? slot.end : base?.end_date;
  if (!start) violations.push(violation(`${path}.timeSlot.start`, 'must be set', 'REQUIRED_FIELD'));
  if (!end) violations.push(violation(`${path}.timeSlot.end`, 'must be set', 'REQUIRED_FIELD'));
  const startIso = start ? isoAt(Date.parse(start)) : '';
  const endIso = end ? isoAt(Date.parse(end)) : '';
  if (start && end && endIso <= startIso) {
    violations.push(violation(`${path}.timeSlot.end`, 'must be after the start', 'VALIDATION'));
  }
  const zone =
    slot?.timeZoneId !== undefined
      ? slot.timeZoneId || DEFAULT_TIME_ZONE
      : (base?.time_zone_id ?? DEFAULT_TIME_ZONE);
  if (!isTimeZone(zone)) {
    violations.push(violation(`${path}.timeSlot.timeZoneId`, 'must be a TZ database time zone', 'FORMAT'));
  }
  if (violations.length) throw validationError(violations);
  return {
    name: name!,
    description: data.description ?? base?.description ?? '',
    stage_name: data.stageName?.trim() ?? base?.stage_name ?? '',
    tags: data.tags !== undefined ? JSON.stringify([...new Set(data.tags)]) : (base?.tags ?? '[]'),
    status: data.status ?? base?.status ?? 'SCHEDULED',
    hidden: data.hidden !== undefined ? Number(data.hidden) : (base?.hidden ?? 0),
    start_date: startIso,
    end_date: endIso,
    time_zone_id: zone,
  };
}

const ITEM_FIELDS = ['hidden', 'name', 'timeSlot', 'description', 'stageName', 'tags', 'status'] as const;
const SLOT_FIELDS = ['start', 'end', 'timeZoneId'] as const;

/**
 * `data` narrowed to the field mask of an update (`name`, `timeSlot.start`, …; with or without
 * an `item.` prefix). No mask: every field given. A path naming no field is a 400.
 */
export function masked(data: ScheduleItemData, fields: readonly string[] | undefined): ScheduleItemData {
  if (!fields || fields.length === 0) return data;
  const result: Record<string, unknown> = {};
  const violations: FieldViolation[] = [];
  for (const [i, raw] of fields.entries()) {
    const path = raw.startsWith('item.') ? raw.slice(5) : raw;
    const [head, sub, ...rest] = path.split('.');
    const known = (ITEM_FIELDS as readonly string[]).includes(head);
    const slotPart = head === 'timeSlot' && sub !== undefined;
    if (
      !known ||
      rest.length ||
      (sub !== undefined && !slotPart) ||
      (slotPart && !(SLOT_FIELDS as readonly string[]).includes(sub))
    ) {
      violations.push(
        violation(`fields[${i}]`, 'names no field of a schedule item', 'VALIDATION', { path: raw }),
      );
      continue;
    }
    const value = (data as Record<string, unknown>)[head];
    if (!slotPart) {
      // A masked field left out of `item` is cleared to its default (null for the slot).
      result[head] = value ?? clearedValue(head);
      continue;
    }
    const slot = (result.timeSlot ??= {}) as Record<string, unknown>;
    slot[sub] = (value as Record<string, unknown> | undefined)?.[sub] ?? null;
  }
  if (violations.length) throw validationError(violations);
  return result as ScheduleItemData;
}

function clearedValue(field: string): unknown {
  switch (field) {
    case 'hidden':
      return false;
    case 'tags':
      return [];
    case 'description':
    case 'stageName':
      return '';
    case 'status':
      return 'SCHEDULED';
    default:
      // name and timeSlot have no empty value: left undefined they keep theirs.
      return undefined;
  }
}

/** Google's JSON Duration (`"3600s"`, `"-1.5s"`) in milliseconds. */
export function durationMs(duration: string | undefined): number {
  if (!duration) return 0;
  return Math.round(Number(duration.slice(0, -1)) * 1000);
}
