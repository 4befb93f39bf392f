import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_LIMIT } from '../../src/platform/query/run-query.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Past COUNT_LIMIT matches, queries stop counting and say so instead of returning a total.
describe('query totals on large result sets', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    const template = await app.request({
      method: 'POST',
      url: '/events/v3/events',
      headers: app.ownerHeaders(),
      payload: {
        event: {
          title: 'Template',
          location: { type: 'ONLINE' },
          dateAndTimeSettings: { startDate: '2031-01-01T10:00:00.000Z', endDate: '2031-01-01T12:00:00.000Z' },
          registration: { initialType: 'RSVP' },
        },
      },
    });
    const row = await app.db
      .selectFrom('events')
      .selectAll()
      .where('id', '=', template.json().event.id)
      .executeTakeFirstOrThrow();
    // Rows copied straight into the table: 10,000 API calls would make this test slow.
    const rows = Array.from({ length: COUNT_LIMIT + 5 }, (_, i) => ({
      ...row,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      slug: `bulk-${i}`,
      title: `Bulk ${i}`,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await app.db
        .insertInto('events')
        .values(rows.slice(i, i + 500))
        .execute();
  }, 120_000);
  afterAll(() => app.close());

  it('reports tooManyToCount instead of a total past the counting limit', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/events/v3/events/query',
      headers: app.ownerHeaders(),
      payload: { query: { paging: { limit: 10 } } },
    });
    expect(response.statusCode).toBe(200);
    const { pagingMetadata, events } = response.json();
    expect(events).toHaveLength(10);
    expect(pagingMetadata).toMatchObject({ count: 10, offset: 0, tooManyToCount: true });
    expect(pagingMetadata.total).toBeUndefined();
  });

  it('still counts exactly when a filter narrows the matches', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/events/v3/events/query',
      headers: app.ownerHeaders(),
      payload: { query: { filter: { title: { $startsWith: 'bulk 1' } }, paging: { limit: 5 } } },
    });
    expect(response.statusCode).toBe(200);
    // "Bulk 1", "Bulk 10".."Bulk 19", "Bulk 100".."Bulk 199", "Bulk 1000".."Bulk 1999", "Bulk 10000".."Bulk 10004"
    expect(response.json().pagingMetadata).toMatchObject({
      count: 5,
      total: 1 + 10 + 100 + 1000 + 5,
      tooManyToCount: false,
    });
  });
});
