import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import type { ClockField } from '../../src/platform/query/clock-field.ts';
import { eventStatus, registrationStatus, statusAt } from '../../src/modules/events/events.status.ts';
import { createTestDatabaseUrl } from '../support/database.ts';

/**
 * A clock-derived field is declared once and compiled twice (platform/query/clock-field.ts): the
 * SQL and the TypeScript must agree for every row and instant, on each database. Rows are random
 * (NULL dates, dates on either side of the clock, exactly at it), evaluated by the database as a
 * one-row derived table named like the real one.
 */
describe('clock-derived fields: SQL and TypeScript agree', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = openDatabase({ databaseUrl: await createTestDatabaseUrl(), sqliteFile: ':memory:' });
  });
  afterAll(() => database.destroy());

  const base = Date.UTC(2030, 0, 1);
  const instant = fc.integer({ min: -5, max: 5 }).map((h) => new Date(base + h * 3_600_000).toISOString());
  const maybeInstant = fc.option(instant, { nil: null });
  const row = fc.record({
    lifecycle: fc.constantFrom('DRAFT', 'PUBLISHED', 'CANCELED'),
    start_date: maybeInstant,
    end_date: maybeInstant,
    registration_status: fc.constantFrom(
      'UNKNOWN_REGISTRATION_STATUS',
      'CLOSED_AUTOMATICALLY',
      'CLOSED_MANUALLY',
      'OPEN_EXTERNAL',
      'OPEN_TICKETS',
      'OPEN_RSVP',
    ),
    rsvp_start: maybeInstant,
    rsvp_end: maybeInstant,
  });
  type Row = typeof row extends fc.Arbitrary<infer R> ? R : never;

  /** The field's value and its `= value` conditions, as the database computes them for one row. */
  async function inDatabase(field: ClockField, r: Row, now: string) {
    const text = (v: string | null) => sql`CAST(${v} AS TEXT)`;
    const startSort = r.start_date ?? '9999-12-31T23:59:59.999Z';
    const equalities = field.values.map((value, i) =>
      sql`CASE WHEN ${field.equals(value, now)} THEN 1 ELSE 0 END`.as(`e${i}`),
    );
    const result = await sql<Record<string, unknown>>`SELECT ${field.sql(now)} AS value, ${sql.join(
      equalities.map((e) => sql`${e}`),
    )} FROM (SELECT ${text(r.lifecycle)} AS lifecycle, ${text(r.start_date)} AS start_date,
      ${text(r.end_date)} AS end_date, ${text(startSort)} AS start_sort,
      ${text(r.registration_status)} AS registration_status, ${text(r.rsvp_start)} AS rsvp_start,
      ${text(r.rsvp_end)} AS rsvp_end) events`.execute(database.db);
    const answer = result.rows[0];
    return {
      value: answer.value,
      equal: field.values.filter((_, i) => Number(answer[`e${i}`]) === 1),
    };
  }

  for (const field of [eventStatus, registrationStatus]) {
    it(`${field.name}: the CASE, the equality conditions and the function give one answer`, async () => {
      await fc.assert(
        fc.asyncProperty(row, instant, async (r, now) => {
          const expected = field.at(r, now);
          const found = await inDatabase(field, r, now);
          expect(found.value).toBe(expected);
          // Exactly one value's conditions hold: the value itself.
          expect(found.equal).toEqual([expected]);
        }),
        { numRuns: 150 },
      );
    });
  }

  it('the registration rule reads a status given by the caller instead of the dates', () => {
    const now = '2030-01-01T00:00:00.000Z';
    const r = { registration_status: 'OPEN_RSVP', rsvp_start: null, rsvp_end: null };
    expect(registrationStatus.at({ ...r, status: 'ENDED' }, now)).toBe('CLOSED_AUTOMATICALLY');
    expect(registrationStatus.at({ ...r, status: 'UPCOMING' }, now)).toBe('OPEN_RSVP');
    expect(statusAt({ lifecycle: 'PUBLISHED', start_date: now, end_date: null }, now)).toBe('STARTED');
  });

  for (const field of [eventStatus, registrationStatus]) {
    it(`${field.name}: the value holds until the next change nextChange gives`, () => {
      const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
      fc.assert(
        fc.property(row, instant, fc.integer({ min: 1, max: 11 * 3_600_000 }), (r, now, ahead) => {
          const next = field.nextChange(r, now);
          const value = field.at(r, now);
          if (next === null) {
            // No stored time ahead: the clock alone never changes it again.
            expect(field.at(r, later(now, ahead))).toBe(value);
            return;
          }
          expect(next > now).toBe(true);
          // Any instant before the next change gives the same value.
          const before = later(now, Math.min(ahead, Date.parse(next) - Date.parse(now) - 1));
          if (before < next) expect(field.at(r, before)).toBe(value);
        }),
        { numRuns: 500 },
      );
    });
  }

  it("the next change of a row is the earliest of its times after now, the other field's included", () => {
    const now = '2030-01-01T00:00:00.000Z';
    const r = {
      lifecycle: 'PUBLISHED',
      start_date: '2030-01-03T00:00:00.000Z',
      end_date: '2030-01-04T00:00:00.000Z',
      registration_status: 'OPEN_RSVP',
      rsvp_start: '2029-12-01T00:00:00.000Z',
      rsvp_end: '2030-01-02T00:00:00.000Z',
    };
    expect(eventStatus.nextChange(r, now)).toBe('2030-01-03T00:00:00.000Z');
    expect(registrationStatus.nextChange(r, now)).toBe('2030-01-02T00:00:00.000Z');
    expect(registrationStatus.nextChange({ ...r, rsvp_end: null }, now)).toBe('2030-01-03T00:00:00.000Z');
    expect(
      eventStatus.nextChange({ ...r, end_date: '2029-01-01T00:00:00.000Z' }, '2030-01-05T00:00:00.000Z'),
    ).toBe(null);
  });

  it('lists the stored times a rule compares the clock with', () => {
    expect([...eventStatus.clockColumns].sort()).toEqual([
      'events.end_date',
      'events.start_date',
      'events.start_sort',
    ]);
    expect(registrationStatus.clockColumns).toEqual(
      expect.arrayContaining(['events.rsvp_start', 'events.rsvp_end', 'events.end_date']),
    );
  });
});
