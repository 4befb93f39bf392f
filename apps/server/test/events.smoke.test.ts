import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('events smoke', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('creates, reads by slug, and queries an event', async () => {
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const end = new Date(Date.now() + 90_000_000).toISOString();
    const created = await app.request({
      method: 'POST',
      url: '/events/v3/events',
      headers: app.ownerHeaders(),
      payload: {
        event: {
          title: 'Smoke Test',
          location: { type: 'VENUE', name: 'Hall' },
          dateAndTimeSettings: { startDate: start, endDate: end },
          registration: { initialType: 'RSVP' },
        },
        fields: ['DETAILS', 'REGISTRATION', 'URLS'],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const event = created.json().event;
    expect(event).toMatchObject({ title: 'Smoke Test', slug: 'smoke-test', status: 'UPCOMING' });
    expect(event.registration).toMatchObject({ type: 'RSVP', status: 'OPEN_RSVP' });
    expect(created.headers['x-wix-request-id']).toBeTruthy();

    const visitor = await app.visitorHeaders();
    const bySlug = await app.request({
      method: 'GET',
      url: '/events/v3/events/slug/smoke-test',
      headers: visitor,
    });
    expect(bySlug.statusCode, bySlug.body).toBe(200);
    expect(bySlug.json().event.id).toBe(event.id);

    const query = await app.request({
      method: 'POST',
      url: '/events/v3/events/query',
      headers: visitor,
      payload: { query: { filter: { status: { $in: ['UPCOMING'] }, title: { $startsWith: 'smoke' } } } },
    });
    expect(query.statusCode, query.body).toBe(200);
    expect(query.json().pagingMetadata).toMatchObject({
      count: 1,
      offset: 0,
      total: 1,
      tooManyToCount: false,
    });
  });
});
