import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from './db.ts';
import { nowIso } from './clock.ts';

export interface DomainEvent {
  id: number;
  siteId: string;
  name: string;
  entityFqdn: string;
  entityId: string;
  payload: unknown;
  createdDate: string;
}

export interface DomainEventInput {
  siteId: string;
  name: string;
  entityFqdn: string;
  entityId: string;
  payload: unknown;
}

/** Records a domain event; call it inside the transaction of the mutation it describes. */
export async function recordDomainEvent(tx: Executor, event: DomainEventInput): Promise<void> {
  await tx
    .insertInto('outbox')
    .values({
      site_id: event.siteId,
      name: event.name,
      entity_fqdn: event.entityFqdn,
      entity_id: event.entityId,
      payload: JSON.stringify(event.payload),
      created_date: nowIso(),
      claimed_until: null,
      dispatched_date: null,
    })
    .execute();
}

export type DomainEventHandler = (event: DomainEvent) => Promise<void> | void;

const CLAIM_SECONDS = 30;
const BATCH = 50;

/**
 * Hands committed domain events to subscribers, at least once. Rows are claimed with a
 * conditional update, so several server processes on one PostgreSQL never dispatch the same
 * row at the same time; a crashed claim expires and the row is retried.
 */
export class OutboxDispatcher {
  private readonly handlers: DomainEventHandler[] = [];
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
  ) {}

  subscribe(handler: DomainEventHandler): void {
    this.handlers.push(handler);
  }

  start(intervalMs = 1000): void {
    this.timer ??= setInterval(() => void this.dispatchPending(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Dispatches what is pending now; returns how many events were handed over. */
  dispatchPending(): Promise<number> {
    this.running ??= this.dispatchBatch().finally(() => (this.running = undefined));
    return this.running;
  }

  private async dispatchBatch(): Promise<number> {
    const now = nowIso();
    const claimedUntil = new Date(Date.now() + CLAIM_SECONDS * 1000).toISOString();
    const claimable = (qb: any) =>
      qb
        .where('dispatched_date', 'is', null)
        .where((eb: any) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]));
    const candidates = this.db.selectFrom('outbox').select('id').orderBy('id').limit(BATCH);
    const rows = await claimable(
      this.db
        .updateTable('outbox')
        .set((eb) => ({ claimed_until: claimedUntil, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', claimable(candidates)),
    )
      .returningAll()
      .execute();
    let delivered = 0;
    for (const row of rows.sort((a: { id: number }, b: { id: number }) => a.id - b.id)) {
      const event: DomainEvent = {
        id: row.id,
        siteId: row.site_id,
        name: row.name,
        entityFqdn: row.entity_fqdn,
        entityId: row.entity_id,
        payload: JSON.parse(row.payload),
        createdDate: row.created_date,
      };
      try {
        for (const handler of this.handlers) await handler(event);
        await this.db
          .updateTable('outbox')
          .set({ dispatched_date: nowIso() })
          .where('id', '=', row.id)
          .execute();
        delivered++;
      } catch (err) {
        this.log?.warn({ err, outboxId: row.id }, 'domain event handler failed; will retry');
      }
    }
    return delivered;
  }
}
