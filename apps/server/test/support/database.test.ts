import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabaseUrl, testDialect } from './database.ts';

describe('createTestDatabaseUrl', () => {
  it.runIf(testDialect === 'postgres')(
    'returns the URL of a fresh PostgreSQL database that answers SELECT 1',
    async () => {
      const url = await createTestDatabaseUrl();
      expect(url).toMatch(/^postgres:\/\/.+\/t_[0-9a-f]{16}\?host=.+$/);

      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const result = await client.query('SELECT 1 AS one, current_database() AS db');
        expect(result.rows).toEqual([{ one: 1, db: new URL(url!).pathname.slice(1) }]);
      } finally {
        await client.end();
      }
    },
  );

  it.runIf(testDialect === 'postgres')('returns a different database on every call', async () => {
    const [a, b] = await Promise.all([createTestDatabaseUrl(), createTestDatabaseUrl()]);
    expect(a).toBeDefined();
    expect(a).not.toBe(b);
  });

  it.runIf(testDialect === 'sqlite')('returns undefined in sqlite mode', async () => {
    expect(await createTestDatabaseUrl()).toBeUndefined();
  });
});
