import { expect } from 'vitest';
import type { TestApp } from '../../../../apps/server/test/support/test-app.ts';
import { createDefinition, reserve } from '../../../../apps/server/test/ticket-definitions/helpers.ts';

export interface SeedBuyer {
  firstName: string;
  lastName: string;
  email: string;
}

/** How an order is paid: a test gateway token (`delayedCapture` authorizes only), or at the door. */
export type SeedPayment = { token: string; delayedCapture?: boolean } | 'at-door' | 'free';

/**
 * Orders placed through the API as visitors do (reserve, then checkout) for the order suites:
 * `order(definitionId, quantity, buyer, payment)` answers the order as checkout returned it. With the
 * app's test clock, each order is placed a second after the last, so newest-first is decided.
 */
export function orderSeeder(app: TestApp, eventId: string, clock?: { advance(ms: number): void }) {
  return {
    definition: (overrides: Record<string, unknown> = {}) => createDefinition(app, eventId, overrides),
    async order(definitionId: string, quantity: number, buyer: SeedBuyer, payment: SeedPayment) {
      clock?.advance(1_000);
      const visitor = await app.visitorHeaders();
      const held = await reserve(app, visitor, eventId, [{ ticketDefinitionId: definitionId, quantity }]);
      expect(held.statusCode, held.body).toBe(200);
      const pay =
        payment === 'free'
          ? {}
          : payment === 'at-door'
            ? { options: { payInPerson: true } }
            : { paymentDetails: payment };
      const response = await app.request({
        method: 'POST',
        url: '/events/v1/checkout',
        headers: visitor,
        payload: { eventId, buyer, reservationId: held.json().id, ...pay },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().order as {
        orderNumber: string;
        status: string;
        tickets: { ticketNumber: string }[];
      };
    },
  };
}
