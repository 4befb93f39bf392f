import { describe, expect, it } from 'vitest';
import { listeningSite } from '../support/listening-site.ts';
import { createClient, type AuthStrategy } from '../../src/index.ts';
import { guestsAdmin } from '../../src/modules/guests-admin.ts';
import { notificationsAdmin, reminderOf } from '../../src/modules/notifications-admin.ts';
import { rsvpsAdmin } from '../../src/modules/rsvps-admin.ts';
import { staff } from '../../src/modules/staff.ts';
import { staffAdmin } from '../../src/modules/staff-admin.ts';
import { createEvent } from '../../../../apps/server/test/events/helpers.ts';
import { memberHeaders } from '../../../../apps/server/test/identity/helpers.ts';
import { answer, rsvpEvent } from '../../../../apps/server/test/rsvps/helpers.ts';
import { createDefinition, reserve } from '../../../../apps/server/test/ticket-definitions/helpers.ts';
import type { TestApp } from '../../../../apps/server/test/support/test-app.ts';

/** Credentials given as they are (a member's access token made by the test). */
const headersAuth = (headers: Record<string, string>): AuthStrategy => ({
  getAuthHeaders: async () => headers,
});

const ADA = [
  { inputName: 'firstName', value: 'Ada' },
  { inputName: 'lastName', value: 'Lovelace' },
  { inputName: 'email', value: 'ada@example.com' },
];

