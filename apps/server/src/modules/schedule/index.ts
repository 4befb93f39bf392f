// The schedule module's only entry: other modules and the app import from here, never deeper.
export { scheduleModule } from './schedule.module.ts';
export type { ScheduleReads } from './schedule.reads.ts';
