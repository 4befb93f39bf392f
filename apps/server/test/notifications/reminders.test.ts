import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/platform/clock.ts';
import { createEvent } from '../events/helpers.ts';
import { answer } from '../rsvps/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { HOUR, at, inbox, runJobs, settle } from './helpers.ts';

const MINUTE = 60_000;

describe('reminders and cancellation notices', () => {
  let app: TestApp;
  let clock: TestClock;
  let visitor: Record<string, string>;

  beforeAll(async () => {
    clock = new TestClock(Date.now());
    app = await createTestApp({ app: { clock } });
    visitor = await app.visitorHeaders();
  });
  afterAll(() => app.close());

  /** A published RSVP event starting `hours` from the test clock's now. */
  async function eventIn(hours: number, title: string) {
    const start = clock.now() + hours * HOUR;
    const event = await createEvent(app, {
      title,
      dateAndTimeSettings: { startDate: at(start), endDate: at(start + 2 * HOUR) },
      registration: { initialType: 'RSVP', rsvp: { responseType: 'YES_AND_NO' } },
    });
    await settle(app); // the notifications subscriber schedules the reminder
    return { ...event, start } as { id: string; slug: string; title: string; start: number };
  }
  const reminderEvents = async (eventId: string) =>
    app.db
      .selectFrom('outbox')
      .select('payload')
      .where('name', '=', 'event_reminder')
      .where('entity_id', '=', eventId)
      .execute();
  const upsert = (id: string, notificationConfig: Record<string, unknown>) =>
    app.request({
      method: 'POST',
      url: `/events-notifications/v2/notification-configs/${id}`,
      headers: app.ownerHeaders(),
      payload: { notificationConfig },
    });

  it('sends the reminder a day before, once to each YES guest, and publishes "event reminder" once', async () => {
    const event = await eventIn(48, 'Reminded Gala');
    await answer(app, visitor, event.id, { email: 'r-one@example.com' });
    await answer(app, visitor, event.id, { email: 'r-two@example.com' });
    await answer(app, visitor, event.id, { email: 'r-no@example.com', status: 'NO' });

    clock.set(event.start - 24 * HOUR - MINUTE);
    await runJobs(app);
    expect(await inbox(app, 'r-one@example.com')).toHaveLength(0);

    clock.set(event.start - 24 * HOUR + MINUTE);
    await runJobs(app);
    const [mail] = await inbox(app, 'r-one@example.com');
    expect(mail.subject).toBe('Reminder: Reminded Gala');
    expect(await inbox(app, 'r-two@example.com')).toHaveLength(1);
    expect(await inbox(app, 'r-no@example.com')).toHaveLength(0);
    expect((await reminderEvents(event.id)).map((r) => JSON.parse(r.payload).reminderMinutes)).toEqual([
      24 * 60,
    ]);

    // A write of the event moves (and so re-runs) the job: nobody is mailed twice.
    const renamed = await app.request({
      method: 'PATCH',
      url: `/events/v3/events/${event.id}`,
      headers: app.ownerHeaders(),
      payload: { event: { title: 'Reminded Gala!' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await runJobs(app);
    await runJobs(app);
    expect(await inbox(app, 'r-one@example.com')).toHaveLength(1);
    expect(await reminderEvents(event.id)).toHaveLength(1);
  });

  it("follows the event's start and the config's timing", async () => {
    const event = await eventIn(48, 'Moving Show');
    await answer(app, visitor, event.id, { email: 'm-one@example.com' });
    const changed = await upsert(event.id, { upcomingEventReminder: { reminderTime: 'BEFORE_1_HOUR' } });
    expect(changed.statusCode, changed.body).toBe(200);
    const later = event.start + 24 * HOUR;
    const moved = await app.request({
      method: 'PATCH',
      url: `/events/v3/events/${event.id}`,
      headers: app.ownerHeaders(),
      payload: { event: { dateAndTimeSettings: { startDate: at(later), endDate: at(later + HOUR) } } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await settle(app);

    clock.set(event.start - 30 * MINUTE); // the old start's reminder time: nothing
    await runJobs(app);
    expect(await inbox(app, 'm-one@example.com')).toHaveLength(0);
    clock.set(later - 61 * MINUTE);
    await runJobs(app);
    expect(await inbox(app, 'm-one@example.com')).toHaveLength(0);
    clock.set(later - 59 * MINUTE);
    await runJobs(app);
    expect(await inbox(app, 'm-one@example.com')).toHaveLength(1);
  });

  it('a disabled reminder sends nothing', async () => {
    const event = await eventIn(10, 'Quiet Night');
    await answer(app, visitor, event.id, { email: 'q-one@example.com' });
    expect((await upsert(event.id, { upcomingEventReminder: { sendingEnabled: false } })).statusCode).toBe(
      200,
    );
    clock.set(event.start - 5 * MINUTE);
    await runJobs(app);
    expect(await inbox(app, 'q-one@example.com')).toHaveLength(0);
  });

  it('a canceled event mails its guests the notice once and sends no reminder', async () => {
    const event = await eventIn(48, 'Rained Out');
    await answer(app, visitor, event.id, { email: 'c-one@example.com' });
    const cancel = await app.request({
      method: 'POST',
      url: `/events/v3/events/${event.id}/cancel`,
      headers: app.ownerHeaders(),
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await settle(app);
    const mails = await inbox(app, 'c-one@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Canceled: Rained Out']);

    clock.set(event.start - 23 * HOUR);
    await runJobs(app);
    expect(await inbox(app, 'c-one@example.com')).toHaveLength(1);
    expect(await reminderEvents(event.id)).toHaveLength(0);
  });

  it('no cancellation notice when the owner turned it off', async () => {
    const event = await eventIn(48, 'Silent Cancel');
    await answer(app, visitor, event.id, { email: 's-one@example.com' });
    expect((await upsert(event.id, { eventCancelation: { sendingEnabled: false } })).statusCode).toBe(200);
    await app.request({
      method: 'POST',
      url: `/events/v3/events/${event.id}/cancel`,
      headers: app.ownerHeaders(),
      payload: {},
    });
    await settle(app);
    expect(await inbox(app, 's-one@example.com')).toHaveLength(0);
  });
});
