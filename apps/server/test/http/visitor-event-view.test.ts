import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent } from '../events/helpers.ts';

const FIELDS = ['ONLINE_CONFERENCING_SESSION', 'FEED'];

describe('what visitors see of an event (what a guest may see, not what its owner sees)', () => {
  let app: TestApp;
  let eventId: string;

  beforeAll(async () => {
    // No read cache: each read below reflects its caller's own view.
    app = await createTestApp({ visitorCacheMs: 0 });
    const event = await createEvent(app, {
      title: 'Private Webinar',
      location: { type: 'ONLINE' },
      onlineConferencing: { enabled: true, type: 'WEBINAR' },
    });
    eventId = event.id;
  });
  afterAll(() => app.close());

  const getEvent = async (headers: Record<string, string>) => {
    const query = FIELDS.map((f) => `fields=${f}`).join('&');
    const response = await app.request({
      method: 'GET',
      url: `/events/v3/events/${eventId}?${query}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().event;
  };
  const queryEvent = async (headers: Record<string, string>) => {
    const response = await app.request({
      method: 'POST',
      url: '/events/v3/events/query',
      headers,
      payload: { query: { filter: { title: 'Private Webinar' } }, fields: FIELDS },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [event] = response.json().events;
    return event;
  };

  it('owners keep the feed token, the session secrets and the owner id', async () => {
    for (const event of [await getEvent(app.ownerHeaders()), await queryEvent(app.ownerHeaders())]) {
      expect(event.feed.token).toEqual(expect.any(String));
      expect(event.onlineConferencing.session).toMatchObject({
        hostLink: expect.any(String),
        guestLink: expect.any(String),
        password: expect.any(String),
      });
      expect(event.userId).toEqual(expect.any(String));
    }
  });

  it('visitors get none of them, from getEvent or queryEvents', async () => {
    const visitor = await app.visitorHeaders();
    for (const event of [await getEvent(visitor), await queryEvent(visitor)]) {
      expect(event.feed?.token).toBeUndefined();
      const session = event.onlineConferencing.session;
      expect(session.sessionCreated).toBe(true);
      expect(session).not.toHaveProperty('password');
      expect(session).not.toHaveProperty('guestLink');
      expect(session).not.toHaveProperty('hostLink');
      expect(event).not.toHaveProperty('userId');
      expect(JSON.stringify(event)).not.toContain('/conference/');
    }
  });
});
