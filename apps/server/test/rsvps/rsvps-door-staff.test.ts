import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/platform/auth/api-keys.ts';
import { memberHeaders } from '../identity/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { answer, rsvpEvent } from './helpers.ts';

// Staff granted only CHECK_IN_GUESTS find RSVP guests at the door (the guest list, RSVP listing and
// search, v1 and v2) and check them in; they change nothing else, and other staff find nobody.
describe('RSVP guests at the door for CHECK_IN_GUESTS staff', () => {
  let app: TestApp;
  let door: Record<string, string>;
  let sellers: Record<string, string>;
  let eventId: string;
  let rsvpId: string;

  /** A site member who joined an invitation with `scopes`: what /check-in runs as. */
  async function staffMember(scopes: string[]): Promise<Record<string, string>> {
    const email = `door-${scopes.join('-').toLowerCase()}-${Date.now()}@example.com`;
    const invited = await app.request({
      method: 'POST',
      url: '/events/v1/staff-members',
      headers: app.ownerHeaders(),
      payload: { staffMember: { email, scopes } },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const signedOn = await app.request({
      method: 'POST',
      url: '/_api/iam/authentication/v2/sign-on',
      headers: app.ownerHeaders(),
      payload: { loginId: { email } },
    });
    expect(signedOn.statusCode, signedOn.body).toBe(200);
    const headers = await memberHeaders(app, signedOn.json().identity.id);
    const joined = await app.request({
      method: 'POST',
      url: '/events/v1/staff-members/join',
      headers,
      payload: { joinToken: invited.json().joinToken },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    return headers;
  }

  beforeAll(async () => {
    app = await createTestApp();
    door = await staffMember(['CHECK_IN_GUESTS']);
    sellers = await staffMember(['SELL_TICKETS']);
    eventId = await rsvpEvent(app, { limit: 10 });
    const made = await answer(app, await app.visitorHeaders(), eventId, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
    });
    expect(made.statusCode, made.body).toBe(200);
    rsvpId = made.json().rsvp.id;
  });
  afterAll(() => app.close());

  const searches = () => [
    {
      method: 'POST' as const,
      url: '/events/v2/guests/query',
      payload: {
        query: {
          filter: { eventId: { $eq: eventId }, 'guestDetails.lastName': { $startsWith: 'Hop' } },
        },
      },
      ids: (body: { guests: { rsvpId?: string }[] }) => body.guests.map((g) => g.rsvpId),
    },
    {
      method: 'POST' as const,
      url: '/events/v2/rsvps/query',
      payload: { query: { filter: { eventId } } },
      ids: (body: { rsvps: { id: string }[] }) => body.rsvps.map((r) => r.id),
    },
    {
      method: 'POST' as const,
      url: '/events/v2/rsvps/search',
      payload: { search: { filter: { eventId }, search: { expression: 'grace' } } },
      ids: (body: { rsvps: { id: string }[] }) => body.rsvps.map((r) => r.id),
    },
    {
      method: 'GET' as const,
      url: `/events/v1/rsvp?eventId=${eventId}`,
      payload: undefined,
      ids: (body: { rsvps: { id: string }[] }) => body.rsvps.map((r) => r.id),
    },
    {
      method: 'POST' as const,
      url: '/events/v1/rsvp/query',
      payload: { filter: { eventId } },
      ids: (body: { rsvps: { id: string }[] }) => body.rsvps.map((r) => r.id),
    },
  ];

  it('finds the guest by every list and search route, then checks them in', async () => {
    for (const search of searches()) {
      const response = await app.request({ ...search, headers: door });
      expect(response.statusCode, `${search.url}: ${response.body}`).toBe(200);
      expect(search.ids(response.json() as never), search.url).toEqual([rsvpId]);
    }
    const checkedIn = await app.request({
      method: 'POST',
      url: `/events/v2/rsvps/${rsvpId}/check-in`,
      headers: door,
      payload: {},
    });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect(checkedIn.json().rsvp).toMatchObject({ checkedInGuestCount: 1, fullyCheckedIn: true });
  });

  it('gives door staff nothing beyond reading and checking in; other staff and API keys without it find nobody', async () => {
    const bulk = await app.request({
      method: 'PATCH',
      url: '/events/v2/bulk/rsvps/update',
      headers: door,
      payload: { rsvpIds: [rsvpId], status: 'NO' },
    });
    expect(bulk.statusCode).toBe(403);
    const count = await app.request({
      method: 'POST',
      url: '/events/v2/rsvps/count',
      headers: door,
      payload: { filter: { eventId } },
    });
    expect(count.statusCode).toBe(403);
    const analytics = {
      authorization: (
        await createApiKey(app.db, app.site.siteId, 'analytics', undefined, ['events.read-analytics'])
      ).key,
      'wix-site-id': app.site.siteId,
    };
    for (const headers of [sellers, analytics, await app.visitorHeaders()]) {
      for (const search of searches()) {
        const response = await app.request({ ...search, headers });
        expect(response.statusCode, search.url).toBe(403);
      }
    }
  });
});
