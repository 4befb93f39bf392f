import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient } from '@tessera/sdk';
import { createTestApp, type TestApp } from '../../../apps/server/test/support/test-app.ts';
import { answer, rsvpEvent } from '../../../apps/server/test/rsvps/helpers.ts';
import {
  changeStaffMutationOptions,
  eventGuestsQueryOptions,
  guestCountsQueryOptions,
  guestsAdminKeys,
  inviteStaffMutationOptions,
  notificationConfigQueryOptions,
  rsvpCheckInMutationOptions,
  staffKeys,
  staffMembersQueryOptions,
  updateReminderMutationOptions,
} from '../src/index.ts';

// The guests, staff and reminder hooks' logic against a real server, without a DOM.
describe('@tessera/react guests, staff and reminders', () => {
  let app: TestApp;
  let baseUrl: string;
  const ownerClient = () =>
    createClient({ baseUrl, auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }) });

  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('counts guests by attendance, finds them by a name prefix and checks them in', async () => {
    const client = ownerClient();
    const queryClient = new QueryClient();
    const eventId = await rsvpEvent(app, { limit: 1, waitlistEnabled: true });
    const answers = [];
    for (const [status, lastName] of [
      ['YES', 'Hopper'],
      ['WAITLIST', 'Lamarr'],
      ['NO', 'Noether'],
    ] as const) {
      const response = await answer(app, await app.visitorHeaders(), eventId, { status, lastName });
      expect(response.statusCode, response.body).toBe(200);
      answers.push(response.json().rsvp.id as string);
    }
    const counts = await queryClient.fetchQuery(guestCountsQueryOptions(client, eventId));
    expect(counts).toEqual({ ATTENDING: 1, IN_WAITLIST: 1, NOT_ATTENDING: 1 });
    const found = await queryClient.fetchQuery(eventGuestsQueryOptions(client, { eventId, search: 'Lam' }));
    expect(found.items.map((g) => g.rsvpId)).toEqual([answers[1]]);
    const attending = await queryClient.fetchQuery(
      eventGuestsQueryOptions(client, { eventId, status: 'ATTENDING' }),
    );
    expect(attending.items.map((g) => g.guestDetails.checkedIn)).toEqual([false]);

    const checkIn = rsvpCheckInMutationOptions(client, queryClient);
    await checkIn.mutationFn({ rsvpIds: [answers[0]!] });
    await checkIn.onSettled();
    expect(queryClient.getQueryState(guestsAdminKeys.guestCounts(eventId))?.isInvalidated).toBe(true);
    const after = await queryClient.fetchQuery(
      eventGuestsQueryOptions(client, { eventId, status: 'ATTENDING' }),
    );
    expect(after.items.map((g) => g.guestDetails.checkedIn)).toEqual([true]);
  });

  it('invites, pauses and removes staff; the list refreshes', async () => {
    const client = ownerClient();
    const queryClient = new QueryClient();
    expect(await queryClient.fetchQuery(staffMembersQueryOptions(client))).toEqual([]);
    const invite = inviteStaffMutationOptions(client, queryClient);
    const invited = await invite.mutationFn({ email: 'door@example.com', scopes: ['CHECK_IN_GUESTS'] });
    await invite.onSettled();
    expect(queryClient.getQueryState(staffKeys.members())?.isInvalidated).toBe(true);
    const listed = await queryClient.fetchQuery(staffMembersQueryOptions(client));
    expect(listed.map((s) => [s.email, s.access])).toEqual([['door@example.com', 'PENDING']]);
    const change = changeStaffMutationOptions(client, queryClient);
    await expect(
      change.mutationFn({ id: invited.staffMember.id, access: 'ACCESS_PAUSED' }),
    ).rejects.toMatchObject({
      status: 428,
    });
    await change.mutationFn({ id: invited.staffMember.id, changes: { scopes: ['READ_ANALYTICS'] } });
    await change.mutationFn({ id: invited.staffMember.id, remove: true });
    expect(await queryClient.fetchQuery({ ...staffMembersQueryOptions(client), staleTime: 0 })).toEqual([]);
  });

  it("sets an event's reminder with the revision read", async () => {
    const client = ownerClient();
    const queryClient = new QueryClient();
    const eventId = await rsvpEvent(app);
    const config = await queryClient.fetchQuery(notificationConfigQueryOptions(client, eventId));
    const update = updateReminderMutationOptions(client, queryClient);
    const reminder = {
      enabled: true,
      reminderTime: 'BEFORE_1_WEEK' as const,
      subject: '',
      body: 'Bring a friend',
    };
    const saved = await update.mutationFn({ configId: eventId, reminder, revision: config.revision });
    expect(saved.upcomingEventReminder).toMatchObject({
      reminderTime: 'BEFORE_1_WEEK',
      sendingEnabled: true,
    });
    expect(saved.upcomingEventReminder?.template?.body).toBe('Bring a friend');
    await expect(
      update.mutationFn({ configId: eventId, reminder, revision: config.revision }),
    ).rejects.toMatchObject({
      status: 409,
    });
  });
});
