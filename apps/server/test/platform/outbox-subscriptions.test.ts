import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoAt, TestClock } from '../../src/platform/clock.ts';
import { fanOutEvents } from '../../src/platform/outbox-deliveries.ts';
import {
  recordDomainEvent,
  recordedDomainEvents,
  type DomainEvent,
  type DomainEventInput,
} from '../../src/platform/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Names no subscriber of the app's modules takes, so this file's subscribers decide alone. */
type OrderEventName = 'store_order_updated' | 'store_order_canceled';

describe('outbox subscribers that name the events they take', () => {
  let app: TestApp;
  const clock = new TestClock('2030-04-01T12:00:00.000Z');
  const seen: Record<string, DomainEvent[]> = { updates: [], every: [] };

  beforeAll(async () => {
    app = await createTestApp({ app: { clock } });
    app.outbox.subscribe('updates', { events: ['store_order_updated'] }, (e) => void seen.updates.push(e));
    app.outbox.subscribe('every', (e) => void seen.every.push(e));
  });
  afterAll(() => app.close());

  const event = (name: OrderEventName, orderId: string): DomainEventInput => ({
    siteId: app.site.siteId,
    name,
    entityFqdn: 'wix.ecom.v1.order',
    entityId: orderId,
    payload: {
      orderId,
      number: '1',
      status: 'APPROVED',
      paymentStatus: 'PAID',
      timestamp: '2030-04-01T12:00:00.000Z',
      ...(name === 'store_order_updated' ? { fields: 'status' } : {}),
    },
  });
  const record = (input: DomainEventInput) =>
    app.uow.run(app.site.siteId, (unit) => recordDomainEvent(unit.db, input), { changes: [] });
  const names = (subscriber: string, orderId: string) =>
    seen[subscriber].filter((e) => e.entityId === orderId).map((e) => e.name);
  const deliveriesTo = async (subscriber: string, orderId: string) =>
    (
      await app.db
        .selectFrom('outbox_deliveries')
        .innerJoin('outbox', 'outbox.id', 'outbox_deliveries.outbox_id')
        .select('outbox.name')
        .where('outbox_deliveries.subscriber', '=', subscriber)
        .where('outbox.entity_id', '=', orderId)
        .orderBy('outbox.id')
        .execute()
    ).map((row) => row.name);

  it('writes deliveries only for the events a subscriber takes; one without a list takes all', async () => {
    await record(event('store_order_updated', 'o-1'));
    await record(event('store_order_canceled', 'o-1'));
    await app.outbox.drain();
    expect(names('updates', 'o-1')).toEqual(['store_order_updated']);
    expect(names('every', 'o-1')).toEqual(['store_order_updated', 'store_order_canceled']);
    expect(await deliveriesTo('updates', 'o-1')).toEqual(['store_order_updated']);
    expect(await deliveriesTo('every', 'o-1')).toEqual(['store_order_updated', 'store_order_canceled']);
    // The batch's deliveries are all marked delivered (one statement).
    const open = await app.db
      .selectFrom('outbox_deliveries')
      .select('id')
      .where('subscriber', 'in', ['updates', 'every'])
      .where('status', '<>', 'DELIVERED')
      .execute();
    expect(open).toEqual([]);
  });

  it('replays from an event id only the events the subscriber takes', async () => {
    await record(event('store_order_canceled', 'o-2'));
    await record(event('store_order_updated', 'o-2'));
    await app.outbox.drain();
    const firstId = Math.min(...seen.every.filter((e) => e.entityId === 'o-2').map((e) => e.id));
    // Its delivered update is due again; the cancellation it never took gets no delivery.
    expect(await app.outbox.replay('updates', firstId)).toBe(1);
    await app.outbox.drain();
    expect(names('updates', 'o-2')).toEqual(['store_order_updated', 'store_order_updated']);
    expect(await deliveriesTo('updates', 'o-2')).toEqual(['store_order_updated']);
    expect(names('every', 'o-2')).toEqual(['store_order_canceled', 'store_order_updated']);
  });

  it('does not hand a subscriber a delivery of a name it does not take (a replay by the CLI)', async () => {
    await record(event('store_order_canceled', 'o-3'));
    await app.outbox.drain();
    const [{ id }] = await app.db.selectFrom('outbox').select('id').where('entity_id', '=', 'o-3').execute();
    await app.db
      .insertInto('outbox_deliveries')
      .values({ outbox_id: id, subscriber: 'updates', status: 'PENDING', run_at: '2030-04-01T12:00:00.000Z' })
      .execute();
    await app.outbox.drain();
    expect(names('updates', 'o-3')).toEqual([]);
    const [row] = await app.db
      .selectFrom('outbox_deliveries')
      .select('status')
      .where('outbox_id', '=', id)
      .where('subscriber', '=', 'updates')
      .execute();
    expect(row.status).toBe('DELIVERED');
  });

  it('takes up what a fan-out claimed and never delivered (a crash) once its lease ends', async () => {
    // A unit commits; its pass fans out (claiming the deliveries) and the process dies before delivering.
    await app.db
      .insertInto('outbox')
      .values({
        site_id: app.site.siteId,
        name: 'store_order_updated',
        entity_fqdn: 'wix.ecom.v1.order',
        entity_id: 'o-6',
        payload: JSON.stringify(event('store_order_updated', 'o-6').payload),
        created_date: isoAt(clock.now()),
      })
      .execute();
    const { claimed } = await fanOutEvents(app.db, app.dialect, {
      subscribersOf: (name) => (name === 'store_order_updated' ? ['updates', 'every'] : ['every']),
      now: isoAt(clock.now()),
      leaseUntil: isoAt(clock.now() + 30_000),
      limit: 50,
    });
    expect(claimed.map((c) => c.delivery.subscriber).sort()).toEqual(['every', 'updates']);
    await app.outbox.drain();
    expect(names('updates', 'o-6')).toEqual([]); // leased: not claimed again yet
    clock.advance(30_001);
    await app.outbox.drain();
    expect(names('updates', 'o-6')).toEqual(['store_order_updated']);
    expect(names('every', 'o-6')).toEqual(['store_order_updated']);
  });

  it('asks for a dispatch pass only after a unit whose events some subscriber takes', async () => {
    const asked = await app.db.transaction().execute(async (tx) => {
      const before = recordedDomainEvents(tx);
      await recordDomainEvent(tx, event('store_order_updated', 'o-4'));
      return [before, recordedDomainEvents(tx)];
    });
    expect(asked).toEqual([false, true]);
    await app.outbox.stop(); // its subscribers no longer count: nobody takes order updates
    const after = await app.db.transaction().execute(async (tx) => {
      await recordDomainEvent(tx, event('store_order_updated', 'o-5'));
      return recordedDomainEvents(tx);
    });
    expect(after).toBe(false);
  });
});
