import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The official notifications types declare the RSVP confirmation's `reminderTime` non-nullable:
// it is answered as INSTANT (the confirmation goes out at once), the reminder keeps its own.
describe('notification configs: the fields the official types promise', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers the RSVP confirmation as INSTANT, the reminder with its timing', async () => {
    const event = await createEvent(app);
    const response = await app.request({
      method: 'GET',
      url: `/events-notifications/v2/notification-configs/resolve/${event.id}`,
      headers: app.ownerHeaders(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const config = response.json().notificationConfig;
    expect(config.rsvpConfirmation.reminderTime).toBe('INSTANT');
    expect(config.upcomingEventReminder.reminderTime).toBe('BEFORE_1_DAY');
  });
});
