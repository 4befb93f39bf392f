import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewSite } from '../../src/modules/sites/sites.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent, eventInput } from './helpers.ts';

// Who may call each Events v3 route: owners write, visitors read, other sites see nothing.
describe('Events v3 permissions, route by route', () => {
  let app: TestApp;
  let other: NewSite;
  let eventId: string;
  let categoryId: string;

  beforeAll(async () => {
    app = await createTestApp();
    other = await app.createSite();
    const event = await createEvent(
      app,
      { categories: { categories: [{ name: 'Perm' }] } },
      { fields: ['CATEGORIES'] },
    );
    eventId = event.id;
    categoryId = event.categories.categories[0].id;
  });
  afterAll(() => app.close());

  type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: () => string; payload?: () => unknown };
  const writes: Record<string, Call> = {
    CreateEvent: { method: 'POST', url: () => '/events/v3/events', payload: () => ({ event: eventInput() }) },
    CloneEvent: { method: 'POST', url: () => `/events/v3/events/${eventId}/clone`, payload: () => ({}) },
    UpdateEvent: {
      method: 'PATCH',
      url: () => `/events/v3/events/${eventId}`,
      payload: () => ({ event: { title: 'X' } }),
    },
    PublishDraftEvent: {
      method: 'POST',
      url: () => `/events/v3/events/${eventId}/publish`,
      payload: () => ({}),
    },
    CancelEvent: { method: 'POST', url: () => `/events/v3/events/${eventId}/cancel`, payload: () => ({}) },
    BulkCancelEventsByFilter: {
      method: 'POST',
      url: () => '/events/v3/bulk/events/cancel-by-filter',
      payload: () => ({ filter: { filter: {} } }),
    },
    DeleteEvent: { method: 'DELETE', url: () => `/events/v3/events/${eventId}` },
    BulkDeleteEventsByFilter: {
      method: 'POST',
      url: () => '/events/v3/bulk/events/delete-by-filter',
      payload: () => ({ filter: { filter: {} } }),
    },
  };
  const reads: Record<string, Call> = {
    QueryEvents: { method: 'POST', url: () => '/events/v3/events/query', payload: () => ({}) },
    CountEventsByStatus: {
      method: 'POST',
      url: () => '/events/v3/events/count-by-status',
      payload: () => ({}),
    },
    ListEventsByCategory: { method: 'GET', url: () => `/events/v3/events/category/${categoryId}` },
    GetEvent: { method: 'GET', url: () => `/events/v3/events/${eventId}` },
    GetEventBySlug: { method: 'GET', url: () => '/events/v3/events/slug/test-event' },
  };
  const call = (c: Call, headers: Record<string, string>) =>
    app.request({ method: c.method, url: c.url(), headers, payload: c.payload?.() });

  for (const [name, c] of Object.entries({ ...writes, ...reads })) {
    it(`${name}: 401 without credentials`, async () => {
      const response = await call(c, {});
      expect(response.statusCode).toBe(401);
      expect(response.json().details.applicationError.code).toBe('UNAUTHENTICATED');
    });
  }

  for (const [name, c] of Object.entries(writes)) {
    it(`${name}: 403 for a visitor, and nothing changes`, async () => {
      const before = await app.db.selectFrom('events').selectAll().orderBy('id').execute();
      const response = await call(c, await app.visitorHeaders());
      expect(response.statusCode).toBe(403);
      expect(response.json().details.applicationError.code).toBe('PERMISSION_DENIED');
      expect(await app.db.selectFrom('events').selectAll().orderBy('id').execute()).toEqual(before);
    });
  }

  for (const [name, c] of Object.entries(reads)) {
    it(`${name}: 200 for a visitor of the site`, async () => {
      const response = await call(c, await app.visitorHeaders());
      expect(response.statusCode, response.body).toBe(200);
    });
  }

  it("another site's owner cannot see or change this site's event", async () => {
    const headers = app.ownerHeaders(other);
    for (const c of [
      reads.GetEvent,
      reads.ListEventsByCategory,
      writes.UpdateEvent,
      writes.CancelEvent,
      writes.CloneEvent,
      writes.DeleteEvent,
    ]) {
      const response = await call(c, headers);
      expect(response.statusCode, `${c.method} ${c.url()}`).toBe(404);
    }
    const query = await call(reads.QueryEvents, headers);
    expect(query.json().events).toEqual([]);
    await call(writes.BulkDeleteEventsByFilter, headers);
    const still = await app.request({
      method: 'GET',
      url: `/events/v3/events/${eventId}`,
      headers: app.ownerHeaders(),
    });
    expect(still.statusCode).toBe(200);
  });

  it("an API key sent with another site's id is refused", async () => {
    const response = await call(reads.QueryEvents, {
      authorization: app.site.apiKey,
      'wix-site-id': other.siteId,
    });
    expect(response.statusCode).toBe(403);
  });
});