/** An event with a 10.00 ticket and one paid order of `quantity` tickets bought by Ada. */
async function ticketOrder(app: TestApp, quantity = 2) {
  const eventId = (await createEvent(app)).id as string;
  const definition = await createDefinition(app, eventId, { initialLimit: 50 });
  const visitor = await app.visitorHeaders();
  const held = await reserve(app, visitor, eventId, [{ ticketDefinitionId: definition.id, quantity }]);
  expect(held.statusCode, held.body).toBe(200);
  const placed = await app.request({
    method: 'POST',
    url: '/events/v1/checkout',
    headers: visitor,
    payload: {
      eventId,
      reservationId: held.json().id,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      paymentDetails: { token: 'tok_approve' },
      // The door list searches the guests' answers.
      guests: Array.from({ length: quantity }, () => ({ form: { inputValues: ADA } })),
    },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return { eventId, order: placed.json().order as { orderNumber: string } };
}

async function newMember(app: TestApp, email: string): Promise<string> {
  const response = await app.request({
    method: 'POST',
    url: '/_api/iam/authentication/v2/sign-on',
    headers: app.ownerHeaders(),
    payload: { loginId: { email } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().identity.id as string;
}

// The guests, RSVP, staff and reminder modules against a real server, over HTTP.
describe('@tessera/sdk guests-admin, rsvps-admin, staff(-admin), notifications-admin', () => {
  const site = listeningSite();
  const owner = () => site.owner({ guestsAdmin, rsvpsAdmin, staffAdmin, notificationsAdmin });

  it('searches the door list and checks tickets in by QR payload once, then undoes it', async () => {
    const { guestsAdmin: door } = owner();
    const { eventId, order } = await ticketOrder(site.app);
    const page = await door.listTickets({ eventId, search: 'lovelace', limit: 1 });
    expect(page.total).toBe(2);
    expect(page.items[0]?.orderNumber).toBe(order.orderNumber);
    expect(page.hasNext()).toBe(true);
    const rest = await page.next();
    expect(rest.items).toHaveLength(1);
    expect(rest.hasNext()).toBe(false);
    expect((await door.listTickets({ eventId, search: 'nobody' })).items).toEqual([]);

    const ticket = page.items[0]!;
    const first = await door.checkInTickets(eventId, { qrCodes: [ticket.qrCode] });
    expect(first.tickets.map((t) => t.ticketNumber)).toEqual([ticket.ticketNumber]);
    expect(first.tickets[0]?.checkIn?.created).toBeTruthy();
    expect(first.alreadyCheckedIn).toEqual([]);
    const again = await door.checkInTickets(eventId, { ticketNumbers: [ticket.ticketNumber] });
    expect(again.alreadyCheckedIn).toEqual([ticket.ticketNumber]);
    await expect(
      door.checkInTickets(eventId, { qrCodes: [`${ticket.ticketNumber}.forged`] }),
    ).rejects.toMatchObject({ status: 400 });
    expect((await door.listTickets({ eventId, checkedIn: true })).items).toHaveLength(1);
    const undone = await door.undoTicketCheckIns(eventId, [ticket.ticketNumber]);
    expect(undone[0]?.checkIn).toBeUndefined();
    expect((await door.getTicket(eventId, ticket.ticketNumber)).checkIn).toBeUndefined();

    // Archived tickets leave the active list and come back when restored; all or none.
    const archived = await door.archiveTickets(eventId, [ticket.ticketNumber]);
    expect(archived.map((t) => t.archived)).toEqual([true]);
    expect((await door.listTickets({ eventId, archived: true })).items.map((t) => t.ticketNumber)).toEqual([
      ticket.ticketNumber,
    ]);
    expect((await door.listTickets({ eventId, archived: false })).total).toBe(1);
    await expect(
      door.archiveTickets(eventId, [ticket.ticketNumber, 'NOPE1234'], false),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect((await door.listTickets({ eventId, archived: true })).total).toBe(1);
    await door.archiveTickets(eventId, [ticket.ticketNumber], false);
    expect((await door.listTickets({ eventId, archived: true })).total).toBe(0);
  });

  it('lists guests by attendance, checks an RSVP in, searches, counts and summarises RSVPs', async () => {
    const { guestsAdmin: guests, rsvpsAdmin: rsvps } = owner();
    const eventId = await rsvpEvent(site.app);
    const yes = await answer(site.app, await site.app.visitorHeaders(), eventId, {
      status: 'YES',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect(yes.statusCode, yes.body).toBe(200);
    const no = await answer(site.app, await site.app.visitorHeaders(), eventId, { status: 'NO' });
    expect(no.statusCode, no.body).toBe(200);
    const rsvpId = yes.json().rsvp.id as string;

    const attending = await guests
      .guests()
      .eq('eventId', eventId)
      .in('attendanceStatus', ['ATTENDING'])
      .find();
    expect(attending.items.map((g) => g.rsvpId)).toEqual([rsvpId]);
    const all = await guests.guests().eq('eventId', eventId).limit(1).find();
    expect(all.items).toHaveLength(1);
    expect(all.hasNext()).toBe(true);
    expect((await all.next()).items).toHaveLength(1);

    const checkedIn = await guests.checkInRsvpGuests(rsvpId);
    expect(checkedIn.fullyCheckedIn).toBe(true);
    const listed = await guests.guests().eq('eventId', eventId).eq('rsvpId', rsvpId).find();
    expect(listed.items[0]?.guestDetails.checkedIn).toBe(true);
    expect((await guests.undoRsvpCheckIn(rsvpId)).checkedInGuestCount).toBe(0);

    const found = await rsvps.rsvps({ search: 'hopp' }).eq('eventId', eventId).find();
    expect(found.items.map((r) => r.id)).toEqual([rsvpId]);
    expect(await rsvps.countRsvps({ eventId, status: 'YES' })).toBe(1);
    const [summary] = await rsvps.listSummaries([eventId]);
    expect(summary).toMatchObject({ eventId, yesGuestCount: 1, noGuestCount: 1 });
    expect((await rsvps.setRsvpStatus(rsvpId, 'NO')).status).toBe('NO');
    expect(await rsvps.deleteRsvpsByFilter({ eventId })).toBe(2);
  });

  it('invites staff, lets the member join, pauses, resumes and removes them', async () => {
    const { staffAdmin: admin, guestsAdmin: ownerDoor } = owner();
    const email = `door-${Date.now()}@example.com`;
    const invitation = await admin.inviteStaffMember({ email, name: 'Door', scopes: ['CHECK_IN_GUESTS'] });
    expect(invitation.joinLink).toContain('/staff/join#joinToken=');
    const pending = await admin.staff().eq('access', 'PENDING').eq('email', email).find();
    expect(pending.items.map((s) => s.id)).toEqual([invitation.staffMember.id]);
    await expect(admin.inviteStaffMember({ email, scopes: [] })).rejects.toMatchObject({ status: 409 });
    await expect(admin.setStaffAccess(invitation.staffMember.id, 'ACCESS_PAUSED')).rejects.toMatchObject({
      status: 428,
    });

    const memberId = await newMember(site.app, email);
    const member = createClient({
      baseUrl: site.baseUrl,
      auth: headersAuth({
        ...(await memberHeaders(site.app, memberId)),
        'wix-site-id': site.app.site.siteId,
      }),
      modules: { staff, guestsAdmin },
    });
    expect((await member.staff.staffAccess()).scopes).toEqual([]);
    expect((await member.staff.joinStaff(invitation.joinToken)).access).toBe('HAS_ACCESS');
    expect(await member.staff.staffAccess()).toMatchObject({
      access: 'HAS_ACCESS',
      scopes: ['CHECK_IN_GUESTS'],
    });

    // With CHECK_IN_GUESTS the member checks tickets in; paused, it cannot.
    const { eventId } = await ticketOrder(site.app, 1);
    const [ticket] = (await member.guestsAdmin.listTickets({ eventId })).items;
    expect(
      (await member.guestsAdmin.checkInTickets(eventId, { qrCodes: [ticket!.qrCode] })).tickets,
    ).toHaveLength(1);
    const link = await admin.staffLoginLink(invitation.staffMember.id);
    expect(link.loginLink).toContain('/staff/login#loginCode=');
    // The link's code becomes a session token once, by POST.
    const loginCode = new URLSearchParams(new URL(link.loginLink).hash.slice(1)).get('loginCode')!;
    expect(await member.staff.redeemStaffLoginLink(loginCode)).toMatch(/^tss_/);
    await expect(member.staff.redeemStaffLoginLink(loginCode)).rejects.toMatchObject({ status: 400 });
    expect((await admin.setStaffAccess(invitation.staffMember.id, 'ACCESS_PAUSED')).access).toBe(
      'ACCESS_PAUSED',
    );
    await expect(member.guestsAdmin.listTickets({ eventId })).rejects.toMatchObject({ status: 403 });
    expect((await admin.setStaffAccess(invitation.staffMember.id, 'HAS_ACCESS')).access).toBe('HAS_ACCESS');
    const renamed = await admin.updateStaffMember(invitation.staffMember.id, {
      scopes: ['CHECK_IN_GUESTS', 'READ_ANALYTICS'],
    });
    expect(renamed.scopes).toEqual(['CHECK_IN_GUESTS', 'READ_ANALYTICS']);
    await admin.removeStaffMember(invitation.staffMember.id);
    await expect(admin.getStaffMember(invitation.staffMember.id)).rejects.toMatchObject({ status: 404 });
    expect((await member.staff.staffAccess()).scopes).toEqual([]);
    // The owner may do everything.
    expect((await ownerDoor.listTickets({ eventId })).items).toHaveLength(1);
  });

  it("reads and sets an event's reminder over the site's defaults", async () => {
    const { notificationsAdmin: notifications } = owner();
    const eventId = (await createEvent(site.app)).id as string;
    const config = await notifications.resolveConfig(eventId);
    const before = reminderOf(config);
    expect(before.reminderTime).toBeTruthy();
    const changed = await notifications.updateReminder(
      eventId,
      { enabled: true, reminderTime: 'BEFORE_3_DAYS', subject: 'See you soon', body: '' },
      config.revision,
    );
    expect(reminderOf(changed)).toMatchObject({
      enabled: true,
      reminderTime: 'BEFORE_3_DAYS',
      subject: 'See you soon',
    });
    await expect(
      notifications.updateReminder(eventId, { ...before, enabled: false }, config.revision),
    ).rejects.toMatchObject({ status: 409 });
    // The site's defaults are their own config; the event keeps its own setting.
    const siteConfig = await notifications.resolveConfig(site.app.site.siteId);
    await notifications.updateReminder(site.app.site.siteId, {
      ...reminderOf(siteConfig),
      reminderTime: 'BEFORE_1_HOUR',
    });
    expect(reminderOf(await notifications.resolveConfig(eventId)).reminderTime).toBe('BEFORE_3_DAYS');
  });
});
