import { type InputOf } from '@tessera/contracts/routes/index';
import { eventsRoutes } from '@tessera/contracts/routes/events.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testClient, type TestClient } from '../support/test-client.ts';
import { createEvent, queryIds } from './helpers.ts';

const { getEvent, publishDraftEvent, updateEvent } = eventsRoutes;
type EventChanges = InputOf<typeof updateEvent>['event'];

// Read-modify-write of an event holds its row: concurrent PATCHes of different fields both
// land, and publish never writes columns computed from a document another call just changed.
describe('concurrent writes to one event lose nothing', () => {
  let app: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    app = await createTestApp();
    client = testClient(app);
  });
  afterAll(() => app.close());

  const patch = (eventId: string, event: EventChanges) =>
    client.call(updateEvent, { params: { eventId }, input: { event }, as: app.ownerHeaders() });
  const read = async (eventId: string) =>
    (
      await client.call(getEvent, {
        params: { eventId },
        input: { fields: ['DETAILS'] },
        as: app.ownerHeaders(),
      })
    ).event!;

  it('keeps both of two racing PATCHes of different fields, 20 rounds out of 20', async () => {
    const event = await createEvent(app, { title: 'Race Base' });
    for (let round = 0; round < 20; round++) {
      // Both answer 200 (call fails the test otherwise).
      await Promise.all([
        patch(event.id, { shortDescription: `description ${round}` }),
        patch(event.id, { location: { type: 'VENUE', name: `Hall ${round}` } }),
      ]);
      const now = await read(event.id);
      expect(now.shortDescription, `round ${round}`).toBe(`description ${round}`);
      expect(now.location?.name, `round ${round}`).toBe(`Hall ${round}`);
    }
  });

  it('publish racing a title change keeps the row columns in step with the document', async () => {
    for (let round = 0; round < 10; round++) {
      const draft = await createEvent(app, { title: `Draft ${round}` }, { draft: true });
      await Promise.all([
        patch(draft.id, { title: `Renamed ${round}` }),
        client.call(publishDraftEvent, { params: { eventId: draft.id }, as: app.ownerHeaders() }),
      ]);
      const now = await read(draft.id);
      expect(now.title).toBe(`Renamed ${round}`);
      expect(now.status).toBe('UPCOMING');
      // The title column (what filters read) matches the document.
      expect(await queryIds(app, { filter: { title: `Renamed ${round}` } })).toEqual([draft.id]);
    }
  });
});
