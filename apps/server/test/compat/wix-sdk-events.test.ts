/**
 * Compatibility: a site written against the official JavaScript SDK (`@wix/sdk` + `@wix/events`)
 * runs against Tessera. The SDK is used unmodified; `@tessera/wix-compat` sends its calls to the
 * server over real HTTP, as on a site that switched. Nothing about the server is mocked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, OAuthStrategy, createClient } from '@wix/sdk';
import { wixEventsV2 } from '@wix/events';
import { pointOfficialSdkAt, type Exchange } from '../support/official-sdk.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const inDays = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000);

describe('official @wix/sdk + @wix/events against Tessera', () => {
  let app: TestApp;
  let restoreFetch = () => {};
  const log: Exchange[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    restoreFetch = await pointOfficialSdkAt(app, log);
  });
  afterAll(async () => {
    restoreFetch();
    await app?.close();
  });

  const ownerClient = () =>
    createClient({
      modules: { wixEventsV2 },
      auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }),
    });
  const visitorClient = () =>
    createClient({ modules: { wixEventsV2 }, auth: OAuthStrategy({ clientId: app.site.clientId }) });

  const newEvent = (title: string, startInDays: number) => ({
    title,
    location: { type: 'VENUE' as const, name: 'Main hall' },
    dateAndTimeSettings: {
      startDate: inDays(startInDays),
      endDate: inDays(startInDays, 3),
      timeZoneId: 'Europe/Berlin',
    },
    registration: { initialType: 'RSVP' as const },
  });

  let publishedSlug = '';
  let publishedId = '';
  let draftSlug = '';
  let draftId = '';

  it('owner: creates a draft, publishes it, reads it by id and slug', async () => {
    const owner = ownerClient();
    const input = newEvent('Compat Launch Party', 10);
    // The SDK serializes Dates in place in the caller's object, so keep the instant aside.
    const startMillis = input.dateAndTimeSettings.startDate.getTime();
    const draft = await owner.wixEventsV2.createEvent(input, {
      draft: true,
      fields: ['DETAILS', 'URLS'],
    });
    expect(draft._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(draft.title).toBe('Compat Launch Party');
    expect(draft.status).toBe('DRAFT');
    expect(draft.slug).toBe('compat-launch-party');
    expect(draft._createdDate).toBeInstanceOf(Date);
    expect(draft._updatedDate).toBeInstanceOf(Date);
    expect(draft.dateAndTimeSettings?.startDate).toBeInstanceOf(Date);
    expect(draft.dateAndTimeSettings?.startDate?.getTime()).toBe(startMillis);

    const published = await owner.wixEventsV2.publishDraftEvent(draft._id!, { fields: ['DETAILS'] });
    expect(published.event?._id).toBe(draft._id);
    expect(published.event?.status).toBe('UPCOMING');
    expect(published.event?.publishedDate).toBeInstanceOf(Date);
    publishedId = draft._id!;
    publishedSlug = published.event!.slug!;

    const byId = await owner.wixEventsV2.getEvent(publishedId, { fields: ['DETAILS', 'REGISTRATION'] });
    expect(byId._id).toBe(publishedId);
    expect(byId.registration?.type).toBe('RSVP');

    const bySlug = await owner.wixEventsV2.getEventBySlug(publishedSlug, { fields: ['DETAILS'] });
    expect(bySlug.event?._id).toBe(publishedId);
    expect(bySlug.event?._createdDate).toBeInstanceOf(Date);
    expect(bySlug.event?.location?.name).toBe('Main hall');
  });

  it('owner: queries with a filter and offset paging', async () => {
    const owner = ownerClient();
    for (let i = 1; i <= 4; i++) {
      await owner.wixEventsV2.createEvent(newEvent(`Compat Series ${i}`, 20 + i));
    }
    const draft = await owner.wixEventsV2.createEvent(newEvent('Compat Series Draft', 30), { draft: true });
    draftSlug = draft.slug!;
    draftId = draft._id!;

    // The typed query builder of events offers eq/ne/ge/gt/le/lt/in (no startsWith).
    const firstPage = await owner.wixEventsV2
      .queryEvents()
      .eq('status', 'UPCOMING')
      .ge('dateAndTimeSettings.startDate', inDays(20))
      .lt('dateAndTimeSettings.startDate', inDays(26))
      .ascending('dateAndTimeSettings.startDate')
      .limit(3)
      .find();
    expect(firstPage.items.map((e) => e.title)).toEqual([
      'Compat Series 1',
      'Compat Series 2',
      'Compat Series 3',
    ]);
    expect(firstPage.totalCount).toBe(4);
    expect(firstPage.hasNext()).toBe(true);
    expect(firstPage.items[0]._createdDate).toBeInstanceOf(Date);

    const secondPage = await firstPage.next();
    expect(secondPage.items.map((e) => e.title)).toEqual(['Compat Series 4']);
    expect(secondPage.hasNext()).toBe(false);

    const skipped = await owner.wixEventsV2
      .queryEvents()
      .in('title', ['Compat Series 1', 'Compat Series 2', 'Compat Series 3', 'Compat Series 4'])
      .descending('title')
      .skip(2)
      .limit(2)
      .find();
    expect(skipped.items.map((e) => e.title)).toEqual(['Compat Series 2', 'Compat Series 1']);
    expect(skipped.totalCount).toBe(4);

    const counts = await owner.wixEventsV2.countEventsByStatus({ includeDrafts: true });
    expect(counts.facets?.status?.counts).toEqual({ DRAFT: 1, UPCOMING: 5 });
  });

  it('owner: clones, cancels and deletes', async () => {
    const owner = ownerClient();
    const cloned = await owner.wixEventsV2.cloneEvent(publishedId, { draft: true });
    expect(cloned.event?._id).toBeTruthy();
    expect(cloned.event?._id).not.toBe(publishedId);
    expect(cloned.event?.status).toBe('DRAFT');
    expect(cloned.event?.slug).not.toBe(publishedSlug);

    const canceled = await owner.wixEventsV2.cancelEvent(publishedId);
    expect(canceled.event?.status).toBe('CANCELED');

    const deleted = await owner.wixEventsV2.deleteEvent(cloned.event!._id!);
    expect(deleted).toEqual({ eventId: cloned.event!._id });
    await expect(owner.wixEventsV2.getEvent(cloned.event!._id!)).rejects.toMatchObject({
      status: 404,
      details: { applicationError: { code: 'EVENT_NOT_FOUND' } },
    });
  });

  it('owner: surfaces the server validation error details', async () => {
    const owner = ownerClient();
    const rejection = (promise: Promise<unknown>) =>
      promise.then(
        () => expect.unreachable('expected the call to fail'),
        (error: unknown) => error as any,
      );

    const backwards = await rejection(
      owner.wixEventsV2.createEvent({
        ...newEvent('Compat Backwards', 5),
        dateAndTimeSettings: { startDate: inDays(5), endDate: inDays(4) },
      }),
    );
    const exchange = log.at(-1)!;
    expect(exchange.status).toBe(400);
    expect(backwards.status).toBe(400);
    expect(backwards.requestId).toMatch(/.+/);
    expect(backwards.details.requestId).toBe(backwards.requestId);
    expect(backwards.details.validationError.fieldViolations).toEqual([
      expect.objectContaining({
        field: 'event.dateAndTimeSettings.endDate',
        description: 'must be after startDate',
        violatedRule: 'VALIDATION',
      }),
    ]);
    expect(JSON.parse(backwards.message).message).toBe(
      'INVALID_ARGUMENT: "event.dateAndTimeSettings.endDate" must be after startDate',
    );

    const untitled = await rejection(
      owner.wixEventsV2.createEvent({ ...newEvent('x', 5), title: undefined }),
    );
    expect(untitled.details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'event.title', violatedRule: 'REQUIRED_FIELD' }),
    ]);
  });

  it('visitor: anonymous tokens, reads a published event, drafts stay hidden', async () => {
    // A fresh published event (the earlier one was canceled).
    const owner = ownerClient();
    const open = await owner.wixEventsV2.createEvent(newEvent('Compat Open House', 12));
    const visitor = visitorClient();

    const bySlug = await visitor.wixEventsV2.getEventBySlug(open.slug!);
    expect(bySlug.event?._id).toBe(open._id);
    expect(bySlug.event?.status).toBe('UPCOMING');
    expect(bySlug.event?._createdDate).toBeInstanceOf(Date);

    const page = await visitor.wixEventsV2
      .queryEvents()
      .in('_id', [open._id, draftId, publishedId])
      .limit(50)
      .find();
    // The draft stays hidden; the canceled event is still public.
    expect(page.items.map((e) => e._id).sort()).toEqual([open._id, publishedId].sort());
    expect(page.items.every((e) => e.status !== 'DRAFT')).toBe(true);
    expect(page.totalCount).toBe(2);

    const everything = await visitor.wixEventsV2.queryEvents().limit(100).find();
    expect(everything.items.map((e) => e.title)).not.toContain('Compat Series Draft');

    await expect(visitor.wixEventsV2.getEventBySlug(draftSlug)).rejects.toMatchObject({
      status: 404,
      details: { applicationError: { code: 'EVENT_NOT_FOUND' } },
    });

    await expect(visitor.wixEventsV2.createEvent(newEvent('Compat Intruder', 3))).rejects.toMatchObject({
      status: 403,
      details: { applicationError: { code: 'PERMISSION_DENIED' } },
    });

    const tokenCalls = log.filter((x) => x.url === '/oauth2/token');
    expect(tokenCalls.length).toBeGreaterThanOrEqual(1);
    expect(tokenCalls.every((x) => x.status === 200)).toBe(true);
  });

  it('owner: updates an event (PATCH with event.id in path and body)', async () => {
    const owner = ownerClient();
    const created = await owner.wixEventsV2.createEvent(newEvent('Compat Before Update', 40));
    const updated = await owner.wixEventsV2.updateEvent(created._id!, {
      event: { title: 'Compat After Update', shortDescription: 'Now with a teaser' },
      fields: ['DETAILS'],
    });
    expect(updated._id).toBe(created._id);
    expect(updated.title).toBe('Compat After Update');
    expect(updated.shortDescription).toBe('Now with a teaser');
    expect(updated._updatedDate).toBeInstanceOf(Date);
    const exchange = log.findLast((x) => x.method === 'PATCH')!;
    expect(exchange.url).toBe(`/events/v3/events/${created._id}`);
    expect(JSON.parse(exchange.requestBody!).event.id).toBe(created._id);
  });

  it('owner: lists by category with flattened GET parameters', async () => {
    // Categories have no API here yet; an unknown category is an application error, and an
    // out-of-range `paging.limit` proves the dotted GET keys reach validation as nested fields.
    const owner = ownerClient();
    const categoryId = '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';
    await expect(
      owner.wixEventsV2.listEventsByCategory(categoryId, {
        paging: { limit: 5, offset: 0 },
        fields: ['DETAILS'],
      }),
    ).rejects.toMatchObject({
      status: 404,
      details: { applicationError: { code: 'CATEGORY_NOT_FOUND' } },
    });
    const exchange = log.findLast((x) => x.url.includes('/category/'))!;
    expect(exchange.method).toBe('GET');
    expect(exchange.url).toBe(
      `/events/v3/events/category/${categoryId}?categoryId=${categoryId}&paging.limit=5&paging.offset=0&fields=DETAILS`,
    );

    await expect(
      owner.wixEventsV2.listEventsByCategory(categoryId, { paging: { limit: 5000 } }),
    ).rejects.toMatchObject({
      status: 400,
      details: {
        validationError: {
          // The SDK renames the server's `paging.limit` to the argument path.
          fieldViolations: [expect.objectContaining({ field: 'options.paging.limit', violatedRule: 'MAX' })],
        },
      },
    });
  });

  it('owner: the edge host (useCDN) reaches the same server', async () => {
    const owner = createClient({
      modules: { wixEventsV2 },
      auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }),
      useCDN: true,
    });
    const page = await owner.wixEventsV2.queryEvents().eq('title', 'Compat Series 1').limit(1).find();
    expect(page.items.map((e) => e.title)).toEqual(['Compat Series 1']);
    expect(log.at(-1)!.url).toBe('/events/v3/events/query');
  });

  it('visitor: renews an expired access token with the refresh token', async () => {
    const first = OAuthStrategy({ clientId: app.site.clientId });
    const tokens = await first.generateVisitorTokens();
    expect(tokens.refreshToken.value).toBeTruthy();

    const auth = OAuthStrategy({
      clientId: app.site.clientId,
      tokens: { accessToken: { value: 'expired', expiresAt: 0 }, refreshToken: tokens.refreshToken },
    });
    const visitor = createClient({ modules: { wixEventsV2 }, auth });
    const before = log.length;
    const page = await visitor.wixEventsV2.queryEvents().limit(1).find();
    expect(page.items.length).toBe(1);
    const refresh = log.slice(before).find((x) => x.url === '/oauth2/token')!;
    expect(JSON.parse(refresh.requestBody!).grantType).toBe('refresh_token');
    expect(refresh.status).toBe(200);
    expect(auth.getTokens().accessToken.value).not.toBe('expired');
  });

  it('visitor: an unknown client id fails the token call the way the SDK reports it', async () => {
    const auth = OAuthStrategy({ clientId: '00000000-0000-4000-8000-000000000000' });
    const error = await auth.generateVisitorTokens().then(
      () => expect.unreachable('expected the token call to fail'),
      (e: Error) => e,
    );
    const exchange = log.at(-1)!;
    expect(exchange.url).toBe('/oauth2/token');
    expect(exchange.status).toBeGreaterThanOrEqual(400);
    expect(exchange.status).toBeLessThan(500);
    expect(error.message).toMatch(
      /^Failed to fetch tokens from OAuth API: [A-Za-z ]+\. request id: [\w-]+\. Response: \{"message"/,
    );

    // Through a module call the SDK rewraps it as its generic system error.
    const visitor = createClient({ modules: { wixEventsV2 }, auth });
    await expect(visitor.wixEventsV2.queryEvents().find()).rejects.toThrow(/System error occurred/);
  });
});
