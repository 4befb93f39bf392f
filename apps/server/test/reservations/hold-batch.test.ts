import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createDefinition, reserve } from '../ticket-definitions/helpers.ts';
import { statementsDuring } from '../store-cart/statements.ts';

/**
 * Group commit of holds (reservations.service.ts, `TurnBatch`): holds asked at once are taken
 * together — their reads and their counter's statement shared — yet each is decided in its order
 * under the counter's lock and answered on its own: a refused hold gets its own 409, a bad one its
 * own 400, and no capacity is exceeded.
 */
describe('holds asked at once', () => {
  let app: TestApp;
  let eventId: string;
  beforeAll(async () => {
    app = await createTestApp();
    eventId = (await createEvent(app, { registration: { initialType: 'TICKETING' } })).id;
  }, 180_000);
  afterAll(() => app.close());

  const definition = async (places: number) =>
    (await createDefinition(app, eventId, { name: `Batch ${places}`, initialLimit: places })).id as string;

  const holdAll = async (asks: { definitionId: string; quantity: number }[]) => {
    const visitor = await app.visitorHeaders();
    return Promise.all(
      asks.map(({ definitionId, quantity }) =>
        reserve(app, visitor, eventId, [{ ticketDefinitionId: definitionId, quantity }]),
      ),
    );
  };

  const counter = (definitionId: string) =>
    app.db
      .selectFrom('ticket_counters')
      .select(['held', 'sold'])
      .where('definition_id', '=', definitionId)
      .executeTakeFirstOrThrow();

  it('share their statements: fewer counter writes than holds, every hold written', async () => {
    const definitionId = await definition(1000);
    await holdAll([{ definitionId, quantity: 1 }]); // the sweep window's job, out of the count
    await app.outbox.dispatchPending();
    let answers: Awaited<ReturnType<typeof holdAll>> = [];
    const statements = await statementsDuring(app, async () => {
      answers = await holdAll(Array.from({ length: 20 }, () => ({ definitionId, quantity: 1 })));
    });
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const counterWrites = statements.filter((text) => /update "ticket_counters"/.test(text));
    expect(counterWrites.length).toBeLessThan(20);
    expect((await counter(definitionId)).held).toBe(21);
    const ids = new Set(answers.map((a) => a.json().id));
    expect(ids.size).toBe(20);
    const rows = await app.db
      .selectFrom('reservation_lines')
      .select('reservation_id')
      .where('definition_id', '=', definitionId)
      .execute();
    expect(rows).toHaveLength(21);
  });

  it('each refused hold gets its own 409; the held ones fill the capacity exactly', async () => {
    const definitionId = await definition(3);
    const answers = await holdAll(Array.from({ length: 8 }, () => ({ definitionId, quantity: 1 })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().details.applicationError.code).toBe('TICKETS_UNAVAILABLE');
    }
    expect((await counter(definitionId)).held).toBe(3);
  });

  it('a smaller hold after a refused larger one still gets the places left', async () => {
    const definitionId = await definition(3);
    const answers = await holdAll([
      { definitionId, quantity: 2 },
      { definitionId, quantity: 2 },
      { definitionId, quantity: 1 },
    ]);
    // The requests join the batch in whatever order they arrive: one of the larger holds is refused,
    // and the smaller one still gets its place.
    expect(
      answers
        .map((a) => a.statusCode)
        .slice(0, 2)
        .sort(),
    ).toEqual([200, 409]);
    expect(answers[2]!.statusCode).toBe(200);
    expect((await counter(definitionId)).held).toBe(3);
  });

  it("one request's bad input is its own 400; the others are held", async () => {
    const definitionId = await definition(10);
    const answers = await holdAll([
      { definitionId, quantity: 1 },
      { definitionId: 'no-such-ticket', quantity: 1 },
      { definitionId, quantity: 1 },
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 400, 200]);
    expect((await counter(definitionId)).held).toBe(2);
  });
});
