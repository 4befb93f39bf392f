import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { recordDomainEvent, type DomainEvent } from '../../src/platform/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent } from '../events/helpers.ts';

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
const DELIVERY = { maxAttempts: 3, baseMs: 10 * SECOND, maxMs: 60 * SECOND };

describe('outbox delivery per subscriber', () => {
  let app: TestApp;
  const clock = new TestClock('2030-03-01T12:00:00.000Z');
  const seen: Record<string, DomainEvent[]> = { steady: [], flaky: [], broken: [] };
  /** Titles of events `flaky` refuses on their next delivery. */
  const flakyRefuses = new Set<string>();
  let brokenWorks = false;

  beforeAll(async () => {
    app = await createTestApp({
      app: { clock, outboxRetry: { delivery: DELIVERY, retentionMs: 7 * DAY } },
    });
    app.outbox.subscribe('steady', (event) => void seen.steady.push(event));
    app.outbox.subscribe('flaky', (event) => {
      if (flakyRefuses.delete((event.payload as { title: string }).title)) throw new Error('flaky refused');
      seen.flaky.push(event);
    });
    app.outbox.subscribe('broken', (event) => {
      if (!brokenWorks) throw new Error('broken subscriber');
      seen.broken.push(event);
    });
  });
  afterAll(() => app.close());

  const of = (name: string, entityId: string) => seen[name].filter((e) => e.entityId === entityId);
  const deliveries = (outboxId: number) =>
    app.db
      .selectFrom('outbox_deliveries')
      .select(['subscriber', 'status', 'attempts'])
      .where('outbox_id', '=', outboxId)
      .where('subscriber', 'in', Object.keys(seen)) // not the app's own (messages)
      .orderBy('subscriber')
      .execute();

  it('retries only the subscriber that failed: the others see the event once', async () => {
    flakyRefuses.add('Fan Out');
    const event = await createEvent(app, { title: 'Fan Out' }, { draft: true });
    await app.outbox.dispatchPending();
    expect(of('steady', event.id).map((e) => e.name)).toEqual(['event_created']);
    expect(of('flaky', event.id)).toEqual([]);

    await app.outbox.dispatchPending(); // flaky waits out its backoff
    expect(of('flaky', event.id)).toEqual([]);
    clock.advance(DELIVERY.baseMs);
    await app.outbox.dispatchPending();
    expect(of('flaky', event.id).map((e) => e.name)).toEqual(['event_created']);
    expect(of('steady', event.id)).toHaveLength(1); // not redelivered
    expect(await deliveries(of('steady', event.id)[0].id)).toEqual([
      { subscriber: 'broken', status: 'PENDING', attempts: 2 },
      { subscriber: 'flaky', status: 'DELIVERED', attempts: 2 },
      { subscriber: 'steady', status: 'DELIVERED', attempts: 1 },
    ]);
  });

  it("makes a subscriber's last failure a dead letter, listed and replayed", async () => {
    const event = await createEvent(app, { title: 'Dead Letter' }, { draft: true });
    for (let i = 0; i < DELIVERY.maxAttempts + 1; i++) {
      await app.outbox.dispatchPending();
      clock.advance(DELIVERY.maxMs);
    }
    const outboxId = of('steady', event.id)[0].id;
    expect((await deliveries(outboxId)).find((d) => d.subscriber === 'broken')).toEqual({
      subscriber: 'broken',
      status: 'DEAD',
      attempts: DELIVERY.maxAttempts,
    });
    expect(await app.outbox.deadLetters()).toContainEqual(
      expect.objectContaining({
        outboxId,
        subscriber: 'broken',
        eventName: 'event_created',
        siteId: app.site.siteId,
        lastError: 'Error: broken subscriber',
      }),
    );

    brokenWorks = true;
    expect(await app.outbox.replay('broken')).toBeGreaterThanOrEqual(1);
    await app.outbox.dispatchPending();
    expect(of('broken', event.id).map((e) => e.name)).toEqual(['event_created']);
    expect(of('steady', event.id)).toHaveLength(1);
    expect(await app.outbox.deadLetters()).toEqual([]);
  });

  it('replays delivered events to one subscriber from an event id on', async () => {
    const event = await createEvent(app, { title: 'Replayed' }, { draft: true });
    await app.outbox.dispatchPending();
    const outboxId = of('steady', event.id)[0].id;
    expect(await app.outbox.replay('steady', outboxId)).toBeGreaterThanOrEqual(1);
    await app.outbox.dispatchPending();
    expect(of('steady', event.id)).toHaveLength(2);
    expect(of('flaky', event.id)).toHaveLength(1);
  });

  it('purges delivered rows after the retention period, keeping dead letters and their events', async () => {
    brokenWorks = false;
    const kept = await createEvent(app, { title: 'Kept For Its Dead Letter' }, { draft: true });
    for (let i = 0; i < DELIVERY.maxAttempts + 1; i++) {
      await app.outbox.dispatchPending();
      clock.advance(DELIVERY.maxMs);
    }
    const keptId = of('steady', kept.id)[0].id;
    const firstId = Math.min(...seen.steady.map((e) => e.id));

    expect(await app.outbox.purge()).toBe(0); // nothing old enough
    clock.advance(7 * DAY + SECOND);
    expect(await app.outbox.purge()).toBeGreaterThan(0);
    const outboxIds = (await app.db.selectFrom('outbox').select('id').execute()).map((r) => r.id);
    expect(outboxIds).toContain(keptId);
    expect(outboxIds).not.toContain(firstId);
    expect(await deliveries(keptId)).toEqual([
      { subscriber: 'broken', status: 'DEAD', attempts: DELIVERY.maxAttempts },
    ]);
    expect(await deliveries(firstId)).toEqual([]);
  });

  it('refuses (in the suite) a payload its contract schema does not accept, and unknown events', async () => {
    const record = (name: string, payload: unknown) =>
      app.uow.run(
        app.site.siteId,
        (unit) =>
          recordDomainEvent(unit.db, {
            siteId: unit.siteId,
            name: name as 'event_published',
            entityFqdn: 'wix.events.v3.event',
            entityId: 'e-1',
            payload,
          }),
        { changes: [] },
      );
    await expect(
      record('event_published', { eventId: 'e-1', timestamp: 'yesterday', title: 'X' }),
    ).rejects.toThrow(/event_published: payload does not match its schema/);
    await expect(
      record('event_published', { eventId: 'e-1', timestamp: '2030-01-01T00:00:00Z', title: 'X', extra: 1 }),
    ).rejects.toThrow(/must NOT have additional properties/);
    await expect(record('event_exploded', { eventId: 'e-1' })).rejects.toThrow(
      /has no schema in domainEvents/,
    );
    expect(await app.db.selectFrom('outbox').select('id').where('entity_id', '=', 'e-1').execute()).toEqual(
      [],
    );
  });
});
