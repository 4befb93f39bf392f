import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent, queryIds } from './helpers.ts';

// Read-modify-write of an event holds its row: concurrent PATCHes of different fields both
// land, and publish never writes columns computed from a document another call just changed.
describe('concurrent writes to one event lose nothing', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const patch = (id: string, event: Record<string, unknown>) =>
    app.request({
      method: 'PATCH',
      url: `/events/v3/events/${id}`,
      headers: app.ownerHeaders(),
      payload: { event },
    });
  const read = async (id: string) =>
    (
      await app.request({
        method: 'GET',
        url: `/events/v3/events/${id}?fields=DETAILS`,
        headers: app.ownerHeaders(),
      })
    ).json().event;

  it('keeps both of two racing PATCHes of different fields, 20 rounds out of 20', async () => {
    const event = await createEvent(app, { title: 'Race Base' });
    for (let round = 0; round < 20; round++) {
      const [a, b] = await Promise.all([
        patch(event.id, { shortDescription: `description ${round}` }),
        patch(event.id, { location: { type: 'VENUE', name: `Hall ${round}` } }),
      ]);
      expect(a.statusCode, a.body).toBe(200);
      expect(b.statusCode, b.body).toBe(200);
      const now = await read(event.id);
      expect(now.shortDescription, `round ${round}`).toBe(`description ${round}`);
      expect(now.location.name, `round ${round}`).toBe(`Hall ${round}`);
    }
  });

  it('publish racing a title change keeps the row columns in step with the document', async () => {
    for (let round = 0; round < 10; round++) {
      const draft = await createEvent(app, { title: `Draft ${round}` }, { draft: true });
      const [renamed, published] = await Promise.all([
        patch(draft.id, { title: `Renamed ${round}` }),
        app.request({
          method: 'POST',
          url: `/events/v3/events/${draft.id}/publish`,
          headers: app.ownerHeaders(),
          payload: {},
        }),
      ]);
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(published.statusCode, published.body).toBe(200);
      const now = await read(draft.id);
      expect(now.title).toBe(`Renamed ${round}`);
      expect(now.status).toBe('UPCOMING');
      // The title column (what filters read) matches the document.
      expect(await queryIds(app, { filter: { title: `Renamed ${round}` } })).toEqual([draft.id]);
    }
  });
});
