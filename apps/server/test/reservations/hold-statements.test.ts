import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { statementsDuring } from '../store-cart/statements.ts';

/**
 * What one hold costs in statements (issue 14 item 14, the on-sale rush): the event, its ticket and
 * the site's hold duration read; then on PostgreSQL ONE statement for the places, the reservation,
 * its line and the places of lapsed holds for the answer (the counter row locked only inside it);
 * on SQLite a unit of work (BEGIN IMMEDIATE, the counter's conditional UPDATE, the two inserts,
 * COMMIT) and the lapsed-holds probe. No job row per hold (expiry is swept), no read of the
 * counter before its update outside the statement or unit that locks it. (Holds asked at once
 * share these: hold-batch.test.ts.)
 */
describe('a hold: statements', () => {
  let app: TestApp;
  let eventId: string;
  let definitionId: string;
  beforeAll(async () => {
    // A clock that stands still: both holds fall in one sweep window (reservations.expiry.ts).
    app = await createTestApp({ app: { clock: new TestClock(Date.now()) } });
    const event = await app.request({
      method: 'POST',
      url: '/events/v3/events',
      headers: app.ownerHeaders(),
      payload: {
        event: {
          title: 'Rush',
          location: { type: 'VENUE', name: 'Hall' },
          dateAndTimeSettings: {
            startDate: new Date(Date.now() + 86_400_000).toISOString(),
            endDate: new Date(Date.now() + 90_000_000).toISOString(),
            timeZoneId: 'Etc/UTC',
          },
          registration: { initialType: 'TICKETING' },
        },
      },
    });
    eventId = event.json().event.id;
    const def = await app.request({
      method: 'POST',
      url: '/events-ticket-definitions/v3/ticket-definitions',
      headers: app.ownerHeaders(),
      payload: { ticketDefinition: { eventId, name: 'Rush', initialLimit: 100 } },
    });
    definitionId = def.json().ticketDefinition.id;
  }, 180_000);
  afterAll(() => app.close());

  it('is a handful of statements, the places taken by one conditional statement', async () => {
    const visitor = await app.visitorHeaders();
    const hold = () =>
      app.request({
        method: 'POST',
        url: '/events/v1/checkout/reservations',
        headers: visitor,
        payload: { eventId, ticketQuantities: [{ ticketDefinitionId: definitionId, quantity: 1 }] },
      });
    // The first hold of a window also makes sure its sweep exists (once per second and process).
    // On PostgreSQL a unit's BEGIN and COMMIT are not seen here (Kysely sends them outside
    // executeQuery): SQLite's unit shows them, PostgreSQL's one-statement hold has none.
    expect((await hold()).statusCode).toBe(200);
    // The outbox pass the set-up's domain events started runs beside the requests: drained first,
    // and its statements (if one starts meanwhile) are not the hold's.
    await app.outbox.dispatchPending();
    let answer!: Awaited<ReturnType<typeof hold>>;
    const statements = (
      await statementsDuring(app, async () => {
        answer = await hold();
      })
    ).filter((text) => !/"outbox"|"outbox_deliveries"/.test(text));
    expect(answer.statusCode, answer.body).toBe(200);
    const holds = statements.filter((text) => /"ticket_counters"/.test(text));
    // Printed for the notes (docs/ticketing-reservations.md).
    console.log(`statements per hold (${app.dialect}): ${statements.length}\n${statements.join('\n')}`);
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatch(/update "ticket_counters"/);
    if (app.dialect === 'postgres') expect(holds[0]).toMatch(/for update/);
    expect(statements.some((text) => /"jobs"/.test(text))).toBe(false);
    expect(statements.some((text) => /^select .* from "ticket_counters"/.test(text))).toBe(false);
    expect(statements.length).toBeLessThanOrEqual(app.dialect === 'postgres' ? 4 : 9);
  });
});
