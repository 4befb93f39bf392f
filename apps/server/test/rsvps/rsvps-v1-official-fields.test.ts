import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/platform/ids.ts';
import { memberHeaders } from '../identity/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { rsvpEvent } from './helpers.ts';

// The official v1 types declare contactId, memberId, anonymized and each guest's fullName
// non-nullable: a site on them reads these without checking, so they are always answered.
describe('RSVP v1: the fields the official types promise', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const create = (eventId: string, headers: Record<string, string>, last: string) =>
    app.request({
      method: 'POST',
      url: '/events/v1/rsvp',
      headers,
      payload: {
        eventId,
        status: 'YES',
        form: {
          inputValues: [
            { inputName: 'firstName', value: 'Ann' },
            { inputName: 'lastName', value: last },
            { inputName: 'email', value: `${last}@example.com` },
          ],
        },
      },
    });

  it("a visitor's RSVP: empty contact and member, not anonymized, the person's name on guest 0", async () => {
    const eventId = await rsvpEvent(app);
    const response = await create(eventId, await app.visitorHeaders(), 'visitor');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rsvp).toMatchObject({
      contactId: '',
      memberId: '',
      anonymized: false,
      guests: [{ index: 0, fullName: 'Ann visitor' }],
    });
  });

  it("a member's RSVP: the member is the contact", async () => {
    const eventId = await rsvpEvent(app);
    const memberId = newId();
    const response = await create(eventId, await memberHeaders(app, memberId), 'member');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rsvp).toMatchObject({ memberId, contactId: memberId });
  });
});
