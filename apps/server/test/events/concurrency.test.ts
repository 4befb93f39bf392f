import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Racing calls (real parallelism on PostgreSQL's connection pool): state changes happen once.
describe('concurrent event calls', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const create = (title: string, draft = false) =>
    app.request({
      method: 'POST',
      url: '/events/v3/events',
      headers: app.ownerHeaders(),
      payload: {
        draft,
        event: {
          title,
          location: { type: 'ONLINE' },
          dateAndTimeSettings: { startDate: '2032-05-01T10:00:00.000Z', endDate: '2032-05-01T12:00:00.000Z' },
          registration: { initialType: 'RSVP' },
        },
      },
    });

  it('publishes a draft exactly once when publish calls race', async () => {
    const id = (await create('Race to publish', true)).json().event.id;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.request({
          method: 'POST',
          url: `/events/v3/events/${id}/publish`,
          headers: app.ownerHeaders(),
          payload: {},
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 428)).toBe(true);
    const published = await app.db.selectFrom('outbox').select('name').where('entity_id', '=', id).execute();
    expect(published.filter((e) => e.name === 'event_published')).toHaveLength(1);
  });

  it('cancels exactly once when cancel calls race', async () => {
    const id = (await create('Race to cancel')).json().event.id;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.request({
          method: 'POST',
          url: `/events/v3/events/${id}/cancel`,
          headers: app.ownerHeaders(),
          payload: {},
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      results
        .filter((r) => r.statusCode !== 200)
        .every((r) => r.json().details.applicationError.code === 'INVALID_EVENT_STATUS_TRANSITION'),
    ).toBe(true);
  });

  it('gives events created at once with the same title distinct slugs', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => create('Same Title')));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const slugs = new Set(results.map((r) => r.json().event.slug));
    expect(slugs.size).toBe(10);
    expect(slugs).toContain('same-title');
  });
});
