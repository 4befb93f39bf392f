import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type DatabaseConnection,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staleCheckouts } from '../../src/modules/store-cart/index.ts';
import type { Database } from '../../src/platform/database-schema.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** A Kysely of the app's dialect that runs nothing: it keeps what it is asked to run, to EXPLAIN it. */
function recorder(dialect: TestApp['dialect']) {
  const statements: CompiledQuery[] = [];
  const connection: DatabaseConnection = {
    executeQuery: async (query) => {
      statements.push(query);
      return { rows: [] };
    },
    streamQuery: async function* () {},
  };
  const postgres = dialect === 'postgres';
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => (postgres ? new PostgresAdapter() : new SqliteAdapter()),
      createQueryCompiler: () => (postgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
      createIntrospector: (k) => (postgres ? new PostgresIntrospector(k) : new SqliteIntrospector(k)),
      createDriver: () => ({
        init: async () => {},
        acquireConnection: async () => connection,
        beginTransaction: async () => {},
        commitTransaction: async () => {},
        rollbackTransaction: async () => {},
        releaseConnection: async () => {},
        destroy: async () => {},
      }),
    },
  });
  return { db, statements };
}

describe('the abandonment sweep reads store_checkouts by its index (migration 0053)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('EXPLAIN of staleCheckouts, first batch and a later one, uses store_checkouts_abandonment_sweep', async () => {
    const { db, statements } = recorder(app.dialect);
    const before = '2026-11-20T10:00:00.000Z';
    await staleCheckouts(db, { before, after: null, limit: 100 });
    await staleCheckouts(db, {
      before,
      after: { updatedDate: '2026-11-20T09:00:00.000Z', id: 'x' },
      limit: 100,
    });
    expect(statements).toHaveLength(2);
    for (const statement of statements) {
      const plan =
        app.dialect === 'postgres'
          ? await app.db.transaction().execute(async (trx) => {
              // An empty table is read whole by choice; without that choice the index must serve.
              await sql`SET LOCAL enable_seqscan = off`.execute(trx);
              const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>(
                CompiledQuery.raw(`EXPLAIN ${statement.sql}`, [...statement.parameters]),
              );
              return explained.rows.map((r) => r['QUERY PLAN']);
            })
          : (
              await app.db.executeQuery<{ detail: string }>(
                CompiledQuery.raw(`EXPLAIN QUERY PLAN ${statement.sql}`, [...statement.parameters]),
              )
            ).rows.map((r) => r.detail);
      const text = plan.join('\n');
      expect(text).toContain('store_checkouts_abandonment_sweep');
      // The index gives the (updated date, id) order: no sort of the stale rows.
      if (app.dialect === 'sqlite') expect(text).not.toContain('TEMP B-TREE');
    }
  });
});
