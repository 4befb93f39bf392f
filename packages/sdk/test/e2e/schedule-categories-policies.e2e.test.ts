import { describe, expect, it } from 'vitest';
import { listeningSite } from '../support/listening-site.ts';
import { ApplicationError } from '../../src/index.ts';
import { categories } from '../../src/modules/categories.ts';
import { categoriesAdmin } from '../../src/modules/categories-admin.ts';
import { policies } from '../../src/modules/policies.ts';
import { policiesAdmin } from '../../src/modules/policies-admin.ts';
import { schedule } from '../../src/modules/schedule.ts';
import { scheduleAdmin } from '../../src/modules/schedule-admin.ts';
import { createEvent } from '../../../../apps/server/test/events/helpers.ts';

// The agenda, categories and policies modules against a real server, over HTTP.
describe('@tessera/sdk schedule, categories and policies against a Tessera server', () => {
  const site = listeningSite();
  const client = () =>
    site.owner({ schedule, scheduleAdmin, categories, categoriesAdmin, policies, policiesAdmin });

  it('drafts, publishes and pages an agenda', async () => {
    const { schedule: reads, scheduleAdmin: admin } = client();
    const eventId = (await createEvent(site.app)).id as string;
    for (const [i, name] of ['Doors', 'Keynote', 'Panel'].entries()) {
      await admin.addScheduleItem(eventId, {
        name,
        timeSlot: { start: `2031-03-01T1${i}:00:00.000Z`, end: `2031-03-01T1${i}:30:00.000Z` },
      });
    }
    const draft = await reads.listScheduleItems({ eventId: [eventId], state: ['DRAFT'] });
    expect(draft.items.map((i) => i.name)).toEqual(['Doors', 'Keynote', 'Panel']);
    await admin.publishDraft(eventId);
    const first = await reads.queryItems().eq('eventId', eventId).ascending('timeSlot.start').limit(2).find();
    expect(first.items.map((i) => i.name)).toEqual(['Doors', 'Keynote']);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items.map((i) => i.name)).toEqual(['Panel']);
    expect(second.hasNext()).toBe(false);
    await admin.deleteScheduleItems(eventId, [draft.items[0]!.id]);
    await admin.publishDraft(eventId);
    expect((await reads.listScheduleItems({ eventId: [eventId] })).total).toBe(2);
  });

  it('creates categories (a taken name is an ApplicationError) and assigns events', async () => {
    const { categories: reads, categoriesAdmin: admin } = client();
    const event = await createEvent(site.app);
    const jazz = await admin.createCategory('SDK Jazz');
    await expect(admin.createCategory('sdk jazz')).rejects.toMatchObject({
      code: 'CATEGORY_NAME_ALREADY_EXISTS',
    });
    await expect(admin.createCategory('SDK JAZZ')).rejects.toBeInstanceOf(ApplicationError);
    await admin.assignEvents(jazz.id, [event.id]);
    expect((await reads.listEventCategories(event.id)).map((c) => c.name)).toEqual(['SDK Jazz']);
    const found = await reads.query({ counts: true }).eq('name', 'SDK Jazz').find();
    expect(found.items[0]?.counts?.assignedEventsCount).toBe(1);
    await admin.unassignEventsByFilter([jazz.id], { id: event.id });
    expect(await reads.listEventCategories(event.id)).toEqual([]);
  });

  it('creates, updates and reorders policies', async () => {
    const { policies: reads, policiesAdmin: admin } = client();
    const eventId = (await createEvent(site.app)).id as string;
    const a = await admin.createPolicy(eventId, 'Refunds', 'A week before.');
    const b = await admin.createPolicy(eventId, 'Transfers', 'Allowed.');
    const updated = await admin.updatePolicy({ ...a, body: 'Two weeks before.' });
    expect(updated.revision).toBe('2');
    await expect(admin.updatePolicy({ ...a, body: 'Stale.' })).rejects.toMatchObject({
      code: 'POLICY_REVISION_MISMATCH',
    });
    expect((await admin.reorderPolicies(eventId, b.id, { beforePolicyId: a.id })).map((p) => p.name)).toEqual(
      ['Transfers', 'Refunds'],
    );
    expect((await reads.eventPolicies(eventId)).map((p) => p.name)).toEqual(['Transfers', 'Refunds']);
    expect((await reads.getPolicy(a.id)).body).toBe('Two weeks before.');
  });
});
