import type { Db } from '../../platform/db.ts';
import { nowIso } from '../../platform/clock.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { recordEventDomainEvent } from './events.service.ts';
import { statusAt } from './events.status.ts';

/**
 * Status follows the clock, so no call announces that an event started or ended. This
 * ticker does: it moves `announced_status` with a conditional update (one process wins) and
 * records `event started` / `event ended` in the same transaction.
 */
export class EventStatusTicker {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly afterCommit: (siteId: string) => void,
  ) {}

  start(intervalMs = 30_000): void {
    this.timer ??= setInterval(() => void this.tick().catch(() => undefined), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Announces every transition due by now; returns how many were announced. */
  async tick(): Promise<number> {
    const now = nowIso();
    const due = await this.db
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
      .limit(500)
      .execute();
    let announced = 0;
    const sites = new Set<string>();
    for (const row of due) {
      const status = statusAt(row, now);
      if (status !== 'STARTED' && status !== 'ENDED') continue;
      await this.db.transaction().execute(async (tx) => {
        let update = tx
          .updateTable('events')
          .set({ announced_status: status })
          .where('site_id', '=', row.site_id)
          .where('id', '=', row.id);
        update =
          row.announced_status === null
            ? update.where('announced_status', 'is', null)
            : update.where('announced_status', '=', row.announced_status);
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return;
        // An event that started and ended between two ticks announces both, in order.
        if (status === 'ENDED' && row.announced_status === null) {
          await recordEventDomainEvent(siteScope(tx, row.site_id), 'started', row.id, {
            timestamp: row.start_date,
          });
        }
        await recordEventDomainEvent(
          siteScope(tx, row.site_id),
          status === 'STARTED' ? 'started' : 'ended',
          row.id,
          {
            timestamp: status === 'STARTED' ? row.start_date : row.end_date,
          },
        );
        sites.add(row.site_id);
        announced++;
      });
    }
    for (const siteId of sites) this.afterCommit(siteId);
    return announced;
  }
}
