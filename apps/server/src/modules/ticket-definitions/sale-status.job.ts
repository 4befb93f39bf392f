import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { ClaimedJob } from '../../platform/jobs/job-types.ts';
import { recordDomainEvent } from '../../platform/outbox.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { saleStatusAt } from './sale-status.ts';
import { lockDefinition, markAnnounced } from './ticket-definitions.store.ts';

export const SALE_STATUS_JOB = 'tickets.sale-status';

/**
 * Schedules the announcement of a sale's start and end at their moments (jobs keyed per
 * definition and edge, moved by `replace` when the period changes). Reads never wait for them:
 * the sale status is derived from the clock at read time; the jobs only publish the domain events.
 */
export async function scheduleSaleStatus(
  jobs: Jobs,
  unit: SiteTx,
  id: string,
  period: { sale_start: string | null; sale_end: string | null },
  now: string,
): Promise<void> {
  for (const [edge, at] of [
    ['start', period.sale_start],
    ['end', period.sale_end],
  ] as const) {
    if (at !== null && at > now) {
      await jobs.enqueue(unit, {
        kind: SALE_STATUS_JOB,
        runAt: at,
        payload: { id },
        key: `sale-${edge}:${id}`,
        replace: true,
      });
    }
  }
}

/**
 * The job: announces the status the clock now gives, once (`announced_sale_status` remembers
 * it, so a job that runs twice, or runs for a moved period, records nothing new).
 */
export function registerSaleStatusJob(jobs: Jobs, uow: UnitOfWork, clock: Clock): void {
  jobs.register(SALE_STATUS_JOB, async (job: ClaimedJob) => {
    const { id } = job.payload as { id: string };
    if (!job.siteId || typeof id !== 'string') return;
    await uow.run(
      job.siteId,
      async (unit) => {
        const row = await lockDefinition(unit, id);
        if (!row) return;
        const now = isoAt(clock.now());
        const status = saleStatusAt(now, row.sale_start, row.sale_end);
        if (status === 'SALE_SCHEDULED' || status === row.announced_sale_status) return;
        // A sale that has already ended was never announced as started: announce only the end.
        await recordDomainEvent(unit.db, {
          siteId: unit.siteId,
          name: status === 'SALE_STARTED' ? 'ticket_definition_sale_started' : 'ticket_definition_sale_ended',
          entityFqdn: 'wix.events.ticketing.v3.ticket_definition',
          entityId: id,
          payload: {
            eventId: row.event_id,
            ticketDefinitionId: id,
            timestamp: (status === 'SALE_STARTED' ? row.sale_start : row.sale_end) ?? now,
          },
        });
        await markAnnounced(unit, id, status);
      },
      // Only the announcement bookkeeping changes, nothing a cached answer shows.
      { changes: [] },
    );
  });
}
