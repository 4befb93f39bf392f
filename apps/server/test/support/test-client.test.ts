import { type ResponseOf } from '@tessera/contracts/routes/index';
import { eventsRoutes } from '@tessera/contracts/routes/events.routes';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { testClient, type TestClient } from './test-client.ts';

const { getEvent, getEventBySlug, listEventsByCategory } = eventsRoutes;

describe('testClient: calls typed from the route table', () => {
  let app: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    app = await createTestApp();
    client = testClient(app);
  });
  afterAll(() => app.close());

  it("answers the route's response type, filled from params and a GET input in the query", async () => {
    const event = await createEvent(app, { title: 'Typed', categories: { categories: [{ name: 'Jazz' }] } });
    const answer = await client.call(getEvent, {
      params: { eventId: event.id },
      input: { fields: ['DETAILS', 'CATEGORIES'] },
      as: await app.visitorHeaders(),
    });
    expectTypeOf(answer).toEqualTypeOf<ResponseOf<typeof getEvent>>();
    expect(answer.event).toMatchObject({ id: event.id, title: 'Typed' });
    const categoryId = answer.event?.categories?.categories?.[0]?.id;
    expect(categoryId).toEqual(expect.any(String));
    // A nested input (paging.limit) goes as dotted keys.
    await createEvent(app, { title: 'Second', categories: { categories: [{ name: 'Jazz' }] } });
    const page = await client.call(listEventsByCategory, {
      params: { categoryId: categoryId! },
      input: { paging: { limit: 1 } },
      as: app.ownerHeaders(),
    });
    expect(page.events).toHaveLength(1);
  });

  it('encodes hostile path parameters, so they address the same route', async () => {
    for (const slug of ['__proto__', '../../oauth2/token', 'a/b?c=d#e']) {
      const response = await client.send(getEventBySlug, { params: { slug }, as: app.ownerHeaders() });
      expect(response.statusCode, response.body).toBe(404);
    }
  });

  it('a call that does not answer 200 fails with its status and body', async () => {
    await expect(
      client.call(getEvent, { params: { eventId: 'no-such-event' }, as: app.ownerHeaders() }),
    ).rejects.toThrow(/GetEvent answered (400|404)/);
  });
});
