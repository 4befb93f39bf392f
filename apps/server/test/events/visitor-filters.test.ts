import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent, expectViolation, queryEvents } from './helpers.ts';

// Visitors cannot filter on what they cannot see: the owner id is hidden from them, so
// `userId` filters (a way to probe owner ids) are refused; owners keep them.
describe('filters visitors may use', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('refuses a userId filter from a visitor and answers it for the owner', async () => {
    const event = await createEvent(app, { title: 'Owned' });
    const visitor = await app.visitorHeaders();
    for (const filter of [
      { userId: event.userId },
      { userId: { $exists: true } },
      { $or: [{ userId: 'x' }] },
    ]) {
      const response = await queryEvents(app, { query: { filter } }, visitor);
      expect(response.statusCode, JSON.stringify(filter)).toBe(400);
    }
    expectViolation(
      await queryEvents(app, { query: { filter: { userId: event.userId } } }, visitor),
      'query.filter.userId',
      'FIELD_NOT_ALLOWED',
    );
    const owner = await queryEvents(app, { query: { filter: { userId: event.userId } } });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().events.map((e: { id: string }) => e.id)).toContain(event.id);
  });
});
