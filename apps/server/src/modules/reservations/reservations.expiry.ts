import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { expiredHoldsOf } from './reservations.store.ts';

/** One reservation's expiry (kept: jobs enqueued before the sweeps, and a listener's retry). */
export const EXPIRE_JOB = 'tickets.reservation-expire';
/** Expires every pending hold of a site whose time has passed; one job per site and second. */
export const SWEEP_JOB = 'tickets.reservation-sweep';
/** Holds expiring within one such window share a sweep, run at the window's end. */
export const SWEEP_WINDOW_MS = 1000;
/** Holds expired per unit of work of a sweep, and units per run (the rest: the next sweep). */
const SWEEP_BATCH = 200;
const SWEEP_BATCHES = 25;
/** Windows remembered as scheduled by this process, at most (then forgotten, re-enqueued once). */
const REMEMBERED_WINDOWS = 10_000;

const CHANGES = { changes: ['counter:tickets'] } as const;

/** The end of the sweep window a hold expiring at `expires` (ms) belongs to (its sweep's run time). */
export const sweepAt = (expires: number) => Math.ceil(expires / SWEEP_WINDOW_MS) * SWEEP_WINDOW_MS;

export interface HoldExpiryDeps {
  uow: UnitOfWork;
  clock: Clock;
  jobs: Jobs;
  /**
   * Moves a pending hold to `to` and gives its places back, in the caller's unit: false when
   * another writer (cancel, checkout, another sweep) moved it first.
   */
  release(unit: SiteTx, id: string, expiredAt: string): Promise<boolean>;
  /** Told once a hold's time has passed (checkout's port), after the unit that expired it. */
  lapsed(siteId: string, reservationId: string): Promise<void>;
}

/**
 * Expiry of holds by sweeps instead of a job per hold: a hold writes no job row (one insert and
 * later a claim, a run and a completion per hold, 20 minutes after an on-sale rush), only the
 * first hold of a site's second ensures that second's sweep exists (`ensureSweep`, remembered by
 * the process). A sweep expires every lapsed hold of the site, not only its window's, so a window
 * whose job was lost to a crash is swept by the next one; until then the hold already stops
 * counting at its expiry (`withoutLapsed`) and a refused hold reclaims it.
 */
export class HoldExpiry {
  /** Windows whose sweep this process wrote or is writing (one write however many holds wait). */
  private readonly scheduled = new Map<string, Promise<void>>();

  constructor(private readonly deps: HoldExpiryDeps) {}

  /**
   * Makes sure the sweep of the window of `expires` exists, before the hold that needs it is made
   * (a hold that is then refused leaves a sweep with nothing to do). Once per window and process.
   */
  ensureSweep(siteId: string, expires: number): Promise<void> {
    const runAt = sweepAt(expires);
    const key = `reservation-sweep:${siteId}:${runAt}`;
    const known = this.scheduled.get(key);
    if (known) return known;
    // Every hold of a rush arriving in a new second waits on this one write, not on a unit each.
    const written = this.deps.uow
      .run(siteId, (unit) => this.deps.jobs.enqueue(unit, { kind: SWEEP_JOB, runAt, key }), {
        changes: [],
      })
      .catch((error: unknown) => {
        this.scheduled.delete(key); // the next hold of the window tries again
        throw error;
      });
    if (this.scheduled.size >= REMEMBERED_WINDOWS) this.scheduled.clear();
    this.scheduled.set(key, written);
    return written;
  }

  /** Expires the site's lapsed holds, a batch per unit; how many it expired. */
  async sweep(siteId: string): Promise<number> {
    let expired = 0;
    for (let batch = 0; batch < SWEEP_BATCHES; batch++) {
      const released = await this.deps.uow.run(
        siteId,
        async (unit) => {
          const now = isoAt(this.deps.clock.now());
          const ids = await expiredHoldsOf(unit, null, now, SWEEP_BATCH);
          const moved: string[] = [];
          for (const id of ids) if (await this.deps.release(unit, id, now)) moved.push(id);
          return { ids, moved };
        },
        CHANGES,
      );
      expired += released.moved.length;
      for (const id of released.moved) await this.lapsed(siteId, id);
      if (released.ids.length < SWEEP_BATCH) return expired;
    }
    // More than a run may take: the next window's sweep goes on.
    await this.ensureSweep(siteId, this.deps.clock.now() + SWEEP_WINDOW_MS);
    return expired;
  }

  /**
   * Tells the listeners a hold left PENDING (swept, reclaimed, canceled), after the unit that moved
   * it; a failure is retried by that hold's own expiry job.
   */
  async lapsed(siteId: string, id: string): Promise<void> {
    try {
      await this.deps.lapsed(siteId, id);
    } catch {
      await this.deps.uow.run(
        siteId,
        (unit) =>
          this.deps.jobs.enqueue(unit, {
            kind: EXPIRE_JOB,
            runAt: this.deps.clock.now(),
            payload: { id },
            key: `reservation-expire:${id}`,
          }),
        { changes: [] },
      );
    }
  }

  register(jobs: Jobs): void {
    jobs.register(SWEEP_JOB, async (job) => {
      if (job.siteId) await this.sweep(job.siteId);
    });
    // One reservation at its `expires` (a no-op when it was canceled, confirmed or swept already).
    jobs.register(EXPIRE_JOB, async (job) => {
      const { id } = job.payload as { id?: unknown };
      if (!job.siteId || typeof id !== 'string') return;
      const siteId = job.siteId;
      await this.deps.uow.run(
        siteId,
        (unit) => this.deps.release(unit, id, isoAt(this.deps.clock.now())),
        CHANGES,
      );
      await this.deps.lapsed(siteId, id);
    });
  }
}
