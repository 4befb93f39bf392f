import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { listDeadJobs, requeueDeadJobs } from '../../src/platform/jobs/dead-jobs.ts';
import type { ClaimedJob } from '../../src/platform/jobs/job-types.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent } from '../events/helpers.ts';

const MINUTE = 60_000;
const RETRY = { maxAttempts: 3, baseMs: 10_000, maxMs: 60_000 };

describe('durable jobs', () => {
  let app: TestApp;
  const clock = new TestClock('2030-01-01T00:00:00.000Z');
  const ran: ClaimedJob[] = [];
  /** How many more runs of `test.flaky` fail. */
  let flakyFailures = 0;

  beforeAll(async () => {
    app = await createTestApp({ app: { clock } });
    app.jobs.register('test.record', (job) => void ran.push(job));
    app.jobs.register(
      'test.flaky',
      (job) => {
        ran.push(job);
        if (flakyFailures-- > 0) throw new Error('not yet');
      },
      RETRY,
    );
  });
  afterAll(() => app.close());

  const jobRow = (id: number) =>
    app.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const jobsOfKey = (key: string) =>
    app.db.selectFrom('jobs').selectAll().where('dedupe_key', '=', key).execute();
  const enqueue = (input: Parameters<TestApp['jobs']['enqueue']>[1]) =>
    app.uow.run(app.site.siteId, (unit) => app.jobs.enqueue(unit, input), { changes: [] });

  it('exists exactly when its unit of work commits, and runs once when due', async () => {
    await expect(
      app.uow.run(
        app.site.siteId,
        async (unit) => {
          await app.jobs.enqueue(unit, { kind: 'test.record', runAt: clock.now(), key: 'rolled-back' });
          throw new Error('the write fails');
        },
        { changes: [] },
      ),
    ).rejects.toThrow('the write fails');
    expect(await jobsOfKey('rolled-back')).toEqual([]);

    await enqueue({ kind: 'test.record', runAt: clock.now() + 10 * MINUTE, key: 'later', payload: { n: 1 } });
    const [row] = await jobsOfKey('later');
    expect(row).toMatchObject({ status: 'PENDING', site_id: app.site.siteId });

    expect(await app.jobs.runDue()).toBe(0); // not due yet
    clock.advance(10 * MINUTE);
    expect(await app.jobs.runDue()).toBe(1);
    expect(await app.jobs.runDue()).toBe(0);
    expect(ran.filter((job) => job.id === row.id)).toEqual([
      expect.objectContaining({
        kind: 'test.record',
        payload: { n: 1 },
        siteId: app.site.siteId,
        attempts: 1,
      }),
    ]);
    expect(await jobRow(row.id)).toMatchObject({ status: 'DONE', lease_token: null });
  });

  it('keeps one job per kind and key; replace moves it', async () => {
    const at = clock.now() + 5 * MINUTE;
    await enqueue({ kind: 'test.record', runAt: at, key: 'sale-start:1', payload: 'first' });
    await enqueue({ kind: 'test.record', runAt: at + MINUTE, key: 'sale-start:1', payload: 'second' });
    expect(await jobsOfKey('sale-start:1')).toEqual([expect.objectContaining({ payload: '"first"' })]);

    await enqueue({
      kind: 'test.record',
      runAt: at + 30 * MINUTE,
      key: 'sale-start:1',
      payload: 'moved',
      replace: true,
    });
    const [moved] = await jobsOfKey('sale-start:1');
    expect(moved).toMatchObject({ payload: '"moved"', run_at: new Date(at + 30 * MINUTE).toISOString() });
    clock.advance(5 * MINUTE);
    expect(await app.jobs.runDue()).toBe(0);
    clock.advance(30 * MINUTE);
    expect(await app.jobs.runDue()).toBe(1);
    // Done, and still deduplicating until purged.
    await enqueue({ kind: 'test.record', runAt: clock.now(), key: 'sale-start:1' });
    expect(await app.jobs.runDue()).toBe(0);
  });

  it('retries a failing job with exponential backoff', async () => {
    flakyFailures = 2;
    await enqueue({ kind: 'test.flaky', runAt: clock.now(), key: 'flaky-once' });
    const [job] = await jobsOfKey('flaky-once');

    expect(await app.jobs.runDue()).toBe(0);
    const first = await jobRow(job.id);
    expect(first).toMatchObject({ status: 'PENDING', attempts: 1, last_error: 'Error: not yet' });
    expect(Date.parse(first.run_at) - clock.now()).toBe(RETRY.baseMs);

    clock.advance(RETRY.baseMs);
    expect(await app.jobs.runDue()).toBe(0);
    const second = await jobRow(job.id);
    expect(second).toMatchObject({ status: 'PENDING', attempts: 2 });
    expect(Date.parse(second.run_at) - clock.now()).toBe(2 * RETRY.baseMs); // doubled

    clock.advance(2 * RETRY.baseMs - 1);
    expect(await app.jobs.runDue()).toBe(0); // not before its time
    clock.advance(1);
    expect(await app.jobs.runDue()).toBe(1);
    expect(await jobRow(job.id)).toMatchObject({ status: 'DONE', attempts: 3, last_error: null });
  });

  it('marks a job dead after its last attempt, lists it, and requeues it', async () => {
    flakyFailures = 100;
    await enqueue({ kind: 'test.flaky', runAt: clock.now(), key: 'always-fails', payload: { order: 'o-1' } });
    const [job] = await jobsOfKey('always-fails');
    for (let attempt = 0; attempt < RETRY.maxAttempts; attempt++) {
      await app.jobs.runDue();
      clock.advance(RETRY.maxMs);
    }
    expect(await jobRow(job.id)).toMatchObject({ status: 'DEAD', attempts: RETRY.maxAttempts });
    expect(await app.jobs.runDue()).toBe(0); // dead jobs stay put
    expect(await listDeadJobs(app.db)).toContainEqual(
      expect.objectContaining({
        id: job.id,
        kind: 'test.flaky',
        key: 'always-fails',
        attempts: RETRY.maxAttempts,
        lastError: 'Error: not yet',
        payload: { order: 'o-1' },
      }),
    );

    flakyFailures = 0;
    expect(await requeueDeadJobs(app.db, clock, { id: job.id })).toBe(1);
    expect(await requeueDeadJobs(app.db, clock, { id: job.id })).toBe(0); // no longer dead
    expect(await app.jobs.runDue()).toBe(1);
    expect(await jobRow(job.id)).toMatchObject({ status: 'DONE', attempts: 1 });
  });

  it('runs a job whose process died again once its lease expires', async () => {
    await enqueue({ kind: 'test.record', runAt: clock.now(), key: 'orphaned' });
    const [job] = await jobsOfKey('orphaned');
    // A process claimed it and died: the row is RUNNING under a lease nobody will finish.
    const leaseUntil = new Date(clock.now() + 5 * MINUTE).toISOString();
    await app.db
      .updateTable('jobs')
      .set({ status: 'RUNNING', attempts: 1, lease_until: leaseUntil, lease_token: 'dead-process' })
      .where('id', '=', job.id)
      .execute();
    expect(await app.jobs.runDue()).toBe(0);
    clock.advance(5 * MINUTE);
    expect(await app.jobs.runDue()).toBe(1);
    expect(await jobRow(job.id)).toMatchObject({ status: 'DONE', attempts: 2 });
  });

  it('schedules recurring jobs once however often it starts, and moves them forward after each run', async () => {
    let sweeps = 0;
    app.jobs.recurring('test.sweep', 15 * MINUTE, () => void sweeps++);
    await app.jobs.scheduleRecurring();
    await app.jobs.scheduleRecurring(); // a second process starting
    const rows = await app.db.selectFrom('jobs').selectAll().where('kind', '=', 'test.sweep').execute();
    expect(rows).toHaveLength(1);
    await app.jobs.runDue();
    expect(sweeps).toBe(1);
    const [after] = await app.db.selectFrom('jobs').selectAll().where('kind', '=', 'test.sweep').execute();
    expect(after).toMatchObject({
      status: 'PENDING',
      run_at: new Date(clock.now() + 15 * MINUTE).toISOString(),
    });
    await app.jobs.runDue();
    expect(sweeps).toBe(1);
    clock.advance(15 * MINUTE);
    await app.jobs.runDue();
    expect(sweeps).toBe(2);

    // A dead recurring job comes back at the next start.
    await app.db.updateTable('jobs').set({ status: 'DEAD' }).where('kind', '=', 'test.sweep').execute();
    await app.jobs.scheduleRecurring();
    await app.jobs.runDue();
    expect(sweeps).toBe(3);
  });

  it('announces event_started from the recurring status job when the clock passes the start', async () => {
    const start = new Date(clock.now() + 60 * MINUTE);
    const event = await createEvent(app, {
      title: 'Starts Within The Hour',
      dateAndTimeSettings: {
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 120 * MINUTE).toISOString(),
        timeZoneId: 'Etc/UTC',
      },
    });
    const announced = () =>
      app.db
        .selectFrom('outbox')
        .select('name')
        .where('entity_id', '=', event.id)
        .where('name', 'in', ['event_started', 'event_ended'])
        .execute();
    await app.jobs.scheduleRecurring();
    await app.jobs.runDue();
    expect(await announced()).toEqual([]);
    clock.advance(61 * MINUTE);
    await app.jobs.runDue();
    expect(await announced()).toEqual([{ name: 'event_started' }]);
    clock.advance(120 * MINUTE);
    await app.jobs.runDue();
    expect(await announced()).toEqual([{ name: 'event_started' }, { name: 'event_ended' }]);
  });
});
