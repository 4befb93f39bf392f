import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent, expectAppError, inHours, queryIds, recordDomainEvents } from './helpers.ts';

describe('event lifecycle', () => {
  let app: TestApp;
  let outbox: ReturnType<typeof recordDomainEvents>;
  beforeAll(async () => {
    app = await createTestApp();
    outbox = recordDomainEvents(app);
  });
  afterAll(() => app.close());

  const call = (
    method: 'POST' | 'DELETE' | 'GET',
    url: string,
    payload?: unknown,
    headers = app.ownerHeaders(),
  ) => app.request({ method, url: `/events/v3${url}`, headers, payload });
  const publish = (id: string, headers?: Record<string, string>) =>
    call('POST', `/events/${id}/publish`, {}, headers);
  const cancel = (id: string, headers?: Record<string, string>) =>
    call('POST', `/events/${id}/cancel`, {}, headers);
  const ok = async (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  const startedEvent = (title: string) =>
    createEvent(app, { title, dateAndTimeSettings: { startDate: inHours(-1), endDate: inHours(2) } });
  const endedEvent = (title: string) =>
    createEvent(app, { title, dateAndTimeSettings: { startDate: inHours(-5), endDate: inHours(-3) } });

  describe('status follows the dates', () => {
    it('is UPCOMING, STARTED or ENDED by the clock', async () => {
      expect((await createEvent(app, { title: 'Future' })).status).toBe('UPCOMING');
      expect((await startedEvent('Running')).status).toBe('STARTED');
      expect((await endedEvent('Past')).status).toBe('ENDED');
    });

    it('closes registration of an ended event', async () => {
      const event = await createEvent(
        app,
        { title: 'Closed', dateAndTimeSettings: { startDate: inHours(-5), endDate: inHours(-3) } },
        { fields: ['REGISTRATION'] },
      );
      expect(event.registration.status).toBe('CLOSED_AUTOMATICALLY');
    });
  });

  describe('publish', () => {
    it('moves a draft to UPCOMING and records its publication', async () => {
      const draft = await createEvent(app, { title: 'To Publish' }, { draft: true });
      const { event } = await ok(await publish(draft.id));
      expect(event).toMatchObject({ id: draft.id, status: 'UPCOMING', publishedDate: expect.any(String) });
      expect(await outbox.namesFor(draft.id)).toEqual(['event_created', 'event_published']);
    });

    it('returns the requested fields', async () => {
      const draft = await createEvent(app, { title: 'Publish Fields' }, { draft: true });
      const { event } = await ok(
        await call('POST', `/events/${draft.id}/publish`, { fields: ['REGISTRATION'] }),
      );
      expect(event.registration.status).toBe('OPEN_RSVP');
    });

    it('refuses to publish twice with 428 EVENT_ALREADY_PUBLISHED', async () => {
      const draft = await createEvent(app, { title: 'Publish Twice' }, { draft: true });
      await ok(await publish(draft.id));
      expectAppError(await publish(draft.id), 428, 'EVENT_ALREADY_PUBLISHED');
    });

    it('refuses to publish a canceled event', async () => {
      const event = await createEvent(app, { title: 'Canceled Publish' });
      await ok(await cancel(event.id));
      expectAppError(await publish(event.id), 428, 'INVALID_EVENT_STATUS_TRANSITION');
    });

    it('answers 404 for an unknown event and 403 for visitors', async () => {
      expectAppError(await publish(randomUUID()), 404, 'EVENT_NOT_FOUND');
      const draft = await createEvent(app, { title: 'Visitor Publish' }, { draft: true });
      expectAppError(await publish(draft.id, await app.visitorHeaders()), 403, 'PERMISSION_DENIED');
    });
  });

  describe('cancel', () => {
    it('cancels an upcoming event and closes its registration', async () => {
      const created = await createEvent(app, { title: 'To Cancel' });
      const response = await call('POST', `/events/${created.id}/cancel`, {
        fields: ['REGISTRATION', 'DASHBOARD'],
      });
      const { event } = await ok(response);
      expect(event).toMatchObject({
        status: 'CANCELED',
        registration: { status: 'CLOSED_AUTOMATICALLY' },
        summaries: { cancellation: { canceledDate: expect.any(String), actorType: 'USER' } },
      });
      expect(await outbox.namesFor(created.id)).toEqual([
        'event_created',
        'event_published',
        'event_canceled',
      ]);
    });

    it('cancels a started event', async () => {
      const event = await startedEvent('Started Cancel');
      expect((await ok(await cancel(event.id))).event.status).toBe('CANCELED');
    });

    it('refuses to cancel a draft, an ended or a canceled event', async () => {
      const draft = await createEvent(app, { title: 'Draft Cancel' }, { draft: true });
      const ended = await endedEvent('Ended Cancel');
      const canceled = await createEvent(app, { title: 'Cancel Twice' });
      await ok(await cancel(canceled.id));
      for (const [event, status] of [
        [draft, 'DRAFT'],
        [ended, 'ENDED'],
        [canceled, 'CANCELED'],
      ]) {
        const error = expectAppError(await cancel(event.id), 428, 'INVALID_EVENT_STATUS_TRANSITION');
        expect(error.data).toMatchObject({ eventId: event.id, status });
      }
    });

    it('refuses visitors', async () => {
      const event = await createEvent(app, { title: 'Visitor Cancel' });
      expectAppError(await cancel(event.id, await app.visitorHeaders()), 403, 'PERMISSION_DENIED');
    });
  });

  describe('clone', () => {
    it('copies an event under a new id and slug, with its categories', async () => {
      const source = await createEvent(
        app,
        {
          title: 'Clone Source',
          shortDescription: 'Original',
          categories: { categories: [{ name: 'Cloned Cat' }] },
        },
        { fields: ['CATEGORIES'] },
      );
      const { event } = await ok(
        await call('POST', `/events/${source.id}/clone`, { fields: ['CATEGORIES', 'DETAILS'] }),
      );
      expect(event.id).not.toBe(source.id);
      expect(event.slug).not.toBe(source.slug);
      expect(event).toMatchObject({
        title: 'Clone Source (copy)',
        shortDescription: 'Original',
        status: 'UPCOMING',
      });
      expect(event.categories.categories.map((c: any) => c.id)).toEqual(
        source.categories.categories.map((c: any) => c.id),
      );
      expect(await outbox.namesFor(event.id)).toEqual(['event_cloned', 'event_published']);
      const cloned = outbox.seen.find((e) => e.entityId === event.id && e.name === 'event_cloned');
      expect(cloned?.payload).toMatchObject({ derivedFromEventId: source.id });
    });

    it('clones as a draft and overrides the title', async () => {
      const source = await createEvent(app, { title: 'Clone Me' });
      const { event } = await ok(
        await call('POST', `/events/${source.id}/clone`, { draft: true, event: { title: 'The Clone' } }),
      );
      expect(event).toMatchObject({ title: 'The Clone', status: 'DRAFT' });
      expect(await outbox.namesFor(event.id)).toEqual(['event_cloned']);
    });

    it('clones with an empty body', async () => {
      const source = await createEvent(app, { title: 'Empty Clone' });
      const response = await app.request({
        method: 'POST',
        url: `/events/v3/events/${source.id}/clone`,
        headers: app.ownerHeaders(),
      });
      expect((await ok(response)).event.title).toBe('Empty Clone (copy)');
    });

    it("names a long title's copy within the title limit, and a copy of a copy again", async () => {
      const long = `${'Ü'.repeat(110)}🎷xyz`; // 114 code points: the suffix does not fit
      const source = await createEvent(app, { title: long });
      const { event } = await ok(await call('POST', `/events/${source.id}/clone`, {}));
      const shortened = `${'Ü'.repeat(110)}🎷x… (copy)`;
      expect(event.title).toBe(shortened);
      expect(Array.from(event.title as string)).toHaveLength(120);
      const again = await ok(await call('POST', `/events/${event.id}/clone`, { draft: true }));
      expect(again.event.title).toBe(shortened);

      const short = await createEvent(app, { title: 'Jazz' });
      const first = await ok(await call('POST', `/events/${short.id}/clone`, {}));
      const second = await ok(await call('POST', `/events/${first.event.id}/clone`, {}));
      expect(second.event.title).toBe('Jazz (copy) (copy)');
    });

    it('answers 404 for an unknown event and 403 for visitors', async () => {
      expectAppError(await call('POST', `/events/${randomUUID()}/clone`, {}), 404, 'EVENT_NOT_FOUND');
      const source = await createEvent(app, { title: 'Visitor Clone' });
      expectAppError(
        await call('POST', `/events/${source.id}/clone`, {}, await app.visitorHeaders()),
        403,
        'PERMISSION_DENIED',
      );
    });
  });

  describe('delete', () => {
    it('deletes an event, after which it is not found', async () => {
      const event = await createEvent(app, { title: 'To Delete' });
      const response = await call('DELETE', `/events/${event.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expectAppError(await call('GET', `/events/${event.id}`), 404, 'EVENT_NOT_FOUND');
      expectAppError(await call('DELETE', `/events/${event.id}`), 404, 'EVENT_NOT_FOUND');
      expect(await outbox.namesFor(event.id)).toEqual(['event_created', 'event_published', 'event_deleted']);
    });

    it('frees the slug of a deleted event', async () => {
      const event = await createEvent(app, { title: 'Reusable Slug' });
      await ok(await call('DELETE', `/events/${event.id}`));
      expect((await createEvent(app, { title: 'Reusable Slug' })).slug).toBe('reusable-slug');
    });

    it('refuses visitors', async () => {
      const event = await createEvent(app, { title: 'Visitor Delete' });
      expectAppError(
        await call('DELETE', `/events/${event.id}`, undefined, await app.visitorHeaders()),
        403,
        'PERMISSION_DENIED',
      );
    });
  });

  describe('bulk by filter', () => {
    it('cancels only the matching events of this site', async () => {
      const other = await app.createSite();
      const match = [
        await createEvent(app, { title: 'Bulkcancel One' }),
        await startedEvent('Bulkcancel Two'),
      ];
      const draft = await createEvent(app, { title: 'Bulkcancel Draft' }, { draft: true });
      const ended = await endedEvent('Bulkcancel Ended');
      const unrelated = await createEvent(app, { title: 'Keep Me Upcoming' });
      const foreign = await createEvent(
        app,
        { title: 'Bulkcancel Foreign' },
        { headers: app.ownerHeaders(other) },
      );

      const response = await call('POST', '/bulk/events/cancel-by-filter', {
        filter: { filter: { title: { $startsWith: 'bulkcancel' } } },
      });
      expect(response.statusCode, response.body).toBe(200);

      const status = async (id: string, headers = app.ownerHeaders()) =>
        (await ok(await call('GET', `/events/${id}`, undefined, headers))).event.status;
      for (const event of match) expect(await status(event.id)).toBe('CANCELED');
      expect(await status(draft.id)).toBe('DRAFT');
      expect(await status(ended.id)).toBe('ENDED');
      expect(await status(unrelated.id)).toBe('UPCOMING');
      expect(await status(foreign.id, app.ownerHeaders(other))).toBe('UPCOMING');
      expect(await outbox.namesFor(match[0].id)).toContain('event_canceled');
      expect(await outbox.namesFor(foreign.id)).not.toContain('event_canceled');
    });

    it('deletes only the matching events of this site', async () => {
      const other = await app.createSite();
      const match = [
        await createEvent(app, { title: 'Bulkdelete One' }),
        await createEvent(app, { title: 'Bulkdelete Draft' }, { draft: true }),
      ];
      const unrelated = await createEvent(app, { title: 'Keep Me Alive' });
      const foreign = await createEvent(
        app,
        { title: 'Bulkdelete Foreign' },
        { headers: app.ownerHeaders(other) },
      );

      const response = await call('POST', '/bulk/events/delete-by-filter', {
        filter: { filter: { title: { $startsWith: 'Bulkdelete' } } },
      });
      expect(response.statusCode, response.body).toBe(200);

      expect(await queryIds(app, { filter: { title: { $startsWith: 'bulkdelete' } } })).toEqual([]);
      expect(await queryIds(app, { filter: { id: unrelated.id } })).toEqual([unrelated.id]);
      expect(
        await queryIds(
          app,
          { filter: { title: { $startsWith: 'bulkdelete' } } },
          { headers: app.ownerHeaders(other) },
        ),
      ).toEqual([foreign.id]);
      for (const event of match) expect(await outbox.namesFor(event.id)).toContain('event_deleted');
    });

    it('rejects a bad filter without touching anything', async () => {
      const event = await createEvent(app, { title: 'Bulk Bad Filter' });
      const response = await call('POST', '/bulk/events/delete-by-filter', {
        filter: { filter: { title: { $startsWith: 'Bulk Bad' }, nope: 1 } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details.validationError.fieldViolations[0].field).toBe('filter.filter.nope');
      expect(await queryIds(app, { filter: { id: event.id } })).toEqual([event.id]);
    });

    it('refuses visitors', async () => {
      const visitor = await app.visitorHeaders();
      for (const path of ['/bulk/events/cancel-by-filter', '/bulk/events/delete-by-filter']) {
        expectAppError(
          await call('POST', path, { filter: { filter: {} } }, visitor),
          403,
          'PERMISSION_DENIED',
        );
      }
    });
  });

  describe('domain events', () => {
    it('records each mutation under its name, for the event entity and site', async () => {
      const draft = await createEvent(app, { title: 'Domain Events' }, { draft: true });
      await ok(await call('POST', `/events/${draft.id}/publish`, {}));
      await ok(
        await app.request({
          method: 'PATCH',
          url: `/events/v3/events/${draft.id}`,
          headers: app.ownerHeaders(),
          payload: { event: { title: 'Domain Events 2' } },
        }),
      );
      await ok(await cancel(draft.id));
      await ok(await call('DELETE', `/events/${draft.id}`));
      expect(await outbox.namesFor(draft.id)).toEqual([
        'event_created',
        'event_published',
        'event_updated',
        'event_canceled',
        'event_deleted',
      ]);
      for (const event of outbox.seen.filter((e) => e.entityId === draft.id)) {
        expect(event).toMatchObject({
          siteId: app.site.siteId,
          entityFqdn: 'wix.events.v3.event',
          payload: { eventId: draft.id, timestamp: expect.any(String) },
        });
      }
    });

    it('records nothing for a refused mutation', async () => {
      const event = await createEvent(app, { title: 'Refused' }, { draft: true });
      expectAppError(await cancel(event.id), 428, 'INVALID_EVENT_STATUS_TRANSITION');
      expect(await outbox.namesFor(event.id)).toEqual(['event_created']);
    });

    it('announces event_started and event_ended once, from the ticker', async () => {
      const started = await startedEvent('Ticker Started');
      const ended = await endedEvent('Ticker Ended');
      const upcoming = await createEvent(app, { title: 'Ticker Upcoming' });
      const canceled = await startedEvent('Ticker Canceled');
      await ok(await cancel(canceled.id));

      expect(await app.ticker.tick()).toBeGreaterThanOrEqual(2);
      await app.ticker.tick();
      expect(await app.ticker.tick()).toBe(0);

      expect(await outbox.namesFor(started.id)).toEqual([
        'event_created',
        'event_published',
        'event_started',
      ]);
      // Started and ended come from the same tick (one timestamp on a fast machine): each once, in either order.
      expect((await outbox.namesFor(ended.id)).sort()).toEqual(
        ['event_created', 'event_published', 'event_started', 'event_ended'].sort(),
      );
      expect(await outbox.namesFor(upcoming.id)).toEqual(['event_created', 'event_published']);
      expect(await outbox.namesFor(canceled.id)).not.toContain('event_started');
    });
  });
});
