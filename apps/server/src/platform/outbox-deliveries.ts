import { sql, type Selectable } from 'kysely';
import type { Db, Dialect } from './db.ts';
import type { OutboxDeliveriesTable, OutboxTable } from './database-schema.ts';
import { isoAt } from './clock.ts';
import { describeFailure, retryDelayMs, type RetryPolicy } from './jobs/backoff.ts';

/** The rows behind the outbox dispatcher (platform/outbox.ts): one delivery per event and subscriber. */

export const DeliveryStatus = {
  pending: 'PENDING',
  running: 'RUNNING',
  delivered: 'DELIVERED',
  dead: 'DEAD',
} as const;

export type OutboxRow = Selectable<OutboxTable>;
export type DeliveryRow = Selectable<OutboxDeliveriesTable>;

/** A delivery claimed by this process, with its event. */
export interface ClaimedDelivery {
  delivery: DeliveryRow;
  event: OutboxRow;
}

/**
 * Fans committed events out to subscribers, in one transaction: marks undispatched outbox rows
 * dispatched (a conditional update, so processes take different rows; SKIP LOCKED on PostgreSQL)
 * and writes one delivery per subscriber of the event's name, already claimed by this process
 * (RUNNING under a lease) — the caller delivers them at once, without claiming them again. Both
 * or neither commit; a crash after the commit leaves leased deliveries that the claim takes up
 * once the lease ends. The unique (event, subscriber) index makes a repeat harmless.
 */
