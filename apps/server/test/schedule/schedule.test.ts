import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The agenda of an event: draft edits, publish, discard, reschedule, and what visitors read
// (the official event page calls GET /events/v1/schedule).
describe('schedule (agenda)', () => {
  let app: TestApp;
  let owner: Record<string, string>;
  let visitor: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp();
    owner = app.ownerHeaders();
    visitor = await app.visitorHeaders();
  });
  afterAll(() => app.close());

  const item = (name: string, start: string, extra: Record<string, unknown> = {}) => ({
    name,
    timeSlot: {
      start,
      end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
      timeZoneId: 'Europe/Berlin',
    },
    ...extra,
  });
  const add = (eventId: string, data: Record<string, unknown>, headers = owner) =>
    app.request({
      method: 'POST',
      url: '/events/v1/schedule/draft',
      headers,
      payload: { eventId, item: data },
    });
  const publish = (eventId: string) =>
    app.request({ method: 'POST', url: '/events/v1/schedule/publish', headers: owner, payload: { eventId } });
  const list = (query: string, headers = visitor) =>
    app.request({ method: 'GET', url: `/events/v1/schedule?${query}`, headers });
  const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

  it('keeps items in the draft until published; visitors then read them in time order', async () => {
    const event = await createEvent(app);
    const second = await add(
      event.id,
      item('Keynote', '2031-03-01T11:00:00.000Z', { tags: ['talk'], stageName: 'Main' }),
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().item).toMatchObject({
      name: 'Keynote',
      draft: true,
      eventId: event.id,
      status: 'SCHEDULED',
    });
    expect((await add(event.id, item('Doors', '2031-03-01T10:00:00.000Z'))).statusCode).toBe(200);

    const before = await list(`eventId=${event.id}`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ total: 0, items: [] });
    const ownerDraft = await list(`eventId=${event.id}&state=DRAFT`, owner);
    expect(names(ownerDraft.json())).toEqual(['Doors', 'Keynote']);
    expect(ownerDraft.json().draftNotPublished).toBe(true);

    expect((await publish(event.id)).statusCode).toBe(200);
    const after = (await list(`eventId=${event.id}&facet=tag&facet=stageName`)).json();
    expect(names(after)).toEqual(['Doors', 'Keynote']);
    expect(after.items[0]).toMatchObject({ draft: false, timeSlot: { timeZoneId: 'Europe/Berlin' } });
    expect(after.facets).toEqual({ tag: { counts: { talk: 1 } }, stageName: { counts: { Main: 1 } } });
    expect(after).not.toHaveProperty('draftNotPublished');
    expect(after.pagingMetadata).toEqual({ count: 2, offset: 0, total: 2 });
  });

  it('edits, deletes and discards a draft without touching the published agenda', async () => {
    const event = await createEvent(app);
    const id = (await add(event.id, item('Talk', '2031-03-01T10:00:00.000Z'))).json().item.id;
    await publish(event.id);
    const renamed = await app.request({
      method: 'PATCH',
      url: `/events/v1/schedule/draft/${id}`,
      headers: owner,
      payload: { eventId: event.id, item: { name: 'Renamed', hidden: true }, fields: ['name'] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().item).toMatchObject({ name: 'Renamed', hidden: false, draft: true });
    expect(names((await list(`eventId=${event.id}`)).json())).toEqual(['Talk']);

    const got = await app.request({
      method: 'GET',
      url: `/events/v1/schedule/${id}?includeDraft=true`,
      headers: owner,
    });
    expect(got.json()).toMatchObject({
      item: { name: 'Talk', draft: false },
      draft: { name: 'Renamed', draft: true },
    });

    const deleted = await app.request({
      method: 'DELETE',
      url: `/events/v1/schedule/draft/items?eventId=${event.id}&itemIds=${id}`,
      headers: owner,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list(`eventId=${event.id}&state=DRAFT`, owner)).json().items).toEqual([]);

    const discarded = await app.request({
      method: 'DELETE',
      url: `/events/v1/schedule/draft?eventId=${event.id}`,
      headers: owner,
    });
    expect(discarded.statusCode).toBe(200);
    expect(names((await list(`eventId=${event.id}&state=DRAFT`, owner)).json())).toEqual(['Talk']);
    expect((await list(`eventId=${event.id}`, owner)).json().draftNotPublished).toBe(false);

    // Deleting in the draft and publishing removes the item for visitors.
    await app.request({
      method: 'DELETE',
      url: `/events/v1/schedule/draft/items?eventId=${event.id}&itemIds=${id}`,
      headers: owner,
    });
    await publish(event.id);
    expect((await list(`eventId=${event.id}`)).json().total).toBe(0);
  });

  it('reschedules the draft by an offset and a time zone', async () => {
    const event = await createEvent(app);
    await add(event.id, item('Talk', '2031-03-01T10:00:00.000Z'));
    const moved = await app.request({
      method: 'POST',
      url: '/events/v1/schedule/draft/reschedule',
      headers: owner,
      payload: { eventId: event.id, timeZoneId: 'America/New_York', timeSlotOffset: '7200s' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [talk] = (await list(`eventId=${event.id}&state=DRAFT`, owner)).json().items;
    expect(talk.timeSlot).toEqual({
      start: '2031-03-01T12:00:00.000Z',
      end: '2031-03-01T12:30:00.000Z',
      timeZoneId: 'America/New_York',
    });
  });

  it('filters by tag, stage, time and visibility; hides hidden items and draft events from visitors', async () => {
    const event = await createEvent(app);
    await add(
      event.id,
      item('Jazz', '2031-03-01T10:00:00.000Z', { tags: ['music', 'jazz'], stageName: 'A' }),
    );
    await add(event.id, item('Rock', '2031-03-01T12:00:00.000Z', { tags: ['music'], stageName: 'B' }));
    await add(event.id, item('Secret', '2031-03-01T13:00:00.000Z', { hidden: true }));
    await publish(event.id);
    expect(names((await list(`eventId=${event.id}&tag=jazz`)).json())).toEqual(['Jazz']);
    expect(names((await list(`eventId=${event.id}&stageName=B`)).json())).toEqual(['Rock']);
    expect(names((await list(`eventId=${event.id}&startingFrom=2031-03-01T11:00:00.000Z`)).json())).toEqual([
      'Rock',
    ]);
    expect(names((await list(`eventId=${event.id}&startingBefore=2031-03-01T12:00:00.000Z`)).json())).toEqual(
      ['Jazz'],
    );
    expect(names((await list(`eventId=${event.id}&state=HIDDEN`)).json())).toEqual(['Jazz', 'Rock']);
    expect(names((await list(`eventId=${event.id}&state=HIDDEN`, owner)).json())).toEqual(['Secret']);
    expect((await list(`eventId=${event.id}&paging.limit=1&paging.offset=1`)).json()).toMatchObject({
      total: 2,
      limit: 1,
      offset: 1,
      items: [{ name: 'Rock' }],
    });

    const draftEvent = await createEvent(app, {}, { draft: true });
    await add(draftEvent.id, item('Unseen', '2031-03-01T10:00:00.000Z'));
    await publish(draftEvent.id);
    expect((await list(`eventId=${draftEvent.id}`)).json().total).toBe(0);
    expect((await list(`eventId=${draftEvent.id}`, owner)).json().total).toBe(1);
    const id = (await list(`eventId=${draftEvent.id}`, owner)).json().items[0].id;
    const hidden = await app.request({ method: 'GET', url: `/events/v1/schedule/${id}`, headers: visitor });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().details.applicationError.code).toBe('SCHEDULE_ITEM_NOT_FOUND');
  });

  it('answers the POST fallback and the query route', async () => {
    const event = await createEvent(app);
    await add(event.id, item('B talk', '2031-03-01T10:00:00.000Z'));
    await add(event.id, item('A talk', '2031-03-01T11:00:00.000Z'));
    await publish(event.id);
    const fallback = await app.request({
      method: 'POST',
      url: '/events/v1/schedule',
      headers: visitor,
      payload: { eventId: [event.id] },
    });
    expect(names(fallback.json())).toEqual(['B talk', 'A talk']);
    const queried = await app.request({
      method: 'POST',
      url: '/events/v1/schedule/query',
      headers: visitor,
      payload: { query: { filter: { eventId: event.id }, sort: [{ fieldName: 'name', order: 'ASC' }] } },
    });
    expect(queried.statusCode, queried.body).toBe(200);
    expect(names(queried.json())).toEqual(['A talk', 'B talk']);
    const bad = await app.request({
      method: 'POST',
      url: '/events/v1/schedule/query',
      headers: visitor,
      payload: { query: { filter: { nope: 1 } } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses bad items with field violations and writes nothing', async () => {
    const event = await createEvent(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ timeSlot: { start: '2031-03-01T10:00:00.000Z', end: '2031-03-01T11:00:00.000Z' } }, 'item.name'],
      [{ name: 'No slot' }, 'item.timeSlot.start'],
      [
        item('Backwards', '2031-03-01T10:00:00.000Z', {
          timeSlot: { start: '2031-03-01T10:00:00.000Z', end: '2031-03-01T09:00:00.000Z' },
        }),
        'item.timeSlot.end',
      ],
      [
        item('Zone', '2031-03-01T10:00:00.000Z', {
          timeSlot: {
            start: '2031-03-01T10:00:00.000Z',
            end: '2031-03-01T11:00:00.000Z',
            timeZoneId: 'Mars/Olympus',
          },
        }),
        'item.timeSlot.timeZoneId',
      ],
      [item('Tags', '2031-03-01T10:00:00.000Z', { tags: ['a"b'] }), 'item.tags'],
    ];
    for (const [data, field] of cases) {
      const response = await add(event.id, data);
      expect(response.statusCode, response.body).toBe(400);
      const fields = response
        .json()
        .details.validationError.fieldViolations.map((v: { field: string }) => v.field);
      expect(
        fields.some((f: string) => f.startsWith(field)),
        `${field} in ${fields}`,
      ).toBe(true);
    }
    expect((await list(`eventId=${event.id}&state=DRAFT`, owner)).json().total).toBe(0);
    const unknownEvent = await add(
      '00000000-0000-4000-8000-000000000000',
      item('X', '2031-03-01T10:00:00.000Z'),
    );
    expect(unknownEvent.statusCode).toBe(404);
    expect(unknownEvent.json().details.applicationError.code).toBe('EVENT_NOT_FOUND');
    const wrongEvent = await app.request({
      method: 'PATCH',
      url: `/events/v1/schedule/draft/00000000-0000-4000-8000-000000000000`,
      headers: owner,
      payload: { eventId: event.id, item: { name: 'X' } },
    });
    expect(wrongEvent.statusCode).toBe(404);
    const badMask = await app.request({
      method: 'PATCH',
      url: `/events/v1/schedule/draft/00000000-0000-4000-8000-000000000000`,
      headers: owner,
      payload: { eventId: event.id, item: { name: 'X' }, fields: ['__proto__'] },
    });
    expect(badMask.statusCode).toBe(400);
  });

  it("refuses visitors' writes and another site's events", async () => {
    const event = await createEvent(app);
    expect((await add(event.id, item('X', '2031-03-01T10:00:00.000Z'), visitor)).statusCode).toBe(403);
    const other = await app.createSite('Other agenda');
    const foreign = await add(event.id, item('X', '2031-03-01T10:00:00.000Z'), app.ownerHeaders(other));
    expect(foreign.statusCode).toBe(404);
  });

  it('one draft opens once when two writers add the first items at once', async () => {
    const event = await createEvent(app);
    await add(event.id, item('Published', '2031-03-01T09:00:00.000Z'));
    await publish(event.id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        add(event.id, item(`Parallel ${i}`, `2031-03-01T1${i}:00:00.000Z`)),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const draft = (await list(`eventId=${event.id}&state=DRAFT`, owner)).json();
    expect(draft.total).toBe(9);
    expect(draft.items.filter((i: { name: string }) => i.name === 'Published')).toHaveLength(1);
  });
});
