import {
  MAX_RSVPS_PER_BULK_DELETE,
  type BulkDeleteRsvpsByFilterRequest,
  type BulkUpdateRsvpsRequest,
  type BulkUpdateRsvpsResponse,
} from '@tessera/contracts/rsvps';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { compileFilter } from '../../platform/query/filter.ts';
import { selectFromSite, deleteFromSite } from '../../platform/site-scope.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import { RSVP_WRITE } from './rsvps.changes.ts';
import { rsvpSettingsOf } from './rsvps.event.ts';
import { rsvpQueryFields } from './rsvps.listing.ts';
import type { RsvpsService } from './rsvps.service.ts';
import { findRsvpEvent, freePlaces, lockCounter } from './rsvps.store.ts';

type BulkResult = BulkUpdateRsvpsResponse['results'][number];
const metadata = (successes: number, failures: number) => ({
  totalSuccesses: successes,
  totalFailures: failures,
  undetailedFailures: 0,
});

/**
 * The bulk calls. BulkUpdateRsvps is UpdateRsvp per item, each in a unit of its own (an item
 * refused — not found, no place left, a stale revision — is reported and the others go on).
 * BulkDeleteRsvpsByFilter deletes what the filter selects in one unit, bounded like the
 * members' bulk calls: a filter selecting more than 1,000 is refused before anything is written.
 */
export class RsvpsBulk {
  constructor(private readonly deps: { db: Db; uow: UnitOfWork; service: RsvpsService }) {}

  async update(caller: Caller, input: BulkUpdateRsvpsRequest): Promise<BulkUpdateRsvpsResponse> {
    const results: BulkResult[] = [];
    for (const [originalIndex, item] of input.rsvps.entries()) {
      const { id, ...fields } = item.rsvp;
      const mask = item.fieldMask ? new Set<string>(item.fieldMask) : undefined;
      const change = Object.fromEntries(
        Object.entries(fields).filter(([name]) => name === 'revision' || !mask || mask.has(name)),
      );
      try {
        const { rsvp } = await this.deps.service.update(caller, id, { rsvp: change });
        results.push({
          itemMetadata: { id, originalIndex, success: true },
          ...(input.returnEntity ? { rsvp } : {}),
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({
          itemMetadata: {
            id,
            originalIndex,
            success: false,
            error: {
              code: error.code,
              description: error.message,
              ...(error.violations ? { data: { violations: error.violations } } : {}),
            },
          },
        });
      }
    }
    const successes = results.filter((r) => r.itemMetadata.success).length;
    return { results, bulkActionMetadata: metadata(successes, results.length - successes) };
  }

  /**
   * Deletes the RSVPs the filter selects, in one unit. The counter rows of their events are taken
   * first, in event id order (the lock order of every RSVP unit: counters, then RSVP rows), then
   * the RSVPs; places freed by YES answers promote each event's waitlist in the same unit.
   */
  async deleteByFilter(
    caller: Caller,
    input: BulkDeleteRsvpsByFilterRequest,
  ): Promise<{ jobId: string; bulkActionMetadata: ReturnType<typeof metadata> }> {
    if (input.search !== undefined && input.search !== null) {
      // Dropping an unsupported narrowing would widen a delete: refuse it instead.
      throw validationError([violation('search', 'is not supported; use filter', 'FIELD_NOT_ALLOWED', {})]);
    }
    // Compiled (and so validated) before the unit starts: a refused filter writes nothing.
    const selected = compileFilter(input.filter, rsvpQueryFields, 'filter');
    const deleted = await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const matched = await selectFromSite(unit, 'rsvps')
          .select(['id', 'event_id'])
          .where(selected)
          .limit(MAX_RSVPS_PER_BULK_DELETE + 1)
          .execute();
        if (matched.length > MAX_RSVPS_PER_BULK_DELETE) throw tooMany();
        const eventIds = [...new Set(matched.map((r) => r.event_id))].sort();
        let count = 0;
        for (const eventId of eventIds) {
          await lockCounter(unit, eventId);
          // Locked and read again under the counter: those matched that still match, as they are now.
          const ids = matched.filter((r) => r.event_id === eventId).map((r) => r.id);
          const rows = await unit
            .forUpdate(
              selectFromSite(unit, 'rsvps')
                .select(['id', 'status', 'total_guests'])
                .where(selected)
                .where('event_id', '=', eventId)
                .where('id', 'in', ids),
            )
            .execute();
          if (!rows.length) continue;
          await deleteFromSite(unit, 'rsvps')
            .where(
              'id',
              'in',
              rows.map((r) => r.id),
            )
            .execute();
          count += rows.length;
          const freed = rows
            .filter((r) => r.status === 'YES')
            .reduce((n, r) => n + Number(r.total_guests), 0);
          if (freed > 0) {
            await freePlaces(unit, eventId, freed);
            const event = await findRsvpEvent(unit, eventId);
            if (event) await this.deps.service.promote(unit, event, rsvpSettingsOf(event));
          }
        }
        return count;
      },
      RSVP_WRITE,
    );
    return { jobId: newId(), bulkActionMetadata: metadata(deleted, 0) };
  }
}

const tooMany = () =>
  validationError([
    violation(
      'filter',
      `selects more than ${MAX_RSVPS_PER_BULK_DELETE} RSVPs; narrow it and call again`,
      'MAX_SIZE',
      { limit: MAX_RSVPS_PER_BULK_DELETE },
    ),
  ]);
