/**
 * Compatibility: RSVPs through the official `@wix/events` modules against Tessera, unmodified,
 * over real HTTP through `@tessera/wix-compat` — v2 (`rsvpV2`) and v1 (`rsvp`) on an event with a
 * limit and a waitlist: YES while there is room, WAITLIST when full, the first in line promoted
 * when a place frees; the guests module's query with attendance status; the staff-members and
 * notifications modules' basic calls. Answers are read the way a site on the official types
 * reads them (see `support/official-types.ts`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, OAuthStrategy, createClient } from '@wix/sdk';
import { guests, notifications, rsvp, rsvpV2, staffMembers } from '@wix/events';
import {
  guests as guestSchemas,
  notifications as notificationSchemas,
  rsvp as rsvpSchemas,
  rsvpV2 as rsvpV2Schemas,
  staffMembers as staffSchemas,
} from '@wix/events/schemas';
import { rsvpEvent } from '../rsvps/helpers.ts';
import { pointOfficialSdkAt, type Exchange } from '../support/official-sdk.ts';
import { declaredRequiredPaths, missingRequired, schemaIssues } from '../support/official-types.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type Module = 'rsvp-v-2' | 'rsvp' | 'guests' | 'staff-members' | 'notifications';

describe('official @wix/events RSVP, guests, staff and notifications against Tessera', () => {
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

  const modules = { guests, notifications, rsvp, rsvpV2, staffMembers };
  const owner = () =>
    createClient({ modules, auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }) });
  const visitor = () => createClient({ modules, auth: OAuthStrategy({ clientId: app.site.clientId }) });

  /** An official answer as a site on the official types reads it. */
  const expectOfficial = (
    module: Module,
    fn: string,
    schema: Parameters<typeof schemaIssues>[0] | undefined,
    value: unknown,
  ) => {
    expect(missingRequired(value, declaredRequiredPaths(module, fn)), `${fn}: required`).toEqual([]);
    if (schema) expect(schemaIssues(schema, value), `${fn}: types`).toEqual([]);
  };
  const wire = (from: number) =>
    log
      .slice(from)
      .map((e) => `${e.method} ${e.url.split('?')[0]!.replace(/[0-9a-f-]{36}/g, ':id')} ${e.status}`);
  let n = 0;
  const person = () => {
    n++;
    return { firstName: 'Guest', lastName: `N${n}`, email: `guest${n}@example.com` };
  };

  it('v2: YES while there is room, WAITLIST when full, the first in line promoted when a place frees', async () => {
    const eventId = await rsvpEvent(app, { limit: 1, waitlistEnabled: true });
    const from = log.length;
    const client = visitor();
    const yes = await client.rsvpV2.createRsvp({ eventId, status: 'YES', ...person() });
    expectOfficial('rsvp-v-2', 'createRsvp', rsvpV2Schemas.CreateRsvpResponse, yes);
    expect(yes).toMatchObject({ eventId, status: 'YES' });
    expect(yes._createdDate).toBeInstanceOf(Date);

    const waiting = await client.rsvpV2.createRsvp({ eventId, status: 'YES', ...person() });
    expect(waiting.status).toBe('WAITLIST');
    const second = await client.rsvpV2.createRsvp({ eventId, status: 'WAITLIST', ...person() });
    expect(second.status).toBe('WAITLIST');

    const got = await client.rsvpV2.getRsvp(waiting._id!);
    expectOfficial('rsvp-v-2', 'getRsvp', rsvpV2Schemas.GetRsvpResponse, got);

    const admin = owner();
    const counted = await admin.rsvpV2.countRsvps({ filter: { eventId } });
    expectOfficial('rsvp-v-2', 'countRsvps', rsvpV2Schemas.CountRsvpsResponse, counted);
    expect(counted.count).toBe(3);

    await client.rsvpV2.deleteRsvp(yes._id!);
    expect((await admin.rsvpV2.getRsvp(waiting._id!)).status).toBe('YES');
    expect((await admin.rsvpV2.getRsvp(second._id!)).status).toBe('WAITLIST');

    // YES → NO frees the place again: the next in line.
    const promoted = await admin.rsvpV2.getRsvp(waiting._id!);
    const no = await admin.rsvpV2.updateRsvp(waiting._id!, { status: 'NO', revision: promoted.revision! });
    expectOfficial('rsvp-v-2', 'updateRsvp', rsvpV2Schemas.UpdateRsvpResponse, no);
    expect(no.status).toBe('NO');
    expect((await admin.rsvpV2.getRsvp(second._id!)).status).toBe('YES');

    const found = await admin.rsvpV2.queryRsvps().eq('eventId', eventId).eq('status', 'YES').find();
    expect(found.items.map((r) => r._id)).toEqual([second._id]);

    const checkedIn = await admin.rsvpV2.checkInRsvpGuests(second._id!);
    expectOfficial('rsvp-v-2', 'checkInRsvpGuests', rsvpV2Schemas.CheckInRsvpGuestsResponse, checkedIn);

    expect(log.slice(from).filter((e) => e.status >= 400)).toEqual([]);
    expect(wire(from)).toEqual([
      'POST /oauth2/token 200',
      'POST /events/v2/rsvps 200',
      'POST /events/v2/rsvps 200',
      'POST /events/v2/rsvps 200',
      'GET /events/v2/rsvps/:id 200',
      'POST /events/v2/rsvps/count 200',
      'DELETE /events/v2/rsvps/:id 200',
      'GET /events/v2/rsvps/:id 200',
      'GET /events/v2/rsvps/:id 200',
      'GET /events/v2/rsvps/:id 200',
      'PATCH /events/v2/rsvps/:id 200',
      'GET /events/v2/rsvps/:id 200',
      'POST /events/v2/rsvps/query 200',
      'POST /events/v2/rsvps/:id/check-in 200',
    ]);
  });

  it('v1: YES, WAITING when full, promotion when a place frees; the guests query shows attendance', async () => {
    const eventId = await rsvpEvent(app, { limit: 1, waitlistEnabled: true });
    const from = log.length;
    const client = visitor();
    const form = (p: ReturnType<typeof person>) => ({
      inputValues: [
        { inputName: 'firstName', value: p.firstName },
        { inputName: 'lastName', value: p.lastName },
        { inputName: 'email', value: p.email },
      ],
    });
    const first = await client.rsvp.createRsvp({ eventId, status: 'YES', form: form(person()) });
    expectOfficial('rsvp', 'createRsvp', rsvpSchemas.CreateRsvpResponse, first);
    expect(first.rsvp?.status).toBe('YES');
    const waiting = await client.rsvp.createRsvp({ eventId, status: 'YES', form: form(person()) });
    expect(waiting.rsvp?.status).toBe('WAITING');

    const admin = owner();
    const listed = await admin.rsvp.queryRsvp({ filter: { eventId } });
    expectOfficial('rsvp', 'queryRsvp', rsvpSchemas.QueryRsvpResponse, listed);
    expect(listed.rsvps!.map((r) => r.status).sort()).toEqual(['WAITING', 'YES']);

    const attending = await admin.guests.queryGuests().eq('eventId', eventId).find();
    expect(attending.items.map((g) => [g.rsvpId, g.attendanceStatus]).sort()).toEqual(
      [
        [first.rsvp?._id, 'ATTENDING'],
        [waiting.rsvp?._id, 'IN_WAITLIST'],
      ].sort(),
    );
    expect(schemaIssues(guestSchemas.QueryGuestsResponse, { guests: attending.items })).toEqual([]);

    await admin.rsvp.deleteRsvp(eventId, { rsvps: [first.rsvp!._id!] });
    const promoted = await admin.rsvp.getRsvp(waiting.rsvp!._id!);
    expectOfficial('rsvp', 'getRsvp', rsvpSchemas.GetRsvpResponse, promoted);
    expect(promoted.status).toBe('YES');
    const now = await admin.guests
      .queryGuests()
      .eq('eventId', eventId)
      .eq('attendanceStatus', 'ATTENDING')
      .find();
    expect(now.items.map((g) => g.rsvpId)).toEqual([waiting.rsvp?._id]);

    // Guests by the official numbering: ids from 1 (the index from 0).
    const checked = await admin.rsvp.checkInRsvp(eventId, { rsvpId: waiting.rsvp!._id!, guestId: [1] });
    expectOfficial('rsvp', 'checkInRsvp', rsvpSchemas.CheckInRsvpResponse, checked);
    expect(checked.rsvp?.guests?.[0]).toMatchObject({ index: 0, _id: 1 });
    expect(checked.rsvp?.guests?.[0]?.checkIn?.created).toBeInstanceOf(Date);

    expect(log.slice(from).filter((e) => e.status >= 400)).toEqual([]);
    expect(wire(from)).toEqual([
      'POST /oauth2/token 200',
      'POST /events/v1/rsvp 200',
      'POST /events/v1/rsvp 200',
      'POST /events/v1/rsvp/query 200',
      'POST /events/v2/guests/query 200',
      'DELETE /events/v1/rsvp 200',
      'GET /events/v1/rsvp/:id 200',
      'POST /events/v2/guests/query 200',
      'POST /events/v1/rsvp/check-in 200',
    ]);
  });

  it('notifications: resolve and upsert a config; trigger an RSVP confirmation', async () => {
    const eventId = await rsvpEvent(app);
    const admin = owner();
    const resolved = await admin.notifications.resolveNotificationConfig(eventId);
    expectOfficial(
      'notifications',
      'resolveNotificationConfig',
      notificationSchemas.ResolveNotificationConfigResponse,
      resolved,
    );
    const upserted = await admin.notifications.upsertNotificationConfig(eventId, {
      revision: resolved.notificationConfig?.revision ?? '0',
      upcomingEventReminder: { reminderTime: 'BEFORE_1_HOUR' },
    } as never);
    expectOfficial(
      'notifications',
      'upsertNotificationConfig',
      notificationSchemas.UpsertNotificationConfigResponse,
      upserted,
    );
    expect(upserted.notificationConfig?.upcomingEventReminder?.reminderTime).toBe('BEFORE_1_HOUR');
    const answer = await visitor().rsvpV2.createRsvp({ eventId, status: 'YES', ...person() });
    await admin.notifications.triggerNotification({
      emailNotificationType: 'EMAIL_RSVP_CONFIRMATION',
      rsvpGuest: { eventId, rsvpId: answer._id! },
    });
  });

  /** The official module answers the staff member itself; its zod schema is of the response. */
  const expectStaff = (fn: string, schema: Parameters<typeof schemaIssues>[0], member: unknown) => {
    expectOfficial('staff-members', fn, undefined, member);
    expect(schemaIssues(schema, { staffMember: member }), `${fn}: types`).toEqual([]);
  };

  it('staff members: create → query → update → delete through the official module', async () => {
    const admin = owner();
    const from = log.length;
    // The official create has no email: the person is whoever joins with the link it answers.
    const created = await admin.staffMembers.createStaffMember({
      name: 'Door Team',
      permissions: ['CHECK_IN_GUESTS'],
      allEvents: {},
    });
    expectStaff('createStaffMember', staffSchemas.CreateStaffMemberResponse, created);
    expect(created).toMatchObject({
      name: 'Door Team',
      status: 'PENDING',
      permissions: ['CHECK_IN_GUESTS'],
      revision: '1',
    });
    expect(created._id).toBeTruthy();
    expect(created._createdDate).toBeInstanceOf(Date);
    expect(created.loginLink).toContain('/staff/join#joinToken=');

    const found = await admin.staffMembers.queryStaffMembers().eq('_id', created._id).find();
    expect(found.items.map((m) => [m._id, m.status, m.permissions])).toEqual([
      [created._id, 'PENDING', ['CHECK_IN_GUESTS']],
    ]);
    const withLink = await admin.staffMembers.getStaffMember(created._id!, { fieldsets: ['LOGIN_LINK'] });
    expectStaff('getStaffMember', staffSchemas.GetStaffMemberResponse, withLink);
    expect(withLink.loginLink).toBeNull(); // not joined yet: the join link was answered once

    const updated = await admin.staffMembers.updateStaffMember(created._id!, {
      revision: created.revision!,
      name: 'Door and Sales',
      permissions: ['CHECK_IN_GUESTS', 'SELL_TICKETS'],
    });
    expectStaff('updateStaffMember', staffSchemas.UpdateStaffMemberResponse, updated);
    expect(updated).toMatchObject({
      name: 'Door and Sales',
      permissions: ['CHECK_IN_GUESTS', 'SELL_TICKETS'],
      revision: '2',
    });
    // A stale revision is refused, changing nothing.
    const stale = await admin.staffMembers
      .updateStaffMember(created._id!, { revision: '1', name: 'Lost update' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(stale).toMatchObject({
      details: { applicationError: { code: 'STAFF_MEMBER_REVISION_MISMATCH' } },
    });

    await admin.staffMembers.deleteStaffMember(created._id!);
    expect((await admin.staffMembers.queryStaffMembers().find()).items).toEqual([]);
    expect(log.slice(from).filter((e) => e.status >= 400 && e.status !== 409)).toEqual([]);
    expect(wire(from)).toEqual([
      'POST /events/v1/staff-members 200',
      'POST /events/v1/staff-members/query 200',
      'GET /events/v1/staff-members/:id 200',
      'PATCH /events/v1/staff-members/:id 200',
      'PATCH /events/v1/staff-members/:id 409',
      'DELETE /events/v1/staff-members/:id 200',
      'POST /events/v1/staff-members/query 200',
    ]);
  });
});
