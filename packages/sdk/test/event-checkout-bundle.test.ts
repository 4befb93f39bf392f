import { describe, expect, it } from 'vitest';
import { bundleSnippet } from '../scripts/bundle.mjs';

// The visitor's purchase module carries the calls of buying and none of the owner's order calls
// (listing, confirm, capture, void, POS sale, check-in), nor any Events v3 path.
const OWNER_ORDER_PATHS = [
  '/events/v1/orders/summary',
  '/orders/confirm',
  '/capture',
  '/void',
  '/events/v1/pos-checkout',
  '/events/v1/tickets/check-in',
];

describe('event-checkout bundle', () => {
  it('core + OAuth + event-checkout: purchase calls only', async () => {
    const { text } = await bundleSnippet(`
      import { createClient } from '@tessera/sdk/core';
      import { OAuthStrategy } from '@tessera/sdk/oauth';
      import { eventCheckout } from '@tessera/sdk/event-checkout';
      export const client = createClient({ baseUrl: '/', auth: OAuthStrategy({ clientId: 'c' }), modules: { eventCheckout } });`);
    for (const path of [
      '/events/v1/checkout/reservations',
      '/events/v1/checkout/invoices/:reservationId',
      '/events/v1/checkout/available-tickets/query',
      '/events/v1/events/:eventId/orders/:orderNumber',
    ]) {
      expect(text).toContain(path);
    }
    for (const path of OWNER_ORDER_PATHS) expect(text).not.toContain(path);
    expect(text).not.toContain('/events/v3');
  });
});
