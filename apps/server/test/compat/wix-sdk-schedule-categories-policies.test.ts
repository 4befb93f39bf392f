/**
 * Compatibility: the official `@wix/events` schedule, categories and policies modules against
 * Tessera, unmodified, over real HTTP through `@tessera/wix-compat`. An owner builds an agenda,
 * categories and policies; a visitor reads what an event page reads (the agenda list was a 404
 * before, which made the official event page a 500).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, OAuthStrategy, createClient } from '@wix/sdk';
import { categories, policies, schedule } from '@wix/events';
import { createEvent } from '../events/helpers.ts';
import { pointOfficialSdkAt, type Exchange } from '../support/official-sdk.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('official @wix/events schedule, categories and policies against Tessera', () => {
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

  const modules = { schedule, categories, policies };
  const owner = () =>
    createClient({ modules, auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }) });
  const visitor = () => createClient({ modules, auth: OAuthStrategy({ clientId: app.site.clientId }) });

  it('owner drafts and publishes an agenda; a visitor lists it', async () => {
    const eventId = (await createEvent(app)).id as string;
    const client = owner();
    const added = await client.schedule.addScheduleItem(eventId, {
      item: {
        name: 'Keynote',
        timeSlot: { start: new Date('2031-03-01T10:00:00Z'), end: new Date('2031-03-01T11:00:00Z') },
        tags: ['talk'],
        stageName: 'Main',
      },
    });
    expect(added.item).toMatchObject({ name: 'Keynote', draft: true, eventId });
    const itemId = added.item!._id!;
    await client.schedule.updateScheduleItem(itemId, eventId, {
      item: { name: 'Opening keynote' },
      fields: ['name'],
    });

    expect((await visitor().schedule.listScheduleItems({ eventId: [eventId] })).items).toEqual([]);
    await client.schedule.publishDraft(eventId);
    const listed = await visitor().schedule.listScheduleItems({ eventId: [eventId], facet: ['tag'] });
    expect(listed.items!.map((i) => [i.name, i.stageName, i.draft])).toEqual([
      ['Opening keynote', 'Main', false],
    ]);
    expect(listed.items![0]!.timeSlot?.start).toEqual(new Date('2031-03-01T10:00:00Z'));
    expect(listed.total).toBe(1);
    expect(listed.facets?.tag?.counts).toEqual({ talk: 1 });

    await client.schedule.deleteScheduleItem(eventId, { itemIds: [itemId] });
    await client.schedule.discardDraft(eventId);
    expect((await visitor().schedule.listScheduleItems({ eventId: [eventId] })).items).toHaveLength(1);
    const moved = log.find(
      (e) => e.method === 'DELETE' && e.url.startsWith('/events/v1/schedule/draft/items'),
    );
    expect(moved?.status).toBe(200);
  });

  it('owner creates categories and assigns an event; a visitor lists the categories', async () => {
    const event = await createEvent(app);
    const client = owner();
    const created = await client.categories.createCategory({ name: 'Official Jazz' });
    expect(created).toMatchObject({ name: 'Official Jazz', states: ['MANUAL'] });
    await expect(client.categories.createCategory({ name: 'official jazz' })).rejects.toMatchObject({
      details: { applicationError: { code: 'CATEGORY_NAME_ALREADY_EXISTS' } },
    });
    await client.categories.assignEvents(created._id!, [event.id]);
    const ofEvent = await visitor().categories.listEventCategories(event.id);
    expect(ofEvent.categories!.map((c) => c.name)).toEqual(['Official Jazz']);
    const found = await client.categories
      .queryCategories({ fieldset: ['COUNTS'] })
      .eq('name', 'Official Jazz')
      .find();
    expect(found.items[0]?.counts?.assignedEventsCount).toBe(1);
    await client.categories.unassignEvents(created._id!, [event.id]);
    expect((await visitor().categories.listEventCategories(event.id)).categories).toEqual([]);
  });

  it('owner creates and reorders policies; a visitor reads them', async () => {
    const eventId = (await createEvent(app)).id as string;
    const client = owner();
    const first = await client.policies.createPolicy({
      eventId,
      name: 'Refunds',
      body: '<p>A week before.</p>',
    });
    const second = await client.policies.createPolicy({
      eventId,
      name: 'Transfers',
      body: '<p>Allowed.</p>',
    });
    expect(first).toMatchObject({ name: 'Refunds', eventId, revision: '1' });
    const updated = await client.policies.updatePolicy(first._id!, {
      eventId,
      name: 'Refund policy',
      body: '<p>Two weeks before.</p>',
      revision: first.revision!,
    });
    expect(updated.revision).toBe('2');
    const reordered = await client.policies.reorderEventPolicies(second._id!, eventId, {
      beforePolicyId: first._id!,
    });
    expect(reordered.policies!.map((p) => p.name)).toEqual(['Transfers', 'Refund policy']);
    const read = await visitor().policies.queryPolicies().eq('eventId', eventId).find();
    expect(read.items.map((p) => p.name)).toEqual(['Transfers', 'Refund policy']);
    expect((await visitor().policies.getPolicy(first._id!)).body).toBe('<p>Two weeks before.</p>');
  });
});
