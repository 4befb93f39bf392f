import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { reservationsModule } from '../../src/modules/reservations/index.ts';
import {
  EXPIRE_JOB,
  SWEEP_JOB,
  SWEEP_WINDOW_MS,
} from '../../src/modules/reservations/reservations.expiry.ts';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve, salesOf } from '../ticket-definitions/helpers.ts';

const MINUTE = 60_000;

/** Holds expire by sweeps: one job per site and second of expiry, none per hold. */
describe('hold expiry sweeps', () => {
  let app: TestApp;
  let clock: TestClock;
  let eventId: string;

  beforeAll(async () => {
    // In the middle of a sweep window, so holds made now and a little later share one.
    clock = new TestClock(Math.floor(Date.now() / SWEEP_WINDOW_MS) * SWEEP_WINDOW_MS + 100);
    app = await createTestApp({ app: { clock } });
    eventId = (await createEvent(app)).id;
  }, 180_000);
  afterAll(() => app.close());

  const jobsOf = async (kind: string) =>
    app.db.selectFrom('jobs').select(['dedupe_key', 'status']).where('kind', '=', kind).execute();
  const statusOf = async (id: string) =>
    (await app.db.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;
  async function reserveOf(headers: Record<string, string>, definitionId: string) {
    return reserve(app, headers, eventId, [{ ticketDefinitionId: definitionId, quantity: 1 }]);
  }

  it('holds of one window share one sweep, which expires them all and frees their places', async () => {
    const def = await createDefinition(app, eventId, { initialLimit: 10 });
    const before = (await jobsOf(SWEEP_JOB)).length;
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      ids.push((await reserveOf(await app.visitorHeaders(), def.id)).json().id);
      clock.advance(100);
    }
    expect(await jobsOf(EXPIRE_JOB)).toEqual([]);
    expect((await jobsOf(SWEEP_JOB)).length - before).toBe(1);
    expect((await salesOf(app, def.id)).reservedCount).toBe(4);

    // Not before the window ends: each hold stops counting at its expiry all the same.
    clock.advance(20 * MINUTE); // all four have expired; their window (100 ms to 1 s in) has not ended
    await app.jobs.runDue();
    expect(await statusOf(ids[0])).toBe('RESERVATION_PENDING');
    expect((await salesOf(app, def.id)).reservedCount).toBe(0);
    clock.advance(SWEEP_WINDOW_MS);
    await app.jobs.runDue();
    for (const id of ids) expect(await statusOf(id)).toBe('RESERVATION_EXPIRED');
    const counter = await app.db
      .selectFrom('ticket_counters')
      .select('held')
      .where('definition_id', '=', def.id)
      .executeTakeFirstOrThrow();
    expect(counter.held).toBe(0);
  });

  it("a hold's answer counts no lapsed hold, before any sweep", async () => {
    const def = await createDefinition(app, eventId, { initialLimit: 5, limitPerCheckout: 5 });
    const first = await reserve(app, await app.visitorHeaders(), eventId, [
      { ticketDefinitionId: def.id, quantity: 4 },
    ]);
    expect(first.json().reservations[0].ticket.limitPerCheckout).toBe(1);
    clock.advance(21 * MINUTE); // the first hold lapsed; no sweep has run
    const second = await reserveOf(await app.visitorHeaders(), def.id);
    expect(second.statusCode, second.body).toBe(200);
    // 5 places, 1 held now: 4 free (the lapsed hold's 4 are not counted, though `held` is 5).
    expect(second.json().reservations[0].ticket.limitPerCheckout).toBe(4);
    await app.jobs.runDue();
  });

  it("a later window's sweep expires the holds of a window whose sweep was lost", async () => {
    const def = await createDefinition(app, eventId, { initialLimit: 10 });
    const lost = (await reserveOf(await app.visitorHeaders(), def.id)).json().id;
    // As if the process died before its window's job was written.
    await app.db.deleteFrom('jobs').where('kind', '=', SWEEP_JOB).where('status', '=', 'PENDING').execute();
    clock.advance(5 * SWEEP_WINDOW_MS);
    const later = (await reserveOf(await app.visitorHeaders(), def.id)).json().id;
    clock.advance(21 * MINUTE);
    await app.jobs.runDue();
    expect(await statusOf(lost)).toBe('RESERVATION_EXPIRED');
    expect(await statusOf(later)).toBe('RESERVATION_EXPIRED');
    expect((await salesOf(app, def.id)).reservedCount).toBe(0);
  });

  it("a listener that fails is retried by the hold's own expiry job", async () => {
    const def = await createDefinition(app, eventId, { initialLimit: 10 });
    const told: string[] = [];
    let failures = 1;
    app.modules.get(reservationsModule).service.onLapsed(async (_site, id) => {
      if (failures-- > 0) throw new Error('listener down');
      told.push(id);
    });
    const id = (await reserveOf(await app.visitorHeaders(), def.id)).json().id;
    clock.advance(21 * MINUTE);
    await app.jobs.runDue();
    expect(await statusOf(id)).toBe('RESERVATION_EXPIRED');
    // The sweep's call failed; the retry job it left ran in the same pass or runs now.
    await app.jobs.runDue();
    expect(told).toContain(id);
    expect((await jobsOf(EXPIRE_JOB)).map((job) => job.dedupe_key)).toEqual([`reservation-expire:${id}`]);
  });
});
