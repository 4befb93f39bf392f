import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { createEvent, expectAppError, expectViolation } from '../events/helpers.ts';
import { answer } from '../rsvps/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { HOUR, at, inbox } from './helpers.ts';

const base = '/events-notifications/v2/notification-configs';

describe('notification configs and triggered emails', () => {
  let app: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
  });
  afterAll(() => app.close());

  const resolve = (id: string, headers = app.ownerHeaders()) =>
    app.request({ method: 'GET', url: `${base}/resolve/${id}`, headers });
  const upsert = (id: string, notificationConfig: Record<string, unknown>, headers = app.ownerHeaders()) =>
    app.request({ method: 'POST', url: `${base}/${id}`, headers, payload: { notificationConfig } });
  const trigger = (payload: Record<string, unknown>, headers = app.ownerHeaders()) =>
    app.request({ method: 'POST', url: '/events-notifications/v2/notifications/trigger', headers, payload });
  const rsvpEvent = () =>
    createEvent(app, {
      dateAndTimeSettings: { startDate: at(clock.now() + 48 * HOUR), endDate: at(clock.now() + 50 * HOUR) },
      registration: { initialType: 'RSVP', rsvp: { responseType: 'YES_AND_NO' } },
    });

  it("resolves an event's config to the defaults: every email on, the reminder a day before", async () => {
    const event = await rsvpEvent();
    const response = await resolve(event.id);
    expect(response.statusCode, response.body).toBe(200);
    const config = response.json().notificationConfig;
    expect(config).toMatchObject({
      id: event.id,
      revision: '0',
      upcomingEventReminder: {
        notificationType: 'EMAIL_UPCOMING_EVENT_REMINDER',
        sendingEnabled: true,
        reminderTime: 'BEFORE_1_DAY',
      },
      eventCancelation: { notificationType: 'EMAIL_EVENT_CANCELATION', sendingEnabled: true },
    });
    expect(config.eventCancelation.reminderTime).toBeUndefined();
  });

  it('upserts field by field with revisions; the event keeps the site text it did not override', async () => {
    const event = await rsvpEvent();
    const site = await upsert(app.site.siteId, {
      upcomingEventReminder: { template: { subject: 'See you soon', body: 'Bring a friend.' } },
    });
    expect(site.statusCode, site.body).toBe(200);
    expect(site.json().notificationConfig).toMatchObject({ id: app.site.siteId, revision: '1' });

    const first = await upsert(event.id, { upcomingEventReminder: { reminderTime: 'BEFORE_1_HOUR' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().notificationConfig).toMatchObject({
      revision: '1',
      upcomingEventReminder: {
        reminderTime: 'BEFORE_1_HOUR',
        sendingEnabled: true,
        template: { subject: 'See you soon', body: 'Bring a friend.' },
      },
    });
    const second = await upsert(event.id, {
      revision: '1',
      eventCancelation: { sendingEnabled: false },
      upcomingEventReminder: { template: { subject: 'Tonight!' } },
    });
    expect(second.json().notificationConfig).toMatchObject({
      revision: '2',
      eventCancelation: { sendingEnabled: false },
      upcomingEventReminder: {
        reminderTime: 'BEFORE_1_HOUR',
        template: { subject: 'Tonight!', body: 'Bring a friend.' },
      },
    });
    expect((await resolve(event.id)).json().notificationConfig.revision).toBe('2');
    // A stale revision is refused and changes nothing.
    expectAppError(
      await upsert(event.id, { revision: '1', invoice: { sendingEnabled: false } }),
      409,
      'NOTIFICATION_CONFIG_REVISION_MISMATCH',
    );
    expect((await resolve(event.id)).json().notificationConfig.invoice.sendingEnabled).toBe(true);
  });

  it('refuses bad input with field violations and unknown ids with 404', async () => {
    const event = await rsvpEvent();
    expectViolation(await upsert(event.id, { id: 'other' }), 'notificationConfig.id');
    expect(
      (await upsert(event.id, { upcomingEventReminder: { reminderTime: 'BEFORE_2_DAYS' } })).statusCode,
    ).toBe(400);
    const proto = await app.request({
      method: 'POST',
      url: `${base}/${event.id}`,
      headers: { ...app.ownerHeaders(), 'content-type': 'application/json' },
      payload: `{"notificationConfig":{"__proto__":{"sendingEnabled":false}}}`,
    });
    expect(proto.statusCode).toBe(400);
    expect(
      (await upsert(event.id, { upcomingEventReminder: { template: { body: 'x'.repeat(5001) } } }))
        .statusCode,
    ).toBe(400);
    expectAppError(await resolve('no-such-event'), 404, 'NOTIFICATION_CONFIG_NOT_FOUND');
    expectAppError(await upsert('no-such-event', {}), 404, 'NOTIFICATION_CONFIG_NOT_FOUND');
    // Another site's event is not this site's.
    const other = await app.createSite();
    expectAppError(await resolve(event.id, app.ownerHeaders(other)), 404, 'NOTIFICATION_CONFIG_NOT_FOUND');
  });

  it('lets only the owner (and events.manage staff) read and write configs; only the owner trigger', async () => {
    const event = await rsvpEvent();
    const visitor = await app.visitorHeaders();
    expect((await resolve(event.id, visitor)).statusCode).toBe(403);
    expect((await upsert(event.id, { invoice: { sendingEnabled: false } }, visitor)).statusCode).toBe(403);
    const triggered = await trigger(
      { emailNotificationType: 'EMAIL_UPCOMING_EVENT_REMINDER', eventGuests: { eventId: event.id } },
      visitor,
    );
    expect(triggered.statusCode).toBe(403);
    expect((await resolve(event.id, {})).statusCode).toBe(401);
  });

  it('triggers the reminder to YES guests only, and an RSVP confirmation to one guest', async () => {
    const event = await rsvpEvent();
    const visitor = await app.visitorHeaders();
    const yes = (
      await answer(app, visitor, event.id, { email: 'yes-trigger@example.com', firstName: 'Ann' })
    ).json().rsvp;
    await answer(app, visitor, event.id, { email: 'no-trigger@example.com', status: 'NO' });
    // null clears the site's text (set by an earlier test): the default subject again.
    await upsert(event.id, { upcomingEventReminder: { template: { subject: null, body: null } } });
    const sent = await trigger({
      emailNotificationType: 'EMAIL_UPCOMING_EVENT_REMINDER',
      eventGuests: { eventId: event.id },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mails = await inbox(app, 'yes-trigger@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Reminder: ${event.title}`);
    expect(mails[0].body).toContain('Hello Ann');
    expect(mails[0].body).toContain(`/events/${event.slug}`);
    expect(await inbox(app, 'no-trigger@example.com')).toHaveLength(0);

    const confirm = await trigger({
      emailNotificationType: 'EMAIL_RSVP_CONFIRMATION',
      rsvpGuest: { eventId: event.id, rsvpId: yes.id },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await inbox(app, 'yes-trigger@example.com'))[0].subject).toBe(`You're going: ${event.title}`);
  });

  it('refuses triggers it cannot send, with field violations', async () => {
    const event = await rsvpEvent();
    const eventGuests = { eventId: event.id };
    expectViolation(await trigger({ eventGuests }), 'emailNotificationType', 'REQUIRED_ONE_OF_FIELD');
    expectViolation(
      await trigger({ pushNotificationType: 'PUSH_EVENT_UPDATED', eventGuests }),
      'pushNotificationType',
      'FIELD_NOT_ALLOWED',
    );
    expectViolation(
      await trigger({ emailNotificationType: 'EMAIL_INVOICE', eventGuests }),
      'emailNotificationType',
      'INVALID_ENUM_VALUE',
    );
    expectViolation(
      await trigger({
        emailNotificationType: 'EMAIL_ORDER_CONFIRMATION',
        orderGuest: { eventId: event.id, orderNumber: 'AAAA-BBBB' },
      }),
      'orderGuest',
      'FIELD_NOT_ALLOWED',
    );
    expectViolation(
      await trigger({
        emailNotificationType: 'EMAIL_UPCOMING_EVENT_REMINDER',
        eventGuests,
        rsvpGuest: { eventId: event.id, rsvpId: 'x' },
      }),
      'eventGuests',
      'ONE_OF_ALIGNMENT',
    );
    expectAppError(
      await trigger({
        emailNotificationType: 'EMAIL_UPCOMING_EVENT_REMINDER',
        eventGuests: { eventId: 'missing' },
      }),
      404,
      'EVENT_NOT_FOUND',
    );
    expectAppError(
      await trigger({
        emailNotificationType: 'EMAIL_RSVP_CONFIRMATION',
        rsvpGuest: { eventId: event.id, rsvpId: 'missing' },
      }),
      404,
      'RSVP_NOT_FOUND',
    );
  });
});
