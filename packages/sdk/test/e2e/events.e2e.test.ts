import { describe, expect, it } from 'vitest';
import { listeningSite } from '../support/listening-site.ts';
import {
  ApiKeyStrategy,
  OAuthStrategy,
  ValidationError,
  ApplicationError,
  createClient,
} from '../../src/index.ts';

// The SDK against a real Tessera server listening on loopback, with the real global fetch.
describe('@tessera/sdk against a Tessera server', () => {
  const site = listeningSite();

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const owner = () =>
    createClient({
      baseUrl: site.baseUrl,
      auth: ApiKeyStrategy({ apiKey: site.app.site.apiKey, siteId: site.app.site.siteId }),
    });

  it('lets an owner create, publish, query, clone, cancel and delete events', async () => {
    const client = owner();
    const draft = await client.events.createEvent(
      {
        title: 'SDK Launch Party',
        location: { type: 'VENUE', name: 'Rooftop' },
        dateAndTimeSettings: { startDate: inDays(3), endDate: inDays(3.1) },
        registration: { initialType: 'RSVP' },
      },
      { draft: true },
    );
    expect(draft.status).toBe('DRAFT');

    const published = await client.events.publishDraftEvent(draft.id!, { fields: ['REGISTRATION'] });
    expect(published.status).toBe('UPCOMING');
    expect(published.registration?.status).toBe('OPEN_RSVP');

    const page = await client.events.queryEvents({ filter: { title: { $startsWith: 'SDK' } } });
    expect(page.total).toBe(1);
    expect(page.events[0].id).toBe(draft.id);

    const bySlug = await client.events.getEventBySlug('sdk-launch-party');
    expect(bySlug.id).toBe(draft.id);

    const copy = await client.events.cloneEvent(draft.id!, { event: { title: 'SDK Launch Party II' } });
    expect(copy.id).not.toBe(draft.id);
    expect(copy.slug).toBe('sdk-launch-party-2');

    const canceled = await client.events.cancelEvent(copy.id!);
    expect(canceled.status).toBe('CANCELED');

    await client.events.deleteEvent(copy.id!);
    await expect(client.events.getEvent(copy.id!)).rejects.toMatchObject({
      status: 404,
      code: 'EVENT_NOT_FOUND',
    });
  });

  it('cancels and deletes by filter, and lists a category', async () => {
    const client = owner();
    const make = (title: string) =>
      client.events.createEvent(
        {
          title,
          location: { type: 'ONLINE' },
          dateAndTimeSettings: { startDate: inDays(9), endDate: inDays(9.1) },
          registration: { initialType: 'RSVP' },
          categories: { categories: [{ name: 'Bulk' }] },
        },
        { fields: ['CATEGORIES'] },
      );
    const first = await make('Bulk One');
    await make('Bulk Two');
    const categoryId = first.categories!.categories![0].id!;
    const listed = await client.events.listEventsByCategory(categoryId, { paging: { limit: 1 } });
    expect(listed.total).toBe(2);
    expect(listed.events).toHaveLength(1);

    await client.events.bulkCancelEventsByFilter({ title: { $startsWith: 'Bulk' } });
    const canceled = await client.events.queryEvents({
      filter: { title: { $startsWith: 'Bulk' }, status: 'CANCELED' },
    });
    expect(canceled.total).toBe(2);

    await client.events.bulkDeleteEventsByFilter({ title: { $startsWith: 'Bulk' } });
    expect((await client.events.queryEvents({ filter: { title: { $startsWith: 'Bulk' } } })).total).toBe(0);
  });

  it('maps server validation and application errors to the SDK error classes', async () => {
    const client = owner();
    const invalid = client.events.createEvent({
      title: '',
      location: { type: 'VENUE' },
      dateAndTimeSettings: { startDate: inDays(2), endDate: inDays(1) },
      registration: { initialType: 'RSVP' },
    });
    const error = await invalid.catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.status).toBe(400);
    expect(error.requestId).toBeTruthy();
    const fields = (error as ValidationError).fieldViolations.map((v) => v.field);
    expect(fields).toEqual([...fields].sort());
    // Which violations the server lists at once is the server's business; the mapping is ours.
    expect(fields).toContain('event.title');

    const event = await client.events.createEvent({
      title: 'Published once',
      location: { type: 'ONLINE' },
      dateAndTimeSettings: { startDate: inDays(5), endDate: inDays(5.1) },
      registration: { initialType: 'RSVP' },
    });
    const again = await client.events.publishDraftEvent(event.id!).catch((e) => e);
    expect(again).toBeInstanceOf(ApplicationError);
    expect(again).toMatchObject({ code: 'EVENT_ALREADY_PUBLISHED' });
  });

  it('lets a visitor read published events with anonymous OAuth tokens', async () => {
    const client = owner();
    await client.events.createEvent(
      {
        title: 'Hidden Draft',
        location: { type: 'ONLINE' },
        dateAndTimeSettings: { startDate: inDays(4), endDate: inDays(4.1) },
        registration: { initialType: 'RSVP' },
      },
      { draft: true },
    );
    const auth = OAuthStrategy({ clientId: site.app.site.clientId });
    const visitor = createClient({ baseUrl: site.baseUrl, auth });
    const all = [];
    for await (const event of visitor.events.queryEvents({ paging: { limit: 1 } })) all.push(event);
    expect(all.map((e) => e.title)).not.toContain('Hidden Draft');
    expect(all.length).toBeGreaterThan(0);
    expect(auth.getTokens().refreshToken.role).toBe('VISITOR');
    expect(auth.loggedIn()).toBe(false);
    await expect(visitor.events.getEventBySlug('hidden-draft')).rejects.toMatchObject({ status: 404 });
    await expect(
      visitor.events.createEvent({
        title: 'Nope',
        location: { type: 'ONLINE' },
        registration: { initialType: 'RSVP' },
      }),
    ).rejects.toMatchObject({ status: 403, code: 'PERMISSION_DENIED' });
  });
});
