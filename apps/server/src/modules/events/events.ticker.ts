import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { runEventsUnit, type EventsDeps } from './events.context.ts';
import { recordEventDomainEvent } from './events.service.ts';
import { statusAt } from './events.status.ts';

/** How often the recurring job looks for events that started or ended. */
export const EVENT_STATUS_EVERY_MS = 30_000;
const BATCH = 500;

/**
 * Status follows the clock, so no call announces that an event started or ended. This
 * recurring job (`events.announce-status`) does: per event, a unit of work moves
 * `announced_status` with a conditional update (one process wins) and records `event started`
 * / `event ended` in the same transaction.
 */
export class EventStatusTicker {
  constructor(
    private readonly deps: EventsDeps,
    private readonly clock: Clock,
  ) {}

  register(jobs: Jobs): void {
    jobs.recurring('events.announce-status', EVENT_STATUS_EVERY_MS, () => this.tick());
  }

  /** Announces every transition due by now; returns how many were announced. */
  async tick(): Promise<number> {
    const now = isoAt(this.clock.now());
    const due = await this.deps.db
      .selectFrom('events')
      .select(['site_id', 'id', 'title', 'lifecycle', 'start_date', 'end_date', 'announced_status'])
      .where('lifecycle', '=', 'PUBLISHED')
      .where((eb) =>
        eb.or([
          eb.and([eb('start_date', '<=', now), eb('announced_status', 'is', null)]),
          eb.and([
            eb('end_date', '<=', now),
            eb.or([eb('announced_status', 'is', null), eb('announced_status', '<>', 'ENDED')]),
          ]),
        ]),
      )
      .limit(BATCH)
      .execute();
    let announced = 0;
    for (const row of due) {
      const status = statusAt(row, now);
      if (status !== 'STARTED' && status !== 'ENDED') continue;
      const moved = await runEventsUnit(this.deps, row.site_id, async (unit) => {
        let update = unit.db
          .updateTable('events')
          .set({ announced_status: status })
          .where('site_id', '=', row.site_id)
          .where('id', '=', row.id);
        update =
          row.announced_status === null
            ? update.where('announced_status', 'is', null)
            : update.where('announced_status', '=', row.announced_status);
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        // An event that started and ended between two runs announces both, in order.
        if (status === 'ENDED' && row.announced_status === null) {
          await recordEventDomainEvent(unit, 'started', row.id, { timestamp: row.start_date });
        }
        await recordEventDomainEvent(unit, status === 'STARTED' ? 'started' : 'ended', row.id, {
          timestamp: status === 'STARTED' ? row.start_date : row.end_date,
        });
        return true;
      });
      if (moved) announced++;
    }
    return announced;
  }
}
