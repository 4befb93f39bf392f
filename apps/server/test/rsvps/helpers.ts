import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createEvent } from '../events/helpers.ts';
import type { TestApp } from '../support/test-app.ts';

/** A published RSVP event with these `registration.rsvp` settings (and registration overrides). */
export async function rsvpEvent(
  app: TestApp,
  rsvp: Record<string, unknown> = {},
  registration: Record<string, unknown> = {},
): Promise<string> {
  const event = await createEvent(app, {
    registration: { initialType: 'RSVP', rsvp: { responseType: 'YES_AND_NO', ...rsvp }, ...registration },
  });
  return event.id as string;
}

/** Adds an additional-guests control (up to `maxGuests`) to the event's form and publishes it. */
export async function allowGuests(app: TestApp, eventId: string, maxGuests = 3): Promise<void> {
  const add = await app.request({
    method: 'POST',
    url: `/events/v1/events/${eventId}/form/control`,
    headers: app.ownerHeaders(),
    payload: { eventId, additionalGuests: { maxGuests } },
  });
  expect(add.statusCode, add.body).toBe(200);
  const publish = await app.request({
    method: 'POST',
    url: `/events/v1/events/${eventId}/form/publish`,
    headers: app.ownerHeaders(),
    payload: { eventId },
  });
  expect(publish.statusCode, publish.body).toBe(200);
}

let n = 0;
/** Answers an event as `headers` (a visitor by default in the tests); name and email filled in. */
export function answer(
  app: TestApp,
  headers: Record<string, string>,
  eventId: string,
  rsvp: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  n++;
  return app.request({
    method: 'POST',
    url: '/events/v2/rsvps',
    headers,
    payload: {
      rsvp: { eventId, firstName: 'Guest', lastName: `N${n}`, email: `guest${n}@example.com`, ...rsvp },
    },
  });
}

export const codeOf = (response: LightMyRequestResponse) => response.json().details?.applicationError?.code;
