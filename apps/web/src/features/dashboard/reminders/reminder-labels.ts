import type { ReminderTime } from '@tessera/sdk/notifications-admin';

/** Spec §9 timings in the owner's words, soonest first. */
export const REMINDER_TIME_LABELS: Record<ReminderTime, string> = {
  INSTANT: 'When the event starts',
  BEFORE_30_MINUTES: '30 minutes before',
  BEFORE_1_HOUR: '1 hour before',
  BEFORE_1_DAY: '1 day before',
  BEFORE_3_DAYS: '3 days before',
  BEFORE_1_WEEK: '1 week before',
};
