import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Event categories: manual names unique per site (also under concurrent creators), membership
// by id, in bulk and by filter (a job), the order of a category's events.
describe('categories', () => {
  let app: TestApp;
  let owner: Record<string, string>;
  let visitor: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp();
    owner = app.ownerHeaders();
    visitor = await app.visitorHeaders();
  });
  afterAll(() => app.close());

  const create = (name: string, headers = owner) =>
    app.request({ method: 'POST', url: '/events/v1/categories', headers, payload: { category: { name } } });
  const categoryNamed = async (name: string): Promise<string> => {
    const response = await create(name);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().category.id;
  };
  const categoriesOf = async (eventId: string, headers = owner): Promise<string[]> => {
    const response = await app.request({ method: 'GET', url: `/events/v1/categories/${eventId}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().categories.map((c: { name: string }) => c.name);
  };
  const eventsIn = async (categoryId: string): Promise<string[]> => {
    const response = await app.request({
      method: 'GET',
      url: `/events/v3/events/category/${categoryId}`,
      headers: visitor,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().events.map((e: { id: string }) => e.id);
  };
  const manualRows = (key: string) =>
    app.db
      .selectFrom('categories')
      .select('id')
      .where('site_id', '=', app.site.siteId)
      .where('name_key', '=', key)
      .execute();

  it('creates a manual category; a name taken in any spelling is 409', async () => {
    const created = await create('  Jazz   Nights ');
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().category).toMatchObject({ name: 'Jazz Nights', states: ['MANUAL'] });
    for (const spelling of ['jazz nights', 'JAZZ  NIGHTS', 'Ｊａｚｚ Nights']) {
      const again = await create(spelling);
      expect(again.statusCode, spelling).toBe(409);
      expect(again.json().details.applicationError.code).toBe('CATEGORY_NAME_ALREADY_EXISTS');
    }
    expect(await manualRows('jazz nights')).toHaveLength(1);
  });

  it('makes one category when twenty creators race for one name', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create(i % 2 ? 'Race Day' : 'race day')),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await manualRows('race day')).toHaveLength(1);
  });

  it('gives racing event writers that name one new category the same category', async () => {
    const events = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createEvent(
          app,
          { title: `Festival ${i}`, categories: { categories: [{ name: i % 2 ? 'Festival' : 'FESTIVAL' }] } },
          { fields: ['CATEGORIES'] },
        ),
      ),
    );
    const ids = new Set(events.map((e) => e.categories.categories[0].id));
    expect(ids.size).toBe(1);
    expect(await manualRows('festival')).toHaveLength(1);
    expect((await eventsIn([...ids][0])).sort()).toEqual(events.map((e) => e.id).sort());
  });

  it('bulk creates with a result per name', async () => {
    await categoryNamed('Taken Bulk');
    const response = await app.request({
      method: 'POST',
      url: '/events/v1/bulk/categories/create',
      headers: owner,
      payload: { categories: [{ name: 'Bulk One' }, { name: 'taken bulk' }, { name: 'BULK ONE' }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.results.map((r: { itemMetadata: { success: boolean } }) => r.itemMetadata.success)).toEqual([
      true,
      false,
      false,
    ]);
    expect(body.results[1].itemMetadata.error.code).toBe('CATEGORY_NAME_ALREADY_EXISTS');
    expect(body.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 2, undetailedFailures: 0 });
  });

  it('renames (409 on a taken name), deletes, and queries with counts', async () => {
    const id = await categoryNamed('Old Name');
    await categoryNamed('Other Name');
    const rename = (name: string) =>
      app.request({
        method: 'PATCH',
        url: `/events/v1/categories/${id}`,
        headers: owner,
        payload: { category: { name } },
      });
    expect((await rename('New Name')).json().category.name).toBe('New Name');
    expect((await rename('other name')).statusCode).toBe(409);
    const event = await createEvent(app);
    const draft = await createEvent(app, {}, { draft: true });
    await app.request({
      method: 'POST',
      url: `/events/v1/categories/${id}/events`,
      headers: owner,
      payload: { eventId: [event.id, draft.id] },
    });
    const queried = await app.request({
      method: 'POST',
      url: '/events/v1/categories/query',
      headers: owner,
      payload: { query: { filter: { id } }, fieldset: ['COUNTS'] },
    });
    expect(queried.json().categories[0]).toMatchObject({
      name: 'New Name',
      counts: { assignedEventsCount: 1, assignedDraftEventsCount: 1 },
    });
    const byState = await app.request({
      method: 'POST',
      url: '/events/v1/categories/query',
      headers: visitor,
      payload: { query: { filter: { states: { $hasSome: ['RECURRING_EVENT'] } } } },
    });
    expect(byState.statusCode, byState.body).toBe(200);
    expect(byState.json().categories).toEqual([]);
    expect(
      (await app.request({ method: 'DELETE', url: `/events/v1/categories/${id}`, headers: owner }))
        .statusCode,
    ).toBe(200);
    expect(await categoriesOf(event.id)).toEqual([]);
    const gone = await rename('Again');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().details.applicationError.code).toBe('CATEGORY_NOT_FOUND');
  });

  it('assigns and unassigns events by id and in bulk', async () => {
    const a = await categoryNamed('Assign A');
    const b = await categoryNamed('Assign B');
    const [one, two] = [await createEvent(app), await createEvent(app)];
    const assigned = await app.request({
      method: 'POST',
      url: '/events/v1/bulk/categories/events',
      headers: owner,
      payload: { categoryId: [a, b, '00000000-0000-4000-8000-000000000000'], eventId: [one.id, two.id] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 1 });
    expect(await categoriesOf(one.id)).toEqual(['Assign A', 'Assign B']);

    const single = await app.request({
      method: 'DELETE',
      url: `/events/v1/categories/${a}/events?eventId=${one.id}`,
      headers: owner,
    });
    expect(single.statusCode, single.body).toBe(200);
    expect(await categoriesOf(one.id)).toEqual(['Assign B']);
    const bulk = await app.request({
      method: 'DELETE',
      url: `/events/v1/bulk/categories/events?categoryId=${b}`,
      headers: owner,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(await categoriesOf(one.id)).toEqual([]);
    expect(await categoriesOf(two.id)).toEqual(['Assign A']);

    const missing = await app.request({
      method: 'POST',
      url: `/events/v1/categories/${a}/events`,
      headers: owner,
      payload: { eventId: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.validationError.fieldViolations[0].field).toBe('eventId[0]');
  });

  it('assigns and unassigns by an events filter, 100 events per transaction', async () => {
    const id = await categoryNamed('By Filter');
    const tagged = await Promise.all([1, 2, 3].map((i) => createEvent(app, { title: `Filtered ${i}` })));
    const other = await createEvent(app, { title: 'Unfiltered' });
    const byFilter = (kind: 'assign' | 'unassign', filter: unknown) =>
      app.request({
        method: 'POST',
        url: `/events/v1/bulk-async/categories/${kind}-events-by-filter`,
        headers: owner,
        payload: { categoryId: [id], filter },
      });
    const queued = await byFilter('assign', { title: { $startsWith: 'Filtered' } });
    expect(queued.statusCode, queued.body).toBe(200);
    expect((await eventsIn(id)).sort()).toEqual(tagged.map((e) => e.id).sort());
    expect(await categoriesOf(other.id)).toEqual([]);
    await byFilter('unassign', { title: 'Filtered 2' });
    expect((await eventsIn(id)).length).toBe(2);
    const bad = await byFilter('assign', { nope: { $eq: 1 } });
    expect(bad.statusCode).toBe(400);
  });

  it('orders the events of a category', async () => {
    const id = await categoryNamed('Ordered');
    const events = [];
    for (let i = 0; i < 3; i++) events.push(await createEvent(app, { title: `Ordered ${i}` }));
    const ids = events.map((e) => e.id);
    await app.request({
      method: 'POST',
      url: `/events/v1/categories/${id}/events`,
      headers: owner,
      payload: { eventId: ids },
    });
    const reorder = (payload: Record<string, unknown>) =>
      app.request({ method: 'POST', url: `/events/v1/categories/${id}/reorder`, headers: owner, payload });
    const moved = await reorder({ eventId: ids[2], beforeEventId: ids[0] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await eventsIn(id)).toEqual([ids[2], ids[0], ids[1]]);
    await reorder({ eventId: ids[2] });
    expect(await eventsIn(id)).toEqual([ids[0], ids[1], ids[2]]);
    const both = await reorder({ eventId: ids[0], beforeEventId: ids[1], afterEventId: ids[2] });
    expect(both.statusCode).toBe(400);
    expect(both.json().details.applicationError.code).toBe('INVALID_REORDER_INSTRUCTION');
  });

  it('shows visitors the categories of published events only; refuses writes without the scope', async () => {
    const draft = await createEvent(
      app,
      { categories: { categories: [{ name: 'Draft Only' }] } },
      { draft: true },
    );
    const seen = await app.request({
      method: 'GET',
      url: `/events/v1/categories/${draft.id}`,
      headers: visitor,
    });
    expect(seen.statusCode).toBe(404);
    expect(await categoriesOf(draft.id)).toEqual(['Draft Only']);
    expect((await create('Visitor made', visitor)).statusCode).toBe(403);
    const other = await app.createSite('Other categories');
    expect((await create('Jazz Nights', app.ownerHeaders(other))).statusCode).toBe(200);
  });
});
