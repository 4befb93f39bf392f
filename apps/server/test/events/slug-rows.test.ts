import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { serversOnOneDatabase } from '../support/servers-on-one-database.ts';
import { createEvent, eventInput, statementsOf } from './helpers.ts';

// A slug's row is kept while the site's `events` version stands still (events.reads.ts): every
// read must still see every write, its own process's and another's, at once. The read cache is
// off here, so each read reaches the kept row.
describe('reads by slug with kept rows', () => {
  let app: TestApp;
  let visitor: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({ visitorCacheMs: 0 });
    visitor = await app.visitorHeaders();
  });
  afterAll(() => app.close());

  const bySlug = (slug: string) =>
    app.request({ method: 'GET', url: `/events/v3/events/slug/${slug}`, headers: visitor });
  const call = (method: 'PATCH' | 'DELETE' | 'POST', url: string, payload?: unknown) =>
    app.request({ method, url: `/events/v3/events${url}`, headers: app.ownerHeaders(), payload });

  it('sees an update, a delete and a new event under a slug at once', async () => {
    const event = await createEvent(app, { title: 'Kept Slug' });
    expect((await bySlug('kept-slug')).json().event.title).toBe('Kept Slug');
    expect((await call('PATCH', `/${event.id}`, { event: { title: 'Kept Slug Renamed' } })).statusCode).toBe(
      200,
    );
    expect((await bySlug('kept-slug')).json().event.title).toBe('Kept Slug Renamed');
    expect((await call('DELETE', `/${event.id}`)).statusCode).toBe(200);
    expect((await bySlug('kept-slug')).statusCode).toBe(404);
    // The kept absence of a slug ends with the next write too.
    const again = await createEvent(app, { title: 'Kept Slug' });
    expect(again.slug).toBe('kept-slug');
    expect((await bySlug('kept-slug')).json().event.id).toBe(again.id);
  });

  it('hides a draft and shows it once published', async () => {
    const draft = await createEvent(app, { title: 'Kept Draft' }, { draft: true });
    expect((await bySlug(draft.slug)).statusCode).toBe(404);
    expect((await call('POST', `/${draft.id}/publish`)).statusCode).toBe(200);
    expect((await bySlug(draft.slug)).statusCode).toBe(200);
  });

  it('reads no event row for an unchanged slug: on SQLite no statement, on PostgreSQL the versions', async () => {
    const event = await createEvent(app, { title: 'Kept Quiet' });
    await bySlug(event.slug);
    const statements = await statementsOf(app, () => bySlug(event.slug));
    expect(statements.filter((sql) => /"events"\."slug" =/.test(sql))).toEqual([]);
    expect(statements.filter((sql) => /data_versions/.test(sql))).toHaveLength(
      app.dialect === 'sqlite' ? 0 : 1,
    );
  });
});

describe('reads by slug with kept rows, written by another server', () => {
  const shared = serversOnOneDatabase(2);

  it("sees another server's update at once", async () => {
    const [writer, reader] = shared.apps;
    const token = await reader.server.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { clientId: shared.site.clientId, grantType: 'anonymous' },
    });
    const visitor = { authorization: token.json().access_token as string };
    const created = await writer.server.inject({
      method: 'POST',
      url: '/events/v3/events',
      headers: shared.owner(),
      payload: { event: eventInput({ title: 'Shared Slug' }) },
    });
    const event = created.json().event;
    const read = async () =>
      (
        await reader.server.inject({
          method: 'GET',
          url: `/events/v3/events/slug/${event.slug}`,
          headers: visitor,
        })
      ).json().event.title;
    expect(await read()).toBe('Shared Slug');
    const patched = await writer.server.inject({
      method: 'PATCH',
      url: `/events/v3/events/${event.id}`,
      headers: shared.owner(),
      payload: { event: { title: 'Shared Slug Renamed' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await read()).toBe('Shared Slug Renamed');
  });
});
