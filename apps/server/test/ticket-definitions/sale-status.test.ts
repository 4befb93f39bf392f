import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { saleStatus, saleStatusAt } from '../../src/modules/ticket-definitions/sale-status.ts';
import { createTestDatabaseUrl } from '../support/database.ts';

/**
 * Sale status is declared once (sale-status.ts) and compiled to SQL and TypeScript: the CASE, the
 * `= value` conditions the visitor listing uses and `at` agree for random periods and instants
 * (NULL ends, either side of the clock, exactly at it), on each database.
 */
describe('sale status: SQL and TypeScript agree', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = openDatabase({ databaseUrl: await createTestDatabaseUrl(), sqliteFile: ':memory:' });
  });
  afterAll(() => database.destroy());

  const base = Date.UTC(2030, 0, 1);
  const instant = fc.integer({ min: -4, max: 4 }).map((h) => new Date(base + h * 3_600_000).toISOString());
  const maybeInstant = fc.option(instant, { nil: null });

  it('for random sale periods and instants', async () => {
    await fc.assert(
      fc.asyncProperty(maybeInstant, maybeInstant, instant, async (start, end, now) => {
        const text = (v: string | null) => sql`CAST(${v} AS TEXT)`;
        const equalities = saleStatus.values.map((value, i) =>
          sql`CASE WHEN ${saleStatus.equals(value, now)} THEN 1 ELSE 0 END`.as(`e${i}`),
        );
        const result = await sql<Record<string, unknown>>`SELECT ${saleStatus.sql(now)} AS value, ${sql.join(
          equalities.map((e) => sql`${e}`),
        )} FROM (SELECT ${text(start)} AS sale_start, ${text(end)} AS sale_end) ticket_definitions`.execute(
          database.db,
        );
        const answer = result.rows[0];
        const expected = saleStatusAt(now, start, end);
        expect(answer.value).toBe(expected);
        expect(saleStatus.values.filter((_, i) => Number(answer[`e${i}`]) === 1)).toEqual([expected]);
      }),
      { numRuns: 150 },
    );
  });

  it('reads the clock against the start and the end of the sale only', () => {
    expect([...saleStatus.clockColumns].sort()).toEqual([
      'ticket_definitions.sale_end',
      'ticket_definitions.sale_start',
    ]);
  });
});
