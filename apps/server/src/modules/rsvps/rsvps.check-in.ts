import type {
  CancelRsvpGuestsCheckInRequest,
  CheckInRsvpGuestsRequest,
  Rsvp,
} from '@tessera/contracts/rsvps';
import type { Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { siteScope } from '../../platform/site-scope.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import { RSVP_WRITE } from './rsvps.changes.ts';
import { findRsvp, lockRsvp, updateRsvp } from './rsvps.store.ts';
import { guestsOf, toWireRsvp, type StoredGuest } from './rsvps.wire.ts';

const rsvpNotFound = () => notFound('RSVP_NOT_FOUND', 'RSVP not found');

/**
 * Check-in at the door: guests of a YES RSVP by their guestId (index in its guest list + 1). Both
 * calls are idempotent (a retried scan changes nothing: a guest keeps the first check-in date;
 * cancelling a guest not checked in is no change), and a call that changes nothing writes nothing — the
 * revision moves only when a guest's state does. Only the RSVP row is locked: check-in takes no
 * place, so it needs no counter row (and the lock order counter → RSVP is kept).
 */
export class RsvpCheckIn {
  constructor(private readonly deps: { db: Db; uow: UnitOfWork; clock: Clock }) {}

  checkIn(caller: Caller, id: string, input: CheckInRsvpGuestsRequest): Promise<{ rsvp: Rsvp }> {
    const now = isoAt(this.deps.clock.now());
    const at = input.checkInDate ?? now;
    // A check-in date is when they arrived: never later than now (a clock a minute off is still refused).
    if (at > now) {
      throw validationError([
        violation('checkInDate', 'must not be in the future', 'VALIDATION', { now }, 'INVALID_CHECK_IN_TIME'),
      ]);
    }
    return this.change(caller, id, input.guestIds, (guest) =>
      guest.checkInDate ? guest : { ...guest, checkInDate: at },
    );
  }

  cancel(caller: Caller, id: string, input: CancelRsvpGuestsCheckInRequest): Promise<{ rsvp: Rsvp }> {
    return this.change(caller, id, input.guestIds, ({ checkInDate: _dropped, ...guest }) => guest);
  }

  private async change(
    caller: Caller,
    id: string,
    guestIds: number[] | undefined,
    apply: (guest: StoredGuest) => StoredGuest,
  ): Promise<{ rsvp: Rsvp }> {
    await this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const row = await lockRsvp(unit, id);
        if (!row) throw rsvpNotFound();
        if (row.status !== 'YES') {
          throw new AppError('PRECONDITION', 'RSVP_NOT_CONFIRMED', 'Only guests of a YES RSVP check in', {
            rsvpId: id,
            status: row.status,
          });
        }
        const guests = guestsOf(row);
        // Guest ids number from 1 (the official schemas'), stored guests by their index from 0.
        const named = new Set((guestIds ?? guests.map((g) => g.index + 1)).map((guestId) => guestId - 1));
        const missing = [...named].filter((index) => !guests.some((g) => g.index === index));
        if (missing.length) {
          throw notFound('GUEST_NOT_FOUND', 'The RSVP has no guest with this id', {
            guestIds: missing.map((index) => index + 1),
          });
        }
        const next = guests.map((g) => (named.has(g.index) ? apply(g) : g));
        if (JSON.stringify(next) === row.guests) return;
        await updateRsvp(unit, id, {
          guests: JSON.stringify(next),
          checked_in_count: next.filter((g) => g.checkInDate).length,
          updated_date: isoAt(this.deps.clock.now()),
        });
      },
      RSVP_WRITE,
    );
    return { rsvp: toWireRsvp((await findRsvp(siteScope(this.deps.db, caller.siteId), id))!) };
  }
}