export async function fanOutEvents(
  db: Db,
  dialect: Dialect,
  fanOut: {
    subscribersOf: (eventName: string) => string[];
    now: string;
    leaseUntil: string;
    limit: number;
  },
): Promise<{ events: number; claimed: ClaimedDelivery[] }> {
  return db.transaction().execute(async (tx) => {
    // claimed_until: a lease an earlier version took on the row (it claimed, then fanned out).
    const claimable = (qb: any) =>
      qb
        .where('dispatched_date', 'is', null)
        .where((eb: any) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', fanOut.now)]));
    let candidates = claimable(tx.selectFrom('outbox').select('id')).orderBy('id').limit(fanOut.limit);
    if (dialect === 'postgres') candidates = candidates.forUpdate().skipLocked();
    const events: OutboxRow[] = await claimable(
      tx
        .updateTable('outbox')
        .set((eb) => ({ dispatched_date: fanOut.now, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', candidates),
    )
      .returningAll()
      .execute();
    const rows = events.flatMap((event) =>
      fanOut.subscribersOf(event.name).map((subscriber) => ({
        outbox_id: event.id,
        subscriber,
        status: DeliveryStatus.running,
        run_at: fanOut.now,
        attempts: 1,
        lease_until: fanOut.leaseUntil,
        last_error: null,
        delivered_date: null,
      })),
    );
    const deliveries: DeliveryRow[] = [];
    for (let i = 0; i < rows.length; i += 100) {
      deliveries.push(
        ...(await tx
          .insertInto('outbox_deliveries')
          .values(rows.slice(i, i + 100))
          .onConflict((oc) => oc.columns(['outbox_id', 'subscriber']).doNothing())
          .returningAll()
          .execute()),
      );
    }
    return { events: events.length, claimed: withEvents(deliveries, events) };
  });
}

/** Deliveries with their events, in event order (a delivery whose event is gone is left out). */
function withEvents(deliveries: readonly DeliveryRow[], events: readonly OutboxRow[]): ClaimedDelivery[] {
  const byId = new Map(events.map((event) => [event.id, event]));
  return deliveries
    .filter((delivery) => byId.has(delivery.outbox_id))
    .sort((a, b) => a.outbox_id - b.outbox_id || a.id - b.id)
    .map((delivery) => ({ delivery, event: byId.get(delivery.outbox_id)! }));
}

/**
 * The undelivered rows (PENDING or RUNNING), literally as the partial index
 * `outbox_deliveries_open` is defined (migration 0055): a query naming it this way is answered
 * from that small index instead of scanning the kept DELIVERED rows in event order.
 */
const OPEN = sql<boolean>`status in ('PENDING', 'RUNNING')`;

/**
 * Claims due deliveries of the given subscribers, like jobs are claimed: PENDING and due, or
 * RUNNING with an expired lease; `FOR UPDATE SKIP LOCKED` on PostgreSQL. Returns them with
 * their events, in event order.
 */
export async function claimDeliveries(
  db: Db,
  dialect: Dialect,
  claim: { subscribers: string[]; now: string; leaseUntil: string; limit: number },
): Promise<ClaimedDelivery[]> {
  if (claim.subscribers.length === 0) return [];
  const due = (qb: any) =>
    qb
      .where(OPEN)
      .where('subscriber', 'in', claim.subscribers)
      .where((eb: any) =>
        eb.or([
          eb.and([eb('status', '=', DeliveryStatus.pending), eb('run_at', '<=', claim.now)]),
          eb.and([eb('status', '=', DeliveryStatus.running), eb('lease_until', '<=', claim.now)]),
        ]),
      );
  let candidates = due(db.selectFrom('outbox_deliveries').select('id'))
    .orderBy('outbox_id')
    .limit(claim.limit);
  if (dialect === 'postgres') candidates = candidates.forUpdate().skipLocked();
  const deliveries: DeliveryRow[] = await due(
    db
      .updateTable('outbox_deliveries')
      .set((eb) => ({
        status: DeliveryStatus.running,
        lease_until: claim.leaseUntil,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', 'in', candidates),
  )
    .returningAll()
    .execute();
  if (deliveries.length === 0) return [];
  const events = await db
    .selectFrom('outbox')
    .selectAll()
    .where('id', 'in', [...new Set(deliveries.map((d) => d.outbox_id))])
    .execute();
  return withEvents(deliveries, events);
}

/** Marks claimed deliveries delivered, a batch in one statement. */
export async function markDelivered(db: Db, deliveryIds: readonly number[], now: string): Promise<void> {
  if (deliveryIds.length === 0) return;
  await db
    .updateTable('outbox_deliveries')
    .set({ status: DeliveryStatus.delivered, delivered_date: now, lease_until: null, last_error: null })
    .where('id', 'in', deliveryIds)
    .where('status', '=', DeliveryStatus.running)
    .execute();
}

/** A failed delivery waits out its backoff, or is a dead letter after its last attempt. */
export async function markFailed(
  db: Db,
  delivery: DeliveryRow,
  failure: { retry: RetryPolicy; nowMs: number; error: unknown },
): Promise<'retry' | 'dead'> {
  const dead = delivery.attempts >= failure.retry.maxAttempts;
  await db
    .updateTable('outbox_deliveries')
    .set({
      status: dead ? DeliveryStatus.dead : DeliveryStatus.pending,
      run_at: isoAt(failure.nowMs + (dead ? 0 : retryDelayMs(failure.retry, delivery.attempts))),
      lease_until: null,
      last_error: describeFailure(failure.error),
    })
    .where('id', '=', delivery.id)
    .where('status', '=', DeliveryStatus.running)
    .execute();
  return dead ? 'dead' : 'retry';
}

/**
 * Retention: deliveries delivered before `before` go, then events dispatched before it with no
 * delivery left (a dead letter keeps its event, so it can be replayed). Bounded per call.
 */
export async function purgeDelivered(
  db: Db,
  before: string,
  limit = 5000,
): Promise<{ deliveries: number; events: number }> {
  const deliveries = await db
    .deleteFrom('outbox_deliveries')
    .where(
      'id',
      'in',
      db
        .selectFrom('outbox_deliveries')
        .select('id')
        .where('status', '=', DeliveryStatus.delivered)
        .where('delivered_date', '<', before)
        .limit(limit),
    )
    .executeTakeFirst();
  const events = await db
    .deleteFrom('outbox')
    .where(
      'id',
      'in',
      db
        .selectFrom('outbox')
        .select('id')
        .where('dispatched_date', '<', before)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('outbox_deliveries')
                .select('outbox_deliveries.id')
                .whereRef('outbox_deliveries.outbox_id', '=', 'outbox.id'),
            ),
          ),
        )
        .limit(limit),
    )
    .executeTakeFirst();
  return { deliveries: Number(deliveries.numDeletedRows), events: Number(events.numDeletedRows) };
}

export interface DeadLetter {
  deliveryId: number;
  outboxId: number;
  subscriber: string;
  eventName: string;
  siteId: string;
  attempts: number;
  lastError: string | null;
}

/** Deliveries that failed their last attempt (what `tessera outbox dead` prints). */
export async function listDeadLetters(db: Db, limit = 100): Promise<DeadLetter[]> {
  const rows = await db
    .selectFrom('outbox_deliveries')
    .innerJoin('outbox', 'outbox.id', 'outbox_deliveries.outbox_id')
    .select([
      'outbox_deliveries.id as deliveryId',
      'outbox_deliveries.outbox_id as outboxId',
      'outbox_deliveries.subscriber',
      'outbox.name as eventName',
      'outbox.site_id as siteId',
      'outbox_deliveries.attempts',
      'outbox_deliveries.last_error as lastError',
    ])
    .where('outbox_deliveries.status', '=', DeliveryStatus.dead)
    .orderBy('outbox_deliveries.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
}

/**
 * Delivers events to one subscriber again. Without `fromOutboxId`: its dead letters. With it:
 * every event from that id on that is still kept (retention), delivered or not, and events the
 * subscriber never had (it was added later) — of the names in `events` when the subscriber lists
 * the events it takes. Returns how many deliveries are now due.
 */
export async function replayDeliveries(
  db: Db,
  replay: { subscriber: string; now: string; fromOutboxId?: number; events?: readonly string[] },
): Promise<number> {
  const fresh = {
    status: DeliveryStatus.pending,
    attempts: 0,
    run_at: replay.now,
    lease_until: null,
    last_error: null,
  };
  if (replay.fromOutboxId === undefined) {
    const result = await db
      .updateTable('outbox_deliveries')
      .set(fresh)
      .where('subscriber', '=', replay.subscriber)
      .where('status', '=', DeliveryStatus.dead)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
  const from = replay.fromOutboxId;
  const names = replay.events;
  if (names?.length === 0) return 0;
  const reset = await db
    .updateTable('outbox_deliveries')
    .set(fresh)
    .where('subscriber', '=', replay.subscriber)
    .where('outbox_id', '>=', from)
    .where('status', '<>', DeliveryStatus.running)
    .$if(names !== undefined, (qb) =>
      qb.where(
        'outbox_id',
        'in',
        db.selectFrom('outbox').select('id').where('id', '>=', from).where('name', 'in', names!),
      ),
    )
    .executeTakeFirst();
  const missing = await db
    .insertInto('outbox_deliveries')
    .columns(['outbox_id', 'subscriber', 'status', 'run_at'])
    .expression((eb) =>
      eb
        .selectFrom('outbox')
        .select((s) => [
          'outbox.id',
          s.val(replay.subscriber).as('subscriber'),
          s.val(DeliveryStatus.pending).as('status'),
          s.val(replay.now).as('run_at'),
        ])
        .where('outbox.id', '>=', from)
        .where('outbox.dispatched_date', 'is not', null)
        .$if(names !== undefined, (qb) => qb.where('outbox.name', 'in', names!))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('outbox_deliveries')
                .select('outbox_deliveries.id')
                .whereRef('outbox_deliveries.outbox_id', '=', 'outbox.id')
                .where('outbox_deliveries.subscriber', '=', replay.subscriber),
            ),
          ),
        ),
    )
    .executeTakeFirst();
  return Number(reset.numUpdatedRows) + Number(missing.numInsertedOrUpdatedRows ?? 0);
}
