import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.ts';

export const V3 = '/events-ticket-definitions/v3';

/** Creates a definition through the API as the owner; fails the test on a non-200 answer. */
export async function createDefinition(
  app: TestApp,
  eventId: string,
  overrides: Record<string, unknown> = {},
  fields?: string[],
): Promise<any> {
  const response = await app.request({
    method: 'POST',
    url: `${V3}/ticket-definitions`,
    headers: app.ownerHeaders(),
    payload: {
      ticketDefinition: {
        eventId,
        name: 'General',
        pricingMethod: { fixedPrice: { value: '10.00', currency: 'USD' } },
        ...overrides,
      },
      ...(fields ? { fields } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().ticketDefinition;
}

export function reserve(
  app: TestApp,
  headers: Record<string, string>,
  eventId: string,
  lines: Array<{ ticketDefinitionId: string; quantity: number; priceOverride?: string }>,
  extra: Record<string, unknown> = {},
) {
  return app.request({
    method: 'POST',
    url: '/events/v1/checkout/reservations',
    headers,
    payload: { eventId, ticketQuantities: lines, ...extra },
  });
}

/** The v3 definition as the owner reads it with its sales figures. */
export async function salesOf(app: TestApp, id: string) {
  const response = await app.request({
    method: 'GET',
    url: `${V3}/ticket-definitions/${id}?fields=SALES_DETAILS`,
    headers: app.ownerHeaders(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().ticketDefinition.salesDetails as {
    unsoldCount: number | null;
    soldCount: number;
    reservedCount: number;
    soldOut: boolean;
  };
}

/**
 * A visitor holds `quantity` tickets of one definition and checks out, paying with the test card
 * that approves (or what `checkout` gives); fails the test on a non-200 answer, answers the order.
 */
export async function buyTickets(
  app: TestApp,
  eventId: string,
  definitionId: string,
  quantity: number,
  checkout: Record<string, unknown> = {},
): Promise<{ orderNumber: string; tickets: Array<{ ticketNumber: string }> } & Record<string, any>> {
  const visitor = await app.visitorHeaders();
  const held = await reserve(app, visitor, eventId, [{ ticketDefinitionId: definitionId, quantity }]);
  expect(held.statusCode, held.body).toBe(200);
  const placed = await app.request({
    method: 'POST',
    url: '/events/v1/checkout',
    headers: visitor,
    payload: {
      eventId,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      reservationId: held.json().id,
      paymentDetails: { token: 'tok_approve' },
      ...checkout,
    },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json().order;
}
